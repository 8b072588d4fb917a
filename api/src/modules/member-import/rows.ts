import {
  generateUsername,
  memberFieldsSchema,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_LIST_SEPARATOR,
  MEMBER_IMPORT_REQUIRED_COLUMNS,
  validatePassword,
  validateZipcode,
  validationErrorOfIssue,
  type MemberFields,
  type MemberImportColumn,
  type MemberImportOptions,
  type MemberImportRowError,
  type SchemaIssue,
  type ValidationError,
  type ValidationParams,
} from '@compliance/shared-contracts';
import type { CommonPasswords } from '../../security/common-passwords';

/**
 * German headers as German Excel users write them; matched like the English column names,
 * case-insensitively and ignoring spaces, hyphens and underscores.
 */
const HEADER_ALIASES: Readonly<Record<string, MemberImportColumn>> = {
  vorname: 'firstName',
  nachname: 'lastName',
  email: 'email',
  emailadresse: 'email',
  benutzername: 'username',
  rolle: 'role',
  geburtsdatum: 'birthDate',
  telefon: 'phoneNumber',
  telefonnummer: 'phoneNumber',
  mobil: 'mobileNumber',
  mobilnummer: 'mobileNumber',
  geschlecht: 'gender',
  strasse: 'street',
  straße: 'street',
  adresszusatz: 'additionalAddress',
  plz: 'postalCode',
  postleitzahl: 'postalCode',
  ort: 'city',
  stadt: 'city',
  land: 'country',
  externefirma: 'externalCompany',
  organisationseinheiten: 'orgUnits',
  standorte: 'locations',
  passwort: 'password',
};

const normaliseHeader = (header: string): string =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const CANONICAL = new Map<string, MemberImportColumn>(MEMBER_IMPORT_COLUMNS.map((column) => [normaliseHeader(column), column]));

/** Which file column holds which import column (unknown headers are ignored). */
export type ColumnMap = Partial<Record<MemberImportColumn, number>>;

