// The contract files, listed once: the server's route table (ENDPOINTS) and the generated
// browser twin (browser-api-source.ts) both read this list, so an area's contracts are added
// in one place (docs/adding-an-area.md §1).
import * as auth from './auth';
import * as startup from './startup';
import * as profile from './profile';
import * as members from './members';
import * as company from './company';
import * as memberImport from './member-import';
import * as orgStructure from './org-structure';
import * as elearning from './elearning';
import * as riskAssessment from './risk-assessment';
import * as riskAssessmentExecution from './risk-assessment-execution';
import * as riskAssessmentEvaluation from './risk-assessment-evaluation';
import * as riskAssessmentActions from './risk-assessment-actions';
import * as membersValues from './members-values';
import * as orgStructureValues from './org-structure-values';
import * as profileValues from './profile-values';
import * as companyCommonValues from './company-common-values';
import * as memberImportValues from './member-import-values';
import * as scormRunTimeData from './scorm-run-time-data';
import * as elearningContentFrame from './elearning-content-frame';
import * as memberImportTemplate from './member-import-template';
import * as elearningValues from './elearning-values';
import * as riskAssessmentValues from './risk-assessment-values';
import * as infopoint from './infopoint';
import * as infopointValues from './infopoint-values';
import * as templates from './templates';
import * as templatesValues from './templates-values';
import * as attention from './attention';
import * as attentionValues from './attention-values';
import * as health from './health';
import * as licensee from './licensee';
import * as licenseeBranding from './licensee-branding';
import * as licenseeCourses from './licensee-courses';
import * as licenseeValues from './licensee-values';
import * as auditLog from './audit-log';
import * as auditLogValues from './audit-log-values';

/** The contract modules, by the name the generated file imports each as (a type). */
export const CONTRACT_MODULES: ReadonlyArray<readonly [alias: string, file: string, exports: Record<string, unknown>]> = [
  ['auth', './auth', auth],
  ['startup', './startup', startup],
  ['profile', './profile', profile],
  ['members', './members', members],
  ['company', './company', company],
  ['memberImport', './member-import', memberImport],
  ['orgStructure', './org-structure', orgStructure],
  ['elearning', './elearning', elearning],
  ['riskAssessment', './risk-assessment', riskAssessment],
  ['riskAssessmentExecution', './risk-assessment-execution', riskAssessmentExecution],
  ['riskAssessmentEvaluation', './risk-assessment-evaluation', riskAssessmentEvaluation],
  ['riskAssessmentActions', './risk-assessment-actions', riskAssessmentActions],
  ['infopoint', './infopoint', infopoint],
  ['templates', './templates', templates],
  ['attention', './attention', attention],
  ['health', './health', health],
  ['licensee', './licensee', licensee],
  ['licenseeBranding', './licensee-branding', licenseeBranding],
  ['licenseeCourses', './licensee-courses', licenseeCourses],
  ['auditLog', './audit-log', auditLog],
];

/** Modules of the api folder without zod whose values the browser uses as they are. */
export const PLAIN_VALUE_MODULES: ReadonlyArray<readonly [file: string, exports: Record<string, unknown>]> = [
  ['./members-values', membersValues],
  ['./org-structure-values', orgStructureValues],
  ['./profile-values', profileValues],
  ['./company-common-values', companyCommonValues],
  ['./member-import-values', memberImportValues],
  ['./member-import-template', memberImportTemplate],
  ['./elearning-values', elearningValues],
  ['./scorm-run-time-data', scormRunTimeData],
  ['./elearning-content-frame', elearningContentFrame],
  ['./risk-assessment-values', riskAssessmentValues],
  ['./infopoint-values', infopointValues],
  ['./templates-values', templatesValues],
  ['./attention-values', attentionValues],
  ['./licensee-values', licenseeValues],
  ['./audit-log-values', auditLogValues],
];
