import { hasAnyPermission, PERMISSIONS, type BodyOf, type readTemplateListEndpoint } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { auditAdmin } from '../../lib/admin-audit';
import { containsSearch, sql } from '../../lib/sql';
import { pageOfRows } from '../../lib/paging';
import { assertStorageRoom } from '../../lib/storage-quota';
import { deleteClientTemplate, insertTemplate, templateList, visibleTemplates } from './queries';
import type { ReceivedTemplate } from './upload';

// Document templates: every member reads the client's templates and its licensee's; admins
// upload and delete the client's own. The licensee's templates are the licensee's to change, so
// to a client they answer like one that does not exist.

/** One page of the templates the client's members see, searchable by name, filterable by language. */
export function listTemplates(db: Database, session: SessionContext, request: BodyOf<typeof readTemplateListEndpoint>) {
  const { filter } = request;
  const where = [visibleTemplates(session), containsSearch(filter.search, [sql`t.name`])];
  if (filter.language) where.push(sql`t.language = ${filter.language}`);
  const callerManages = hasAnyPermission(session.permissions, [PERMISSIONS.templates.manage]);
  return pageOfRows(db, session, templateList(callerManages), where, request);
}

/** Stores an uploaded, checked file as a template of the client's own; answers its uuid. */
export function uploadTemplate(db: Database, session: SessionContext, received: ReceivedTemplate): Promise<string> {
  return db.transaction(async (tx) => {
    await assertStorageRoom(tx, session, received.content.length, { lockClient: true });
    const uuid = await insertTemplate(tx, {
      licenseeId: session.licenseeId,
      clientId: session.clientId,
      name: received.fields.name,
      language: received.fields.language,
      fileType: received.fileType,
      fileName: received.storedFileName,
      content: received.content,
      uploadedBy: session.memberId,
    });
    await auditAdmin(tx, session, {
      action: 'templates.upload-template',
      entity: 'document_template',
      entityId: uuid,
      details: { fileType: received.fileType, sizeBytes: received.content.length, language: received.fields.language },
    });
    return uuid;
  });
}

/** Deletes a template of the client's own with its file. */
export async function deleteTemplate(db: Database, session: SessionContext, templateUuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    // A licensee's template has no client: it is not found, like another client's.
    const deleted = await deleteClientTemplate(tx, session, templateUuid);
    if (!deleted) throw new ApiError(404, 'Template.NotFound');
    await auditAdmin(tx, session, {
      action: 'templates.delete-template',
      entity: 'document_template',
      entityId: templateUuid,
      details: deleted,
    });
  });
}