/** Maps a header record to column positions; answers the missing required columns too. */
export function mapHeader(header: readonly string[], options: MemberImportOptions): { columns: ColumnMap; missing: MemberImportColumn[] } {
  const columns: ColumnMap = {};
  header.forEach((name, index) => {
    const key = normaliseHeader(name);
    const column = CANONICAL.get(key) ?? HEADER_ALIASES[key];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  const required: MemberImportColumn[] = [...MEMBER_IMPORT_REQUIRED_COLUMNS];
  if (options.usernameOption === 'column') required.push('username');
  if (options.passwordMode === 'byColumn') required.push('password');
  if (options.passwordMode === 'byEmail') required.push('email');
  return { columns, missing: required.filter((column) => columns[column] === undefined) };
}

/** What the server knows about the client when it checks rows. */
export interface ImportContext {
  /** Lower-cased usernames and e-mails already used in the client. */
  readonly takenLoginNames: ReadonlySet<string>;
  readonly orgUnitIds: ReadonlyMap<string, string>;
  readonly locationIds: ReadonlyMap<string, string>;
  readonly mayCreateSuperAdmin: boolean;
  /** The known passwords a password column may not hold (mode byColumn only). */
  readonly commonPasswords: CommonPasswords | null;
}

/** A row that passed every check, ready to be written. */
export interface ImportRow {
  readonly fields: MemberFields;
  readonly orgUnitIds: readonly string[];
  readonly locationIds: readonly string[];
  /** The password as the file has it (mode byColumn only). */
  readonly password: string | null;
}

const GENDER_ALIASES: Readonly<Record<string, string>> = {
  w: 'f',
  weiblich: 'f',
  männlich: 'm',
  maennlich: 'm',
  divers: 'd',
  female: 'f',
  male: 'm',
  diverse: 'd',
};
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Dates as ISO or as German Excel writes them (dd.mm.yyyy). */
function isoDate(value: string): string {
  const german = GERMAN_DATE.exec(value);
  return german ? `${german[3]}-${(german[2] as string).padStart(2, '0')}-${(german[1] as string).padStart(2, '0')}` : value;
}

const splitList = (value: string | null): string[] =>
  value === null
    ? []
    : value
        .split(MEMBER_IMPORT_LIST_SEPARATOR)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean);

/** Field names of the member schema that differ from the CSV column names. */
const FIELD_TO_COLUMN: Readonly<Record<string, MemberImportColumn>> = { roleIdentifier: 'role' };

/**
 * Checks one data record and, when it is valid, answers the row to write. `seen` collects
 * the login names of earlier rows, so duplicates within the file are found too.
 */
export function checkRecord(
  record: readonly string[],
  line: number,
  columns: ColumnMap,
  options: MemberImportOptions,
  context: ImportContext,
  seen: Set<string>,
): { row?: ImportRow; errors: MemberImportRowError[] } {
  const cell = (column: MemberImportColumn): string | null => {
    const index = columns[column];
    const value = index === undefined ? '' : (record[index] ?? '').trim();
    return value === '' ? null : value;
  };
  const errors: MemberImportRowError[] = [];
  const fail = (column: MemberImportColumn | null, code: string, params?: ValidationParams) =>
    errors.push({ row: line, column, code, ...(params && { params }) });
  const refuse = (column: MemberImportColumn | null, refused: ValidationError) => fail(column, refused.key, refused.params);

  const firstName = cell('firstName') ?? '';
  const lastName = cell('lastName') ?? '';
  let username = options.usernameOption === 'column' ? (cell('username') ?? '') : generateUsername(firstName, lastName);
  if (options.usernameOption !== 'column' && username !== '') {
    // Generated names step aside for taken ones: anna.berg, anna.berg2, anna.berg3, …
    const base = username;
    for (let suffix = 2; seen.has(username) || context.takenLoginNames.has(username); suffix += 1) username = `${base}${suffix}`;
  }
  const gender = cell('gender')?.toLowerCase();
  const candidate = {
    firstName,
    lastName,
    email: cell('email'),
    username,
    roleIdentifier: cell('role')?.toLowerCase() ?? 'member',
    birthDate: cell('birthDate') === null ? null : isoDate(cell('birthDate') as string),
    phoneNumber: cell('phoneNumber'),
    mobileNumber: cell('mobileNumber'),
    specialAttributes: [],
    gender: gender === undefined ? 'd' : (GENDER_ALIASES[gender] ?? gender),
    street: cell('street'),
    additionalAddress: cell('additionalAddress'),
    postalCode: cell('postalCode'),
    city: cell('city'),
    country: cell('country')?.toUpperCase() ?? 'DE',
    externalCompany: cell('externalCompany'),
  };
  const parsed = memberFieldsSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = FIELD_TO_COLUMN[field] ?? (field === '' ? null : (field as MemberImportColumn));
      // Our validators' key and params; zod's own checks map to the closest key with their limit.
      const refused = validationErrorOfIssue(issue as SchemaIssue);
      if (refused.key === 'unknown' && column === 'role') fail('role', 'Role.Invalid');
      else refuse(column, refused);
    }
  }
  const fields = parsed.success ? parsed.data : undefined;
  if (fields) {
    const zipcode = validateZipcode(fields.postalCode, fields.country);
    if (zipcode) refuse('postalCode', zipcode);
    if (fields.roleIdentifier === 'super-admin' && !context.mayCreateSuperAdmin) fail('role', 'Role.NotAllowed');
  }

  const loginName = username.toLowerCase();
  if (loginName !== '') {
    if (context.takenLoginNames.has(loginName) || seen.has(loginName)) fail('username', 'Username.Exists');
    seen.add(loginName);
  }
  const email = candidate.email?.toLowerCase();
  if (email) {
    if ((context.takenLoginNames.has(email) || seen.has(email)) && email !== loginName) fail('email', 'Member.EmailExists');
    seen.add(email);
  }
  if (options.passwordMode === 'byEmail' && !email) fail('email', 'required');

  const password = cell('password');
  if (options.passwordMode === 'byColumn') {
    if (password === null) fail('password', 'required');
    else {
      const weak = validatePassword(password);
      if (weak) refuse('password', weak);
      else if (context.commonPasswords?.has(password)) fail('password', 'Password.TooCommon');
    }
  }

  const orgUnitIds = lookUp(splitList(cell('orgUnits')), context.orgUnitIds, () => fail('orgUnits', 'OrgUnit.NotFound'));
  const locationIds = lookUp(splitList(cell('locations')), context.locationIds, () => fail('locations', 'Location.NotFound'));

  if (errors.length > 0 || !fields) return { errors };
  return { row: { fields, orgUnitIds, locationIds, password: options.passwordMode === 'byColumn' ? password : null }, errors };
}

function lookUp(identifiers: readonly string[], known: ReadonlyMap<string, string>, onMissing: () => void): string[] {
  const ids: string[] = [];
  let missing = false;
  for (const identifier of identifiers) {
    const id = known.get(identifier);
    if (id) ids.push(id);
    else missing = true;
  }
  if (missing) onMissing();
  return [...new Set(ids)];
}
