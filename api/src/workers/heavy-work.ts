// The worker threads' script: every task the server hands to src/workers/pool.ts, by name. It is
// bundled on its own (dist/workers/heavy-work.js), so it imports only what its tasks need.
export { scanCsv } from '../modules/member-import/csv-scan-task';
export { renderCertificatePdf } from '../modules/elearning/certificate-pdf';
export { renderRiskRecordPdf } from '../modules/risk-assessment/action-pdf';
export { writeStatisticsWorkbook } from '../modules/elearning/statistics-workbook';
export { renderRiskRecordWorkbook } from '../modules/risk-assessment/action-workbook';
export { writeAuditLogWorkbook } from '../modules/audit-log/workbook';
