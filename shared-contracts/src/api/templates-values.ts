import { MAX_UPLOAD_BYTES, type UploadFileType } from '../validation/upload';

// Values of the document templates (route apps/templates), shared by the list, the upload form
// and the server.

/** The kinds of file a template may be: each checked by its content on the server. */
export const TEMPLATE_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'odt'] as const satisfies readonly UploadFileType[];
export type TemplateFileType = (typeof TEMPLATE_FILE_TYPES)[number];

/** Who offers a template: the licensee to all its clients, or the client to its own members. */
export const TEMPLATE_PROVIDERS = ['licensee', 'client'] as const;
export type TemplateProvider = (typeof TEMPLATE_PROVIDERS)[number];

/** Columns the template list sorts by. */
export const TEMPLATE_LIST_SORT_COLUMNS = ['name', 'fileType', 'sizeBytes', 'language', 'provider', 'uploadedAt'] as const;
export type TemplateListSortColumn = (typeof TEMPLATE_LIST_SORT_COLUMNS)[number];

/** The form field a template's file is uploaded in. */
export const TEMPLATE_FILE_FIELD = 'filename';

/** The largest template taken: the uploads' 5 MB default (a form or checklist is far smaller). */
export const TEMPLATE_MAX_BYTES = MAX_UPLOAD_BYTES;

/** The longest name of a template. */
export const TEMPLATE_NAME_MAX_LENGTH = 200;

/** Where template files are served: `/api/file/template/{fileType}/{uuid}/{filename}`. */
export const TEMPLATE_FILE_CONTEXT = 'template';
