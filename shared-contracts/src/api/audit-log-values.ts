// The audit log's values (docs/areas/audit-log.md): the areas its filter offers. Which actions
// make up each area, and the cursor's format, are the server's (api/src/modules/audit-log).

/** The product's areas an audited action belongs to, as the log's area filter offers them. */
export const AUDIT_AREAS = ['account', 'company', 'elearnings', 'riskAssessments', 'templates', 'backOffice'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
