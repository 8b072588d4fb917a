// @compliance/shared-ui/package-report: what an uploaded SCORM package holds, as the company owner
// and the licensee admin see it after an upload.
export * from './PackageReportDialog';
export { PACKAGE_REPORT_TRANSLATIONS } from './texts';
