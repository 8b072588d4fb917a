import type { FastifyRequest } from 'fastify';
import {
  TEMPLATE_FILE_FIELD,
  uploadTemplateFieldsSchema,
  type TemplateFileType,
  type UploadTemplateFields,
} from '@compliance/shared-contracts';
import { ApiError } from '../../errors';
import { receiveFileForm } from '../../lib/upload-form';
import { claimedTemplateType, contentIsTemplateType, hasTemplateContainerHead, storedTemplateFileName } from './template-file';

// Receiving the multipart upload of a template: the file whole (5 MB at most, the route's
// limit), checked by its content, and the text fields sent with it.

/** A checked template file, the name it is stored under, and its name and language. */
export interface ReceivedTemplate {
  content: Buffer;
  fileType: TemplateFileType;
  storedFileName: string;
  fields: UploadTemplateFields;
}

/** Reads the form: the one file, whose content must be the kind its name claims, and the text fields. */
export async function receiveTemplate(request: FastifyRequest): Promise<ReceivedTemplate> {
  const form = await receiveFileForm(request, {
    field: TEMPLATE_FILE_FIELD,
    acceptsName: (filename) => claimedTemplateType(filename) !== undefined,
    acceptsHead: hasTemplateContainerHead,
    unreadableCode: 'Template.UploadUnreadable',
  });
  const fileType = claimedTemplateType(form.filename);
  if (fileType === undefined || !(await contentIsTemplateType(form.content, fileType))) throw new ApiError(400, 'File.InvalidType');
  const fields = uploadTemplateFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw new ApiError(400, 'Schema.Invalid');
  return { content: form.content, fileType, storedFileName: storedTemplateFileName(form.filename, fileType), fields: fields.data };
}
