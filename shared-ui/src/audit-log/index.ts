// @compliance/shared-ui/audit-log: the audit log as the company's owner and the licensee admin read it.
export * from './AuditLogView';
export { AUDIT_LOG_TRANSLATIONS } from './translations';
