import { randomUUID } from 'node:crypto';
import {
  TEMPLATE_FILE_CONTEXT,
  type Language,
  type Template,
  type TemplateFileType,
  type TemplateListSortColumn,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Queryable } from '../../db';
import { CLIENT, clientRows, isoTime, sql, sqlRows, type ClientRef, type Sql } from '../../lib/sql';
import type { RowList } from '../../lib/paging';
import { storedFilePath } from '../../lib/stored-file';
import { templateMimeType } from './template-file';

/** Who offers template `t`: its licensee (no client) or its client. */
const PROVIDER = sql`CASE WHEN t.client_id IS NULL THEN 'licensee' ELSE 'client' END`;

/** The templates a client's members see: the client's own and its licensee's. */
export const visibleTemplates = (session: Pick<SessionContext, 'licenseeId'>): Sql =>
  sql`(t.client_id = ${CLIENT} OR (t.client_id IS NULL AND t.licensee_id = ${session.licenseeId}))`;

/** The template list; `deletable` marks the client's own templates when the caller may delete them. */
export const templateList = (callerManages: boolean): RowList<TemplateListSortColumn, Template> => ({
  columns: sql`t.id AS uuid, t.name, t.file_type AS "fileType", f.size AS "sizeBytes", t.language, ${PROVIDER} AS provider,
    ${isoTime(sql`t.created_at`)} AS "uploadedAt", ${storedFilePath} AS "fileUrl",
    (t.client_id IS NOT NULL AND ${callerManages}::boolean) AS deletable`,
  from: sql`document_template t JOIN file f ON f.id = t.file_id`,
  order: {
    name: [sql`lower(t.name)`, sql`t.id`],
    fileType: [sql`t.file_type`, sql`lower(t.name)`, sql`t.id`],
    sizeBytes: [sql`f.size`, sql`t.id`],
    language: [sql`t.language`, sql`lower(t.name)`, sql`t.id`],
    provider: [PROVIDER, sql`lower(t.name)`, sql`t.id`],
    uploadedAt: [sql`t.created_at`, sql`t.id`],
  },
  defaultSort: 'name',
});

/** A template to store with its file: a licensee's (no client) or a client's. */
export interface NewTemplate {
  licenseeId: string;
  clientId: string | null;
  name: string;
  language: Language;
  fileType: TemplateFileType;
  fileName: string;
  content: Buffer;
  uploadedBy: string | null;
}

/** Stores a template and its file (context 'template'); answers the template's id. */
export async function insertTemplate(db: Queryable, template: NewTemplate): Promise<string> {
  const fileId = randomUUID();
  const templateId = randomUUID();
  const { licenseeId, clientId, fileType, content } = template;
  await sqlRows(
    db,
    sql`INSERT INTO file (id, licensee_id, client_id, context, type, filename, mime_type, size, content)
        VALUES (${fileId}, ${licenseeId}, ${clientId}, ${TEMPLATE_FILE_CONTEXT}, ${fileType}, ${template.fileName},
                ${templateMimeType(fileType)}, ${content.length}, ${content})`,
  );
  await sqlRows(
    db,
    sql`INSERT INTO document_template (id, licensee_id, client_id, name, language, file_type, file_id, uploaded_by)
        VALUES (${templateId}, ${licenseeId}, ${clientId}, ${template.name}, ${template.language}, ${fileType}, ${fileId},
                ${template.uploadedBy})`,
  );
  return templateId;
}

/**
 * Deletes a template of the client's own by deleting its file (the template goes with it, ON DELETE
 * CASCADE); answers its kind and size, or undefined when the client has no such template.
 */
export async function deleteClientTemplate(
  db: Queryable,
  client: ClientRef,
  templateId: string,
): Promise<{ fileType: TemplateFileType; sizeBytes: number } | undefined> {
  const [deleted] = await clientRows<{ fileType: TemplateFileType; sizeBytes: number }>(
    db,
    client,
    sql`DELETE FROM file f USING document_template t
         WHERE t.file_id = f.id AND t.client_id = ${CLIENT} AND t.id = ${templateId}
        RETURNING t.file_type AS "fileType", f.size AS "sizeBytes"`,
  );
  return deleted;
}
