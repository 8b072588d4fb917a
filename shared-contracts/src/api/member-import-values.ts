/**
 * Columns of a member-import CSV, in the order of the downloadable template. Headers are
 * matched case-insensitively; `orgUnits` and `locations` hold identifiers separated by `|`.
 */
export const MEMBER_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'username',
  'role',
  'birthDate',
  'phoneNumber',
  'mobileNumber',
  'gender',
  'street',
  'additionalAddress',
  'postalCode',
  'city',
  'country',
  'externalCompany',
  'orgUnits',
  'locations',
  'password',
] as const;
export type MemberImportColumn = (typeof MEMBER_IMPORT_COLUMNS)[number];

/** Columns every file must have; `username` may be left out when usernames are generated. */
export const MEMBER_IMPORT_REQUIRED_COLUMNS = ['firstName', 'lastName'] as const satisfies readonly MemberImportColumn[];

/** Separator of several identifiers in one `orgUnits` or `locations` cell. */
export const MEMBER_IMPORT_LIST_SEPARATOR = '|';

/**
 * Largest member CSV: above the uploader's 5 MB default, because a file of 100,000 members
 * is about 20 MB; the server streams it, so the size costs no memory.
 */
export const MEMBER_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Most member rows one file may hold (blank lines aside): a file is checked row by row before
 * anything is written, and this bounds that work; a larger workforce is imported in parts.
 */
export const MEMBER_IMPORT_MAX_ROWS = 100_000;

/** Multipart field that carries the file (docs/product.md §7). */
export const MEMBER_IMPORT_FILE_FIELD = 'filename';

/** How imported members get a password (docs/product.md §3). */
export const MEMBER_IMPORT_PASSWORD_MODES = ['initial', 'byEmail', 'byColumn', 'noPassword'] as const;
export type MemberImportPasswordMode = (typeof MEMBER_IMPORT_PASSWORD_MODES)[number];

/** Where usernames come from: the `username` column, or generated as firstname.lastname. */
export const MEMBER_IMPORT_USERNAME_OPTIONS = ['column', 'firstname.lastname'] as const;
export type MemberImportUsernameOption = (typeof MEMBER_IMPORT_USERNAME_OPTIONS)[number];

/** Most row problems a report lists; the counts always cover the whole file. */
export const MEMBER_IMPORT_MAX_REPORTED_ERRORS = 500;
