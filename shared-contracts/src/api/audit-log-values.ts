// The audit log's values (docs/areas/audit-log.md): the areas its filter offers, the export's size. Which actions
// make up each area, and the cursor's format, are the server's (api/src/modules/audit-log).

/** The product's areas an audited action belongs to, as the log's area filter offers them. */
export const AUDIT_AREAS = ['account', 'company', 'elearnings', 'riskAssessments', 'templates', 'backOffice'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/**
 * Most entries one export holds, newest first: an export stays a file a spreadsheet opens at ease
 * and a download of minutes, not hours; the days filter reaches older entries.
 */
export const AUDIT_LOG_EXPORT_MAX_ENTRIES = 100_000;
