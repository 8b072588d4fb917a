import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { countSchema, languageCodeSchema, listRequestSchema, listResponseSchema, successSchema, uuidSchema } from './common';
import { createdSchema, optionalFilter, searchFilterSchema } from './company-common';
import { PERMISSIONS } from '../permissions';
import {
  TEMPLATE_FILE_CONTEXT,
  TEMPLATE_FILE_FIELD,
  TEMPLATE_FILE_TYPES,
  TEMPLATE_LIST_SORT_COLUMNS,
  TEMPLATE_MAX_BYTES,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_PROVIDERS,
} from './templates-values';

// Document templates (route apps/templates): the licensee's, offered to every client of it, and
// the client's own, which its admins upload and delete. Every call needs the feature flag 'templates'.

const FEATURE = 'templates' as const;

/** One template as the list shows it, with the address it downloads from. */
export const templateSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  fileType: z.enum(TEMPLATE_FILE_TYPES),
  sizeBytes: countSchema,
  language: languageCodeSchema,
  provider: z.enum(TEMPLATE_PROVIDERS),
  /** ISO date-time. */
  uploadedAt: z.string(),
  /** The file's path on this origin (GET, the session's cookie). */
  fileUrl: z.string().startsWith(`/api/file/${TEMPLATE_FILE_CONTEXT}/`),
  /** A template of the client's own, and the caller may delete it. */
  deletable: z.boolean(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(TEMPLATE_LIST_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema, language: optionalFilter(languageCodeSchema) }).default({}),
});
export type TemplateListRequest = z.infer<typeof templateListRequestSchema>;

export const readTemplateListEndpoint = defineEndpoint({
  id: 'templates.read-list',
  method: 'POST',
  path: '/api/templates/read-list',
  summary: "The client's templates and its licensee's, one page, searchable by name, filterable by language.",
  tag: 'templates',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.templates.list] },
  body: templateListRequestSchema,
  response: listResponseSchema(templateSchema),
  loader: 'load',
});

/** The text fields sent with a template's file. */
export const uploadTemplateFieldsSchema = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX_LENGTH),
  language: languageCodeSchema,
});
export type UploadTemplateFields = z.infer<typeof uploadTemplateFieldsSchema>;

export const uploadTemplateEndpoint = defineEndpoint({
  id: 'templates.upload-template',
  method: 'POST',
  path: '/api/templates/upload-template',
  summary:
    'Multipart upload of a template of the client\'s own (file in field "filename"; text fields name and language): PDF, DOCX, XLSX or ODT, judged by content, at most 5 MB.',
  tag: 'templates',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.templates.manage] },
  upload: { field: TEMPLATE_FILE_FIELD, types: TEMPLATE_FILE_TYPES, maxBytes: TEMPLATE_MAX_BYTES },
  response: createdSchema,
  loader: 'save',
});

/** Names one template of the client's own. */
export const templateBodySchema = z.object({ templateUuid: uuidSchema });

export const deleteTemplateEndpoint = defineEndpoint({
  id: 'templates.delete-template',
  method: 'POST',
  path: '/api/templates/delete-template',
  summary: "Deletes a template of the client's own with its file; the licensee's templates are the licensee's to change.",
  tag: 'templates',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.templates.manage] },
  body: templateBodySchema,
  response: successSchema,
  loader: 'delete',
});
