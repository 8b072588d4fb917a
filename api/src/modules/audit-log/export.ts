import { AUDIT_LOG_EXPORT_MAX_ENTRIES, type AuditLogExportRequest, type Language } from '@compliance/shared-contracts';
import { auditLogFileName } from '@compliance/shared-contracts/audit-log-texts';
import type { Database } from '../../db';
import { XLSX_CONTENT_TYPE } from '../../lib/excel';
import type { FileAnswer } from '../../lib/file-answer';
import { runHeavyTask } from '../../workers/pool';
import { fileFromWorker } from '../../workers/streamed-file';
import { auditLogExportPages, type AuditLogScope } from './service';

// export-audit-log: every entry of a filter as an xlsx workbook, read here by keyset in pages and
// written in a worker thread (workbook.ts), so memory stays flat however long the log is and the
// writing never holds the event loop.

/**
 * Entries read per query. Embedded PGlite runs its queries in the server's own thread, so its
 * pages are small and each query short; PostgreSQL reads in its own process.
 */
const ENTRY_PAGE_SIZE: Readonly<Record<Database['kind'], number>> = { postgres: 2000, pglite: 200 };

/**
 * The workbook of a filter's entries, streamed; at most AUDIT_LOG_EXPORT_MAX_ENTRIES, newest
 * first, with a note when older ones remain. The session's scope bounds the entries as the log's
 * pages do; a failure while they are written ends the stream with that error.
 */
export function exportAuditLog(db: Database, scope: AuditLogScope, request: AuditLogExportRequest, language: Language): FileAnswer {
  const now = new Date();
  const pages = auditLogExportPages(db, scope, request.filter, ENTRY_PAGE_SIZE[db.kind], AUDIT_LOG_EXPORT_MAX_ENTRIES);
  const output = fileFromWorker(pages, (port) =>
    runHeavyTask(
      'writeAuditLogWorkbook',
      {
        port,
        language,
        filter: request.filter,
        showClient: scope.kind === 'licensee',
        exportedAt: now.toISOString(),
        maxEntries: AUDIT_LOG_EXPORT_MAX_ENTRIES,
      },
      [port],
    ),
  );
  return { body: output, contentType: XLSX_CONTENT_TYPE, fileName: auditLogFileName(language, now) };
}
