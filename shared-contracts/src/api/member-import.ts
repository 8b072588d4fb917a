import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { passwordHashSchema, uuidSchema } from './common';
import { PERMISSIONS } from '../permissions';

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

/** Multipart field that carries the file (SPEC.md §7). */
export const MEMBER_IMPORT_FILE_FIELD = 'filename';

/** How imported members get a password (SPEC.md §3). */
export const MEMBER_IMPORT_PASSWORD_MODES = ['initial', 'byEmail', 'byColumn', 'noPassword'] as const;
export type MemberImportPasswordMode = (typeof MEMBER_IMPORT_PASSWORD_MODES)[number];

/** Where usernames come from: the `username` column, or generated as firstname.lastname. */
export const MEMBER_IMPORT_USERNAME_OPTIONS = ['column', 'firstname.lastname'] as const;
export type MemberImportUsernameOption = (typeof MEMBER_IMPORT_USERNAME_OPTIONS)[number];

/** Most row problems a report lists; the counts always cover the whole file. */
export const MEMBER_IMPORT_MAX_REPORTED_ERRORS = 500;

/** One problem of one row: its line in the file (header = 1), the column, and a validation key or error code. */
export const memberImportRowErrorSchema = z.object({
  row: z.number().int().min(1),
  column: z.string().nullable(),
  code: z.string(),
  /** What the message of a validation key names: the limit of a length, date or number (SPEC §8). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type MemberImportRowError = z.infer<typeof memberImportRowErrorSchema>;

/** Options that change how rows are checked: username source and password mode. */
export const memberImportOptionsSchema = z.object({
  usernameOption: z.enum(MEMBER_IMPORT_USERNAME_OPTIONS).default('column'),
  passwordMode: z.enum(MEMBER_IMPORT_PASSWORD_MODES).default('initial'),
});
export type MemberImportOptions = z.infer<typeof memberImportOptionsSchema>;

/** The row-by-row report of an uploaded file. */
export const memberImportReportSchema = z.object({
  /** Names the stored upload for the import call. */
  importUuid: uuidSchema,
  filename: z.string(),
  delimiter: z.enum([';', ',']),
  encoding: z.enum(['utf-8', 'windows-1252']),
  columns: z.array(z.string()),
  totalRows: z.number().int().min(0),
  validRows: z.number().int().min(0),
  invalidRows: z.number().int().min(0),
  errors: z.array(memberImportRowErrorSchema),
  /** Members the client has now and may have at most. */
  memberCount: z.number().int(),
  maxMembers: z.number().int(),
});
export type MemberImportReport = z.infer<typeof memberImportReportSchema>;

export const uploadMemberCsvEndpoint = defineEndpoint({
  id: 'member-import.upload-csv',
  method: 'POST',
  path: '/api/memberimport/upload-csv',
  summary:
    'Multipart upload of a member CSV (field "filename", plus optional text fields usernameOption and passwordMode); checks every row and answers the report. Writes no member.',
  tag: 'member-import',
  access: { kind: 'session', permissions: [PERMISSIONS.memberImport.uploadCsv] },
  upload: { field: MEMBER_IMPORT_FILE_FIELD, types: ['csv'], maxBytes: MEMBER_IMPORT_MAX_BYTES },
  response: memberImportReportSchema,
  loader: 'save',
});

export const importMemberCsvBodySchema = memberImportOptionsSchema.extend({
  importUuid: uuidSchema,
  /** Hash of the one initial password every member gets in mode `initial`. */
  initialPassword: passwordHashSchema.nullable().default(null),
});
export type ImportMemberCsvBody = z.infer<typeof importMemberCsvBodySchema>;

export const importMemberCsvEndpoint = defineEndpoint({
  id: 'member-import.import-csv',
  method: 'POST',
  path: '/api/memberimport/import-csv',
  summary:
    'Imports an uploaded file in one transaction: every row or none. Refused while a row is invalid or the client would exceed its maximum members; mode byEmail sends invitation mails.',
  tag: 'member-import',
  access: { kind: 'session', permissions: [PERMISSIONS.memberImport.importCsv] },
  body: importMemberCsvBodySchema,
  response: z.object({ success: z.literal(true), imported: z.number().int().min(0), invitationsSent: z.number().int().min(0) }),
  loader: 'save',
});
