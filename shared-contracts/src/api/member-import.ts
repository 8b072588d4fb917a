import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { passwordHashSchema, uuidSchema } from './common';
import { PERMISSIONS } from '../permissions';
import {
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_FILE_FIELD,
  MEMBER_IMPORT_PASSWORD_MODES,
  MEMBER_IMPORT_USERNAME_OPTIONS,
} from './member-import-values';

/** One problem of one row: its line in the file (header = 1), the column, and a validation key or error code. */
export const memberImportRowErrorSchema = z.object({
  row: z.number().int().min(1),
  column: z.string().nullable(),
  code: z.string(),
  /** What the message of a validation key names: the limit of a length, date or number (docs/product.md §8). */
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
