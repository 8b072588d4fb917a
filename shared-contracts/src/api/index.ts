export * from './endpoint';
export * from './common';
export * from './members-values';
export * from './org-structure-values';
export * from './profile-values';
export * from './company-common-values';
export * from './member-import-values';
export * from './auth';
export * from './startup';
export * from './profile';
export * from './company-common';
export * from './members';
export * from './company';
export * from './member-import';
export * from './member-import-template';
export * from './org-structure';
export * from './elearning-values';
export * from './scorm-run-time-data';
export * from './elearning-content-frame';
export * from './elearning';
export * from './risk-assessment-values';
export * from './risk-assessment';
export * from './risk-assessment-execution';
export * from './risk-assessment-evaluation';
export * from './risk-assessment-actions';
export * from './infopoint-values';
export * from './infopoint';
export * from './templates-values';
export * from './templates';
export * from './attention-values';
export * from './attention';
export * from './health';
export * from './licensee';
export * from './licensee-branding';
export * from './licensee-courses';
export * from './licensee-values';
export * from './audit-log';
export * from './audit-log-values';

import { CONTRACT_MODULES } from './contract-modules';
import { isEndpointContract, type EndpointContract } from './endpoint';

/** Every endpoint contract, for the server's route table and OpenAPI. */
export const ENDPOINTS: readonly EndpointContract[] = CONTRACT_MODULES.flatMap(([, , exports]) => Object.values(exports)).filter(
  isEndpointContract,
);
export * from './form-rules';
