// The templates' data (docs/adding-an-area.md §4): the list of the client's and its licensee's
// templates, and the client's own uploads and deletions, after which the list is asked again.
import {
  deleteTemplateEndpoint,
  readTemplateListEndpoint,
  TEMPLATE_FILE_FIELD,
  uploadTemplateEndpoint,
  type UploadTemplateFields,
} from '@compliance/shared-contracts/browser';
import { formWrite } from '@compliance/shared-ui';
import { uploadFileOrThrow } from '@compliance/shared-ui/inputs';
import { serverList, useWritesClearing } from '@compliance/shared-ui/table';

/** The template list, by name. */
export const TEMPLATES = serverList(readTemplateListEndpoint, 'templates', { sortBy: 'name', sortDirection: 'asc' });

/** What a successful upload answers: the new template's uuid (the browser bundles no schemas). */
interface CreatedTemplate {
  success: true;
  uuid: string;
}

const isCreated = (body: unknown): body is CreatedTemplate =>
  typeof body === 'object' && body !== null && typeof (body as Partial<CreatedTemplate>).uuid === 'string';

/**
 * Uploads a template of the client's own with its name and language, reporting progress in
 * percent; a refusal (not a PDF, DOCX, XLSX or ODT by its content, too large) throws an ApiRequestError.
 */
export function uploadTemplate(file: File, fields: UploadTemplateFields, onProgress: (percent: number) => void): Promise<CreatedTemplate> {
  return uploadFileOrThrow(
    { url: uploadTemplateEndpoint.path, file, fieldName: TEMPLATE_FILE_FIELD, params: { ...fields }, onProgress },
    isCreated,
  );
}

const WRITES = { upload: uploadTemplate, remove: formWrite(deleteTemplateEndpoint) };

/** Upload and delete, each followed by a fresh list. */
export const useTemplateWrites = () => useWritesClearing([TEMPLATES.cacheKey], WRITES);
