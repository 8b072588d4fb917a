// Generated from the endpoint contracts by `pnpm --filter @compliance/shared-contracts generate`: do not edit.
// The contracts as the browser sees them: every type, the plain values, and each endpoint without
// its zod schemas (the server validates), so a page that calls the API bundles no validation library.
import type * as auth from './auth';
import type * as startup from './startup';
import type * as profile from './profile';
import type * as members from './members';
import type * as company from './company';
import type * as memberImport from './member-import';
import type * as orgStructure from './org-structure';
import type * as elearning from './elearning';
import type * as riskAssessment from './risk-assessment';
import type * as riskAssessmentExecution from './risk-assessment-execution';
import type * as riskAssessmentEvaluation from './risk-assessment-evaluation';
import type * as riskAssessmentActions from './risk-assessment-actions';
import type * as infopoint from './infopoint';
import type * as templates from './templates';
import type * as attention from './attention';
import type * as health from './health';
import type * as licensee from './licensee';
import type * as licenseeBranding from './licensee-branding';
import type * as licenseeCourses from './licensee-courses';
import type * as auditLog from './audit-log';
import type { EndpointRoute } from './endpoint';
import { PERMISSIONS } from '../permissions';

export type * from './index';
export {
  ADDRESS_COUNTRIES,
  ARCHIVED_MEMBER_SORT_COLUMNS,
  GENDERS,
  MEMBER_LIST_SORT_COLUMNS,
  MEMBER_ORG_UNIT_SORT_COLUMNS,
  MEMBER_STATUSES,
  SPECIAL_ATTRIBUTES,
} from './members-values';
export {
  LOCATION_SORT_COLUMNS,
  LOCATION_TYPES,
  MEMBER_GROUP_SORT_COLUMNS,
  MEMBER_GROUP_TYPES,
  ORG_UNIT_SORT_COLUMNS,
} from './org-structure-values';
export { PROFILE_ORG_UNIT_SORT_COLUMNS } from './profile-values';
export { ENTITY_MEMBER_SORT_COLUMNS } from './company-common-values';
export {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_FILE_FIELD,
  MEMBER_IMPORT_LIST_SEPARATOR,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_REPORTED_ERRORS,
  MEMBER_IMPORT_MAX_ROWS,
  MEMBER_IMPORT_PASSWORD_MODES,
  MEMBER_IMPORT_REQUIRED_COLUMNS,
  MEMBER_IMPORT_USERNAME_OPTIONS,
} from './member-import-values';
export { memberImportTemplateRows } from './member-import-template';
export {
  ACTIVITY_END_ACTIONS,
  ACTIVITY_ID_MAX_LENGTH,
  CMI_LIMITS,
  ELEARNING_CATALOG_SORT_COLUMNS,
  ELEARNING_CERTIFICATE_FILTERS,
  ELEARNING_COMPLETION_RULES,
  ELEARNING_COURSE_TEXT_LIMITS,
  ELEARNING_DETAILS_TABS,
  ELEARNING_EXECUTION_SORT_COLUMNS,
  ELEARNING_FIRST_EXECUTION_BUFFER_DAYS,
  ELEARNING_MAX_INTERVAL_MONTHS,
  ELEARNING_ORG_UNIT_SORT_COLUMNS,
  ELEARNING_PACKAGE_FILE_FIELD,
  ELEARNING_PACKAGE_MAX_BYTES,
  ELEARNING_STANDING_SORT_COLUMNS,
  ELEARNING_STATUSES,
  ELEARNING_TASK_STATUSES,
  EXECUTION_ACTIVITY_STATUSES,
  INTERACTION_RESULTS,
  MEMBER_TASKS_PER_PAGE,
  OBJECTIVE_COMPLETION_STATUSES,
  OBJECTIVE_SUCCESS_STATUSES,
  PACKAGE_ACTIVITY_KINDS,
  PACKAGE_MAX_ACTIVITIES,
  PACKAGE_WARNINGS,
  SCORM_VERSIONS,
  TASK_BUCKETS,
  TASK_DATE_LIMITS,
  formatCertificateNumber,
  memberTaskPageBody,
} from './elearning-values';
export {
  CMI_ATTEMPT_MAX_LENGTH,
  CMI_COLLECTION_LIMITS,
  CMI_COMMIT_MAX_BYTES,
  cmiElementRefusal,
  cmiLength,
  refusedCmiElements,
} from './scorm-run-time-data';
export {
  CONTENT_FRAME_CHANNEL,
  isLauncherMessage,
  isPlayerLaunchMessage,
  isPlayerLeaveMessage,
} from './elearning-content-frame';
export {
  DEFAULT_RISK_MATRIX,
  RISK_ACTIONS_PER_RESULT_MAX,
  RISK_ACTION_CONTENT_FIELDS,
  RISK_ACTION_EVENT_KINDS,
  RISK_ACTION_EXPORT_FORMATS,
  RISK_ACTION_SORT_COLUMNS,
  RISK_ACTION_STATUSES,
  RISK_ACTION_TEXT_LIMITS,
  RISK_ANONYMITY_THRESHOLD,
  RISK_ANSWER_SCALE,
  RISK_ASSIGNMENT_KINDS,
  RISK_ASSIGNMENT_SORT_COLUMNS,
  RISK_CATALOG_DETAILS_TABS,
  RISK_CATALOG_SORT_COLUMNS,
  RISK_DAMAGE_SEVERITIES,
  RISK_EVALUATION_DETAILS_TABS,
  RISK_EXECUTION_LOCK_SECONDS,
  RISK_LEVELS,
  RISK_LEVEL_FACTORS,
  RISK_MEASURE_FILTERS,
  RISK_MEASURE_REQUIRED_FROM,
  RISK_MEASURE_TYPES,
  RISK_MEMBER_TASK_STATUSES,
  RISK_NOTE_MAX_LENGTH,
  RISK_OVERVIEW_ATTENTION,
  RISK_OVERVIEW_SORT_COLUMNS,
  RISK_OVERVIEW_STATES,
  RISK_PROBABILITIES,
  RISK_RESULT_STATUSES,
  RISK_SEVERE_DAMAGE,
  RISK_SORT_COLUMNS,
  RISK_STATUSES,
  RISK_TASK_FILTERS,
  riskLevelOf,
} from './risk-assessment-values';
export {
  COMPANY_WIDE_GROUP_TYPES,
  COVERAGE_RULES,
  FIRE_WARDEN_GROUP_TYPE,
  FIRE_WARDEN_PERCENT,
  FIRST_AID_GROUP_TYPE,
  FIRST_AID_PERCENT,
  FIRST_AID_SINGLE_UP_TO,
  requiredFireWardens,
  requiredFirstAiders,
} from './infopoint-values';
export {
  TEMPLATE_FILE_CONTEXT,
  TEMPLATE_FILE_FIELD,
  TEMPLATE_FILE_TYPES,
  TEMPLATE_LIST_SORT_COLUMNS,
  TEMPLATE_MAX_BYTES,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_PROVIDERS,
} from './templates-values';
export { ATTENTION_CERTIFICATE_DAYS, ATTENTION_CHART_BARS, ATTENTION_TREND_MONTHS } from './attention-values';
export {
  CLIENT_MAX_MEMBERS_LIMIT,
  LICENSEE_CLIENT_SORT_COLUMNS,
  LICENSEE_CLIENT_STATUSES,
  LICENSEE_CLIENT_SUPPORT_LOGIN,
  LICENSEE_COURSE_CLIENTS_MAX,
  LICENSEE_COURSE_OFFERS,
  LICENSEE_COURSE_SORT_COLUMNS,
  LICENSEE_COURSE_USES,
  LICENSEE_IMAGE_FIELD,
  LICENSEE_IMAGE_KINDS,
  LICENSEE_IMAGE_MAX_BYTES,
  LICENSEE_IMAGE_MAX_PIXELS,
  LICENSEE_IMAGE_TYPES,
  PACKAGE_BOOKING_STATUSES,
} from './licensee-values';
export { AUDIT_AREAS, AUDIT_LOG_EXPORT_MAX_ENTRIES } from './audit-log-values';

export const createPasswordResetTokenEndpoint: EndpointRoute<typeof auth.createPasswordResetTokenEndpoint> = {
  id: 'auth.create-password-reset-token',
  method: 'POST',
  path: '/api/createpasswordresettoken',
  tag: 'auth',
  access: { kind: 'public' },
  loader: 'save',
};
export const csrfEndpoint: EndpointRoute<typeof auth.csrfEndpoint> = {
  id: 'auth.csrf',
  method: 'GET',
  path: '/api/csrf',
  tag: 'auth',
  access: { kind: 'public' },
  loader: 'none',
};
export const heartbeatEndpoint: EndpointRoute<typeof auth.heartbeatEndpoint> = {
  id: 'auth.heartbeat',
  method: 'GET',
  path: '/api/heartbeat',
  tag: 'auth',
  access: { kind: 'session', permissions: [] },
  loader: 'none',
};
export const loginEndpoint: EndpointRoute<typeof auth.loginEndpoint> = {
  id: 'auth.login',
  method: 'POST',
  path: '/api/login',
  tag: 'auth',
  access: { kind: 'public' },
  loader: 'logIn',
};
export const logoutEndpoint: EndpointRoute<typeof auth.logoutEndpoint> = {
  id: 'auth.logout',
  method: 'GET',
  path: '/api/logout',
  tag: 'auth',
  access: { kind: 'public' },
  loader: 'none',
};
export const resetPasswordEndpoint: EndpointRoute<typeof auth.resetPasswordEndpoint> = {
  id: 'auth.reset-password',
  method: 'POST',
  path: '/api/resetpassword',
  tag: 'auth',
  access: { kind: 'public' },
  loader: 'save',
};
export const supportLoginEndpoint: EndpointRoute<typeof auth.supportLoginEndpoint> = {
  id: 'auth.support-login',
  method: 'POST',
  path: '/api/support-login',
  tag: 'auth',
  access: { kind: 'public' },
  loader: 'logIn',
};
export const fileEndpoint: EndpointRoute<typeof startup.fileEndpoint> = {
  id: 'file.read',
  method: 'GET',
  path: '/api/file/:context/:type/:uuid/:filename',
  tag: 'file',
  access: { kind: 'public' },
  loader: 'none',
};
export const loadLicenseeConfigEndpoint: EndpointRoute<typeof startup.loadLicenseeConfigEndpoint> = {
  id: 'bootstrap.load-licensee-config',
  method: 'GET',
  path: '/api/bootstrap/load-licensee-config',
  tag: 'bootstrap',
  access: { kind: 'public' },
  loader: 'load',
};
export const memberStateEndpoint: EndpointRoute<typeof startup.memberStateEndpoint> = {
  id: 'member.state',
  method: 'GET',
  path: '/api/member/state',
  tag: 'member',
  access: { kind: 'session', permissions: [PERMISSIONS.member.getLoggedInMemberState] },
  loader: 'load',
};
export const remotesEndpoint: EndpointRoute<typeof startup.remotesEndpoint> = {
  id: 'remotes.list',
  method: 'GET',
  path: '/remotes.json',
  tag: 'bootstrap',
  access: { kind: 'public' },
  loader: 'none',
};
export const translationsEndpoint: EndpointRoute<typeof startup.translationsEndpoint> = {
  id: 'assets.i18n',
  method: 'GET',
  path: '/assets/i18n/:file',
  tag: 'assets',
  access: { kind: 'public' },
  loader: 'none',
};
export const changePasswordEndpoint: EndpointRoute<typeof profile.changePasswordEndpoint> = {
  id: 'profile.change-password',
  method: 'POST',
  path: '/api/profile/changepassword',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.changePassword] },
  loader: 'save',
};
export const changeUsernameEndpoint: EndpointRoute<typeof profile.changeUsernameEndpoint> = {
  id: 'profile.change-username',
  method: 'POST',
  path: '/api/profile/changeusername',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.changeUsername] },
  loader: 'save',
};
export const checkUsernameEndpoint: EndpointRoute<typeof profile.checkUsernameEndpoint> = {
  id: 'profile.check-username',
  method: 'POST',
  path: '/api/profile/checkusername',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.changeUsername] },
  loader: 'none',
};
export const readProfileOrgUnitListEndpoint: EndpointRoute<typeof profile.readProfileOrgUnitListEndpoint> = {
  id: 'profile.read-org-unit-list',
  method: 'POST',
  path: '/api/profile/read-org-unit-list',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.readOrgUnitList] },
  loader: 'load',
};
export const readProfileSettingEndpoint: EndpointRoute<typeof profile.readProfileSettingEndpoint> = {
  id: 'profile.read-profile-setting',
  method: 'GET',
  path: '/api/profile/readprofilesetting',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.readSetting] },
  loader: 'load',
};
export const updateProfileEndpoint: EndpointRoute<typeof profile.updateProfileEndpoint> = {
  id: 'profile.update',
  method: 'POST',
  path: '/api/profile/update',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.update] },
  loader: 'save',
};
export const updateProfileSettingEndpoint: EndpointRoute<typeof profile.updateProfileSettingEndpoint> = {
  id: 'profile.update-profile-setting',
  method: 'POST',
  path: '/api/profile/updateprofilesetting',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.updateSetting] },
  loader: 'save',
};
export const archiveMembersEndpoint: EndpointRoute<typeof members.archiveMembersEndpoint> = {
  id: 'member-list.archive-member',
  method: 'POST',
  path: '/api/memberlist/archivemember',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.archive] },
  loader: 'save',
};
export const archivedMemberListEndpoint: EndpointRoute<typeof members.archivedMemberListEndpoint> = {
  id: 'archive-member.list',
  method: 'POST',
  path: '/api/archivedmember/list',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.archiveMember.list] },
  loader: 'load',
};
export const createMemberEndpoint: EndpointRoute<typeof members.createMemberEndpoint> = {
  id: 'member.create-member',
  method: 'POST',
  path: '/api/member/createmember',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.member.create] },
  loader: 'save',
};
export const deleteArchivedMembersEndpoint: EndpointRoute<typeof members.deleteArchivedMembersEndpoint> = {
  id: 'archive-member.delete-members',
  method: 'POST',
  path: '/api/archivedmember/deletemember',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.archiveMember.delete] },
  loader: 'delete',
};
export const memberDetailsEndpoint: EndpointRoute<typeof members.memberDetailsEndpoint> = {
  id: 'member-list.memberdetails',
  method: 'POST',
  path: '/api/memberlist/memberdetails',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.details] },
  loader: 'load',
};
export const memberListEndpoint: EndpointRoute<typeof members.memberListEndpoint> = {
  id: 'member-list.get-list',
  method: 'POST',
  path: '/api/memberlist/getlist',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.getList] },
  loader: 'load',
};
export const memberOrgUnitListEndpoint: EndpointRoute<typeof members.memberOrgUnitListEndpoint> = {
  id: 'member-details.read-org-unit-list',
  method: 'POST',
  path: '/api/member-details/read-org-unit-list',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberDetails.readOrgUnitList] },
  loader: 'load',
};
export const resetMemberPasswordEndpoint: EndpointRoute<typeof members.resetMemberPasswordEndpoint> = {
  id: 'member-list.reset-password',
  method: 'POST',
  path: '/api/memberlist/reset-password',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.resetPassword] },
  loader: 'save',
};
export const unarchiveMembersEndpoint: EndpointRoute<typeof members.unarchiveMembersEndpoint> = {
  id: 'archive-member.unarchive-members',
  method: 'POST',
  path: '/api/archivedmember/unarchivemember',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.archiveMember.unarchive] },
  loader: 'save',
};
export const updateMemberDetailsEndpoint: EndpointRoute<typeof members.updateMemberDetailsEndpoint> = {
  id: 'member-list.updatememberdetails',
  method: 'POST',
  path: '/api/memberlist/updatememberdetails',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.update] },
  loader: 'save',
};
export const readClientDetailsEndpoint: EndpointRoute<typeof company.readClientDetailsEndpoint> = {
  id: 'clientdetails.read-details',
  method: 'GET',
  path: '/api/clientdetails/readdetails',
  tag: 'company',
  access: { kind: 'session', permissions: [PERMISSIONS.clientDetails.read] },
  loader: 'load',
};
export const updateClientDetailsEndpoint: EndpointRoute<typeof company.updateClientDetailsEndpoint> = {
  id: 'clientdetails.update-details',
  method: 'POST',
  path: '/api/clientdetails/updatedetails',
  tag: 'company',
  access: { kind: 'session', permissions: [PERMISSIONS.clientDetails.update, PERMISSIONS.clientDetails.updateConfiguration] },
  loader: 'save',
};
export const importMemberCsvEndpoint: EndpointRoute<typeof memberImport.importMemberCsvEndpoint> = {
  id: 'member-import.import-csv',
  method: 'POST',
  path: '/api/memberimport/import-csv',
  tag: 'member-import',
  access: { kind: 'session', permissions: [PERMISSIONS.memberImport.importCsv] },
  loader: 'save',
};
export const uploadMemberCsvEndpoint: EndpointRoute<typeof memberImport.uploadMemberCsvEndpoint> = {
  id: 'member-import.upload-csv',
  method: 'POST',
  path: '/api/memberimport/upload-csv',
  tag: 'member-import',
  access: { kind: 'session', permissions: [PERMISSIONS.memberImport.uploadCsv] },
  loader: 'save',
  upload: { field: 'filename', types: ['csv'], maxBytes: 52428800 },
};
export const addMembersToOrgUnitEndpoint: EndpointRoute<typeof orgStructure.addMembersToOrgUnitEndpoint> = {
  id: 'org-unit.add-members-to-org-unit',
  method: 'POST',
  path: '/api/org-unit/add-members-to-org-unit',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.addMembers] },
  loader: 'save',
};
export const assignMembersToGroupEndpoint: EndpointRoute<typeof orgStructure.assignMembersToGroupEndpoint> = {
  id: 'member-group.assign-members',
  method: 'POST',
  path: '/api/member-group/assign-members',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.assignMembers] },
  loader: 'save',
};
export const assignMembersToLocationEndpoint: EndpointRoute<typeof orgStructure.assignMembersToLocationEndpoint> = {
  id: 'location.assign-members',
  method: 'POST',
  path: '/api/location/assign-members',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.assignMembers] },
  loader: 'save',
};
export const copyMemberAssignmentsEndpoint: EndpointRoute<typeof orgStructure.copyMemberAssignmentsEndpoint> = {
  id: 'org-unit.copy-member-assignments',
  method: 'POST',
  path: '/api/org-unit/copy-member-assignments',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.copyMemberAssignments] },
  loader: 'save',
};
export const createLocationEndpoint: EndpointRoute<typeof orgStructure.createLocationEndpoint> = {
  id: 'location.create-location',
  method: 'POST',
  path: '/api/location/create-location',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.create] },
  loader: 'save',
};
export const createMemberGroupEndpoint: EndpointRoute<typeof orgStructure.createMemberGroupEndpoint> = {
  id: 'member-group.create-member-group',
  method: 'POST',
  path: '/api/member-group/create-member-group',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.create] },
  loader: 'save',
};
export const createOrgUnitEndpoint: EndpointRoute<typeof orgStructure.createOrgUnitEndpoint> = {
  id: 'org-unit.create-org-unit',
  method: 'POST',
  path: '/api/org-unit/create-org-unit',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.create] },
  loader: 'save',
};
export const deleteLocationsEndpoint: EndpointRoute<typeof orgStructure.deleteLocationsEndpoint> = {
  id: 'location.delete-locations',
  method: 'POST',
  path: '/api/location/delete-locations',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.delete] },
  loader: 'delete',
};
export const deleteMemberGroupEndpoint: EndpointRoute<typeof orgStructure.deleteMemberGroupEndpoint> = {
  id: 'member-group.delete-member-group',
  method: 'POST',
  path: '/api/member-group/delete-member-group',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.delete] },
  loader: 'delete',
};
export const deleteOrgUnitEndpoint: EndpointRoute<typeof orgStructure.deleteOrgUnitEndpoint> = {
  id: 'org-unit.delete-org-unit',
  method: 'POST',
  path: '/api/org-unit/delete-org-unit',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.delete] },
  loader: 'delete',
};
export const locationDetailEndpoint: EndpointRoute<typeof orgStructure.locationDetailEndpoint> = {
  id: 'location.location-detail',
  method: 'POST',
  path: '/api/location/location-detail',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.detail] },
  loader: 'load',
};
export const locationListEndpoint: EndpointRoute<typeof orgStructure.locationListEndpoint> = {
  id: 'location.location-list',
  method: 'POST',
  path: '/api/location/location-list',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.list] },
  loader: 'load',
};
export const locationMemberListEndpoint: EndpointRoute<typeof orgStructure.locationMemberListEndpoint> = {
  id: 'location.read-member-list',
  method: 'POST',
  path: '/api/location/read-member-list',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.readMemberList] },
  loader: 'load',
};
export const memberGroupDetailsEndpoint: EndpointRoute<typeof orgStructure.memberGroupDetailsEndpoint> = {
  id: 'member-group.read-details',
  method: 'POST',
  path: '/api/member-group/read-details',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.details] },
  loader: 'load',
};
export const memberGroupListEndpoint: EndpointRoute<typeof orgStructure.memberGroupListEndpoint> = {
  id: 'member-group.read-list',
  method: 'POST',
  path: '/api/member-group/read-list',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.list] },
  loader: 'load',
};
export const memberGroupMemberListEndpoint: EndpointRoute<typeof orgStructure.memberGroupMemberListEndpoint> = {
  id: 'member-group.read-member-list',
  method: 'POST',
  path: '/api/member-group/read-member-list',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.memberList] },
  loader: 'load',
};
export const orgUnitDetailEndpoint: EndpointRoute<typeof orgStructure.orgUnitDetailEndpoint> = {
  id: 'org-unit.org-unit-detail',
  method: 'POST',
  path: '/api/org-unit/org-unit-detail',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.detail] },
  loader: 'load',
};
export const orgUnitListEndpoint: EndpointRoute<typeof orgStructure.orgUnitListEndpoint> = {
  id: 'org-unit.org-unit-list',
  method: 'POST',
  path: '/api/org-unit/org-unit-list',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.list] },
  loader: 'load',
};
export const orgUnitMemberListEndpoint: EndpointRoute<typeof orgStructure.orgUnitMemberListEndpoint> = {
  id: 'org-unit.member-list',
  method: 'POST',
  path: '/api/org-unit/member-list',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.memberList] },
  loader: 'load',
};
export const removeMembersFromGroupEndpoint: EndpointRoute<typeof orgStructure.removeMembersFromGroupEndpoint> = {
  id: 'member-group.remove-members',
  method: 'POST',
  path: '/api/member-group/remove-members',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.removeMembers] },
  loader: 'remove',
};
export const removeMembersFromLocationEndpoint: EndpointRoute<typeof orgStructure.removeMembersFromLocationEndpoint> = {
  id: 'location.remove-members',
  method: 'POST',
  path: '/api/location/remove-members',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.removeMembers] },
  loader: 'remove',
};
export const removeMembersFromOrgUnitEndpoint: EndpointRoute<typeof orgStructure.removeMembersFromOrgUnitEndpoint> = {
  id: 'org-unit.remove-members',
  method: 'POST',
  path: '/api/org-unit/remove-members',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.removeMembers] },
  loader: 'remove',
};
export const updateLocationEndpoint: EndpointRoute<typeof orgStructure.updateLocationEndpoint> = {
  id: 'location.update-location-detail',
  method: 'POST',
  path: '/api/location/update-location-detail',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.update] },
  loader: 'save',
};
export const updateMemberGroupEndpoint: EndpointRoute<typeof orgStructure.updateMemberGroupEndpoint> = {
  id: 'member-group.update-details',
  method: 'POST',
  path: '/api/member-group/update-details',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.update] },
  loader: 'save',
};
export const updateOrgUnitEndpoint: EndpointRoute<typeof orgStructure.updateOrgUnitEndpoint> = {
  id: 'org-unit.update-org-unit',
  method: 'POST',
  path: '/api/org-unit/update-org-unit',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.update] },
  loader: 'save',
};
export const assignOrgUnitsEndpoint: EndpointRoute<typeof elearning.assignOrgUnitsEndpoint> = {
  id: 'elearning.assign-org-units',
  method: 'POST',
  path: '/api/elearning/assign-org-units',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.assignOrgUnits] },
  loader: 'save',
};
export const createExecutionEndpoint: EndpointRoute<typeof elearning.createExecutionEndpoint> = {
  id: 'elearning.create-execution',
  method: 'POST',
  path: '/api/elearning/create-execution',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute] },
  loader: 'save',
};
export const downloadCertificateEndpoint: EndpointRoute<typeof elearning.downloadCertificateEndpoint> = {
  id: 'elearning.download-certificate',
  method: 'POST',
  path: '/api/elearning/download-certificate',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readCertificate, PERMISSIONS.elearning.readStatistics] },
  loader: 'load',
};
export const exportStatisticsEndpoint: EndpointRoute<typeof elearning.exportStatisticsEndpoint> = {
  id: 'elearning.export-statistics',
  method: 'POST',
  path: '/api/elearning/export-statistics',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.exportStatistics] },
  loader: 'load',
};
export const readCatalogEndpoint: EndpointRoute<typeof elearning.readCatalogEndpoint> = {
  id: 'elearning.read-catalog',
  method: 'POST',
  path: '/api/elearning/read-catalog',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readCatalog] },
  loader: 'load',
};
export const readELearningDetailsEndpoint: EndpointRoute<typeof elearning.readELearningDetailsEndpoint> = {
  id: 'elearning.read-details',
  method: 'POST',
  path: '/api/elearning/read-details',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readCatalog] },
  loader: 'load',
};
export const readELearningSettingsEndpoint: EndpointRoute<typeof elearning.readELearningSettingsEndpoint> = {
  id: 'elearning.read-settings',
  method: 'POST',
  path: '/api/elearning/read-settings',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readSettings] },
  loader: 'load',
};
export const readExecutionDetailsEndpoint: EndpointRoute<typeof elearning.readExecutionDetailsEndpoint> = {
  id: 'elearning.read-execution-details',
  method: 'POST',
  path: '/api/elearning/read-execution-details',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readStatistics] },
  loader: 'load',
};
export const readExecutionEndpoint: EndpointRoute<typeof elearning.readExecutionEndpoint> = {
  id: 'elearning.read-execution',
  method: 'POST',
  path: '/api/elearning/read-execution',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute] },
  loader: 'load',
};
export const readExecutionOutlineEndpoint: EndpointRoute<typeof elearning.readExecutionOutlineEndpoint> = {
  id: 'elearning.read-execution-outline',
  method: 'POST',
  path: '/api/elearning/read-execution-outline',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute] },
  loader: 'none',
};
export const readExecutionResultEndpoint: EndpointRoute<typeof elearning.readExecutionResultEndpoint> = {
  id: 'elearning.read-execution-result',
  method: 'POST',
  path: '/api/elearning/read-execution-result',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute, PERMISSIONS.elearning.readStatistics] },
  loader: 'load',
};
export const readExecutionsEndpoint: EndpointRoute<typeof elearning.readExecutionsEndpoint> = {
  id: 'elearning.read-executions',
  method: 'POST',
  path: '/api/elearning/read-executions',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readStatistics] },
  loader: 'load',
};
export const readMemberStandingListEndpoint: EndpointRoute<typeof elearning.readMemberStandingListEndpoint> = {
  id: 'elearning.read-member-standing-list',
  method: 'POST',
  path: '/api/elearning/read-member-standing-list',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readStatistics] },
  loader: 'load',
};
export const readMemberStatisticsEndpoint: EndpointRoute<typeof elearning.readMemberStatisticsEndpoint> = {
  id: 'elearning.read-member-statistics',
  method: 'GET',
  path: '/api/elearning/read-member-statistics',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readMemberTasks] },
  loader: 'load',
};
export const readMemberTasksEndpoint: EndpointRoute<typeof elearning.readMemberTasksEndpoint> = {
  id: 'elearning.read-member-tasks',
  method: 'POST',
  path: '/api/elearning/read-member-tasks',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readMemberTasks] },
  loader: 'load',
};
export const readOrgUnitAssignmentsEndpoint: EndpointRoute<typeof elearning.readOrgUnitAssignmentsEndpoint> = {
  id: 'elearning.read-org-unit-assignments',
  method: 'POST',
  path: '/api/elearning/read-org-unit-assignments',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readOrgUnitAssignments] },
  loader: 'load',
};
export const readOrgUnitRemovalEndpoint: EndpointRoute<typeof elearning.readOrgUnitRemovalEndpoint> = {
  id: 'elearning.read-org-unit-removal',
  method: 'POST',
  path: '/api/elearning/read-org-unit-removal',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.assignOrgUnits] },
  loader: 'load',
};
export const readResultDataEndpoint: EndpointRoute<typeof elearning.readResultDataEndpoint> = {
  id: 'elearning.read-result-data',
  method: 'POST',
  path: '/api/elearning/read-result-data',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readCertificate, PERMISSIONS.elearning.readStatistics] },
  loader: 'load',
};
export const readStatisticsEndpoint: EndpointRoute<typeof elearning.readStatisticsEndpoint> = {
  id: 'elearning.read-statistics',
  method: 'POST',
  path: '/api/elearning/read-statistics',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readStatistics] },
  loader: 'load',
};
export const removeOrgUnitsEndpoint: EndpointRoute<typeof elearning.removeOrgUnitsEndpoint> = {
  id: 'elearning.remove-org-units',
  method: 'POST',
  path: '/api/elearning/remove-org-units',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.assignOrgUnits] },
  loader: 'remove',
};
export const resetExecutionEndpoint: EndpointRoute<typeof elearning.resetExecutionEndpoint> = {
  id: 'elearning.reset-execution',
  method: 'POST',
  path: '/api/elearning/reset-execution',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.resetExecution] },
  loader: 'save',
};
export const saveELearningSettingsEndpoint: EndpointRoute<typeof elearning.saveELearningSettingsEndpoint> = {
  id: 'elearning.save-settings',
  method: 'POST',
  path: '/api/elearning/save-settings',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.saveSettings] },
  loader: 'save',
};
export const saveExecutionEndpoint: EndpointRoute<typeof elearning.saveExecutionEndpoint> = {
  id: 'elearning.save-execution',
  method: 'POST',
  path: '/api/elearning/save-execution',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute] },
  loader: 'none',
};
export const uploadPackageEndpoint: EndpointRoute<typeof elearning.uploadPackageEndpoint> = {
  id: 'elearning.upload-package',
  method: 'POST',
  path: '/api/elearning/upload-package',
  tag: 'elearning',
  featureFlag: 'elearnings',
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.uploadPackage] },
  loader: 'save',
  upload: { field: 'filename', types: ['zip'], maxBytes: 52428800 },
};
export const assignRiskLocationEndpoint: EndpointRoute<typeof riskAssessment.assignRiskLocationEndpoint> = {
  id: 'risk-assessment.assign-location',
  method: 'POST',
  path: '/api/risk-assessment/assign-location',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.assign] },
  loader: 'save',
};
export const assignRiskMemberEndpoint: EndpointRoute<typeof riskAssessment.assignRiskMemberEndpoint> = {
  id: 'risk-assessment.assign-member',
  method: 'POST',
  path: '/api/risk-assessment/assign-member',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.assign] },
  loader: 'save',
};
export const assignRiskOrgUnitsEndpoint: EndpointRoute<typeof riskAssessment.assignRiskOrgUnitsEndpoint> = {
  id: 'risk-assessment.assign-org-units',
  method: 'POST',
  path: '/api/risk-assessment/assign-org-units',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.assign] },
  loader: 'save',
};
export const deleteRiskAssignmentsEndpoint: EndpointRoute<typeof riskAssessment.deleteRiskAssignmentsEndpoint> = {
  id: 'risk-assessment.delete-task-assignments',
  method: 'POST',
  path: '/api/risk-assessment/delete-task-assignments',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.assign] },
  loader: 'delete',
};
export const readRiskAssessmentDetailsEndpoint: EndpointRoute<typeof riskAssessment.readRiskAssessmentDetailsEndpoint> = {
  id: 'risk-assessment.read-details',
  method: 'POST',
  path: '/api/risk-assessment/read-details',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readCatalogList] },
  loader: 'load',
};
export const readRiskAssessmentSettingsEndpoint: EndpointRoute<typeof riskAssessment.readRiskAssessmentSettingsEndpoint> = {
  id: 'risk-assessment.read-settings',
  method: 'POST',
  path: '/api/risk-assessment/read-settings',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readSettings] },
  loader: 'load',
};
export const readRiskAssignmentListEndpoint: EndpointRoute<typeof riskAssessment.readRiskAssignmentListEndpoint> = {
  id: 'risk-assessment.read-assignment-list',
  method: 'POST',
  path: '/api/risk-assessment/read-assignment-list',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readAssignmentList] },
  loader: 'load',
};
export const readRiskCatalogListEndpoint: EndpointRoute<typeof riskAssessment.readRiskCatalogListEndpoint> = {
  id: 'risk-assessment.read-catalog-list',
  method: 'POST',
  path: '/api/risk-assessment/read-catalog-list',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readCatalogList] },
  loader: 'load',
};
export const saveRiskAssessmentSettingsEndpoint: EndpointRoute<typeof riskAssessment.saveRiskAssessmentSettingsEndpoint> = {
  id: 'risk-assessment.save-settings',
  method: 'POST',
  path: '/api/risk-assessment/save-settings',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.saveSettings] },
  loader: 'save',
};
export const createRiskExecutionEndpoint: EndpointRoute<typeof riskAssessmentExecution.createRiskExecutionEndpoint> = {
  id: 'risk-assessment.create-execution',
  method: 'POST',
  path: '/api/risk-assessment/create-execution',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.execute] },
  loader: 'save',
};
export const readRiskContentEndpoint: EndpointRoute<typeof riskAssessmentExecution.readRiskContentEndpoint> = {
  id: 'risk-assessment.read-content',
  method: 'POST',
  path: '/api/risk-assessment/read-content',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.execute, PERMISSIONS.riskAssessment.readCatalogList] },
  loader: 'load',
};
export const readRiskExecutionEndpoint: EndpointRoute<typeof riskAssessmentExecution.readRiskExecutionEndpoint> = {
  id: 'risk-assessment.read-execution',
  method: 'POST',
  path: '/api/risk-assessment/read-execution',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.execute] },
  loader: 'load',
};
export const readRiskMemberTasksEndpoint: EndpointRoute<typeof riskAssessmentExecution.readRiskMemberTasksEndpoint> = {
  id: 'risk-assessment.read-member-tasks',
  method: 'POST',
  path: '/api/risk-assessment/read-member-tasks',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readMemberTasks] },
  loader: 'load',
};
export const saveRiskExecutionEndpoint: EndpointRoute<typeof riskAssessmentExecution.saveRiskExecutionEndpoint> = {
  id: 'risk-assessment.save-execution',
  method: 'POST',
  path: '/api/risk-assessment/save-execution',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.execute] },
  loader: 'save',
};
export const completeRiskExecutionEndpoint: EndpointRoute<typeof riskAssessmentEvaluation.completeRiskExecutionEndpoint> = {
  id: 'risk-assessment.complete-execution',
  method: 'POST',
  path: '/api/risk-assessment/complete-execution',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.completeExecution] },
  loader: 'save',
};
export const readRiskAssignmentOverviewListEndpoint: EndpointRoute<typeof riskAssessmentEvaluation.readRiskAssignmentOverviewListEndpoint> = {
  id: 'risk-assessment.read-assignment-overview-list',
  method: 'POST',
  path: '/api/risk-assessment/read-assignment-overview-list',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readAssignmentOverviewList] },
  loader: 'load',
};
export const readRiskDetailsEndpoint: EndpointRoute<typeof riskAssessmentEvaluation.readRiskDetailsEndpoint> = {
  id: 'risk-assessment.read-risk-details',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-details',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readRiskList] },
  loader: 'load',
};
export const readRiskListEndpoint: EndpointRoute<typeof riskAssessmentEvaluation.readRiskListEndpoint> = {
  id: 'risk-assessment.read-risk-list',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-list',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readRiskList] },
  loader: 'load',
};
export const readRiskMatrixEndpoint: EndpointRoute<typeof riskAssessmentEvaluation.readRiskMatrixEndpoint> = {
  id: 'risk-assessment.read-risk-matrix',
  method: 'GET',
  path: '/api/risk-assessment/read-risk-matrix',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readSettings, PERMISSIONS.riskAssessment.readRiskList] },
  loader: 'load',
};
export const readRiskResultDetailsEndpoint: EndpointRoute<typeof riskAssessmentEvaluation.readRiskResultDetailsEndpoint> = {
  id: 'risk-assessment.read-execution-result-details',
  method: 'POST',
  path: '/api/risk-assessment/read-execution-result-details',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readRiskList] },
  loader: 'load',
};
export const saveRiskMatrixEndpoint: EndpointRoute<typeof riskAssessmentEvaluation.saveRiskMatrixEndpoint> = {
  id: 'risk-assessment.save-risk-matrix',
  method: 'POST',
  path: '/api/risk-assessment/save-risk-matrix',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.saveSettings] },
  loader: 'save',
};
export const cancelRiskActionEndpoint: EndpointRoute<typeof riskAssessmentActions.cancelRiskActionEndpoint> = {
  id: 'risk-assessment.cancel-risk-action',
  method: 'POST',
  path: '/api/risk-assessment/cancel-risk-action',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.manageRiskActions] },
  loader: 'save',
};
export const confirmRiskActionsEndpoint: EndpointRoute<typeof riskAssessmentActions.confirmRiskActionsEndpoint> = {
  id: 'risk-assessment.confirm-risk-actions',
  method: 'POST',
  path: '/api/risk-assessment/confirm-risk-actions',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.manageRiskActions] },
  loader: 'save',
};
export const createRiskActionEndpoint: EndpointRoute<typeof riskAssessmentActions.createRiskActionEndpoint> = {
  id: 'risk-assessment.create-risk-action',
  method: 'POST',
  path: '/api/risk-assessment/create-risk-action',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.manageRiskActions] },
  loader: 'save',
};
export const exportRiskActionListEndpoint: EndpointRoute<typeof riskAssessmentActions.exportRiskActionListEndpoint> = {
  id: 'risk-assessment.export-risk-action-list',
  method: 'POST',
  path: '/api/risk-assessment/export-risk-action-list',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.exportRiskActionList] },
  loader: 'load',
};
export const readMemberRiskActionListEndpoint: EndpointRoute<typeof riskAssessmentActions.readMemberRiskActionListEndpoint> = {
  id: 'risk-assessment.read-member-risk-action-list',
  method: 'POST',
  path: '/api/risk-assessment/read-member-risk-action-list',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readMemberTasks] },
  loader: 'load',
};
export const readRiskActionDetailsEndpoint: EndpointRoute<typeof riskAssessmentActions.readRiskActionDetailsEndpoint> = {
  id: 'risk-assessment.read-risk-action-details',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-action-details',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readRiskActionList] },
  loader: 'load',
};
export const readRiskActionListEndpoint: EndpointRoute<typeof riskAssessmentActions.readRiskActionListEndpoint> = {
  id: 'risk-assessment.read-risk-action-list',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-action-list',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readRiskActionList] },
  loader: 'load',
};
export const readRiskActionStatusEndpoint: EndpointRoute<typeof riskAssessmentActions.readRiskActionStatusEndpoint> = {
  id: 'risk-assessment.read-risk-action-status',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-action-status',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readRiskActionList] },
  loader: 'load',
};
export const readRiskRecordEndpoint: EndpointRoute<typeof riskAssessmentActions.readRiskRecordEndpoint> = {
  id: 'risk-assessment.read-risk-record',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-record',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readRiskActionList] },
  loader: 'load',
};
export const updateRiskActionEndpoint: EndpointRoute<typeof riskAssessmentActions.updateRiskActionEndpoint> = {
  id: 'risk-assessment.update-risk-action',
  method: 'POST',
  path: '/api/risk-assessment/update-risk-action',
  tag: 'risk-assessment',
  featureFlag: 'riskAssessments',
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.manageRiskActions] },
  loader: 'save',
};
export const readInfopointLocationListEndpoint: EndpointRoute<typeof infopoint.readInfopointLocationListEndpoint> = {
  id: 'infopoint.read-location-list',
  method: 'GET',
  path: '/api/infopoint/read-location-list',
  tag: 'infopoint',
  access: { kind: 'session', permissions: [PERMISSIONS.infopoint.readLocationList] },
  loader: 'load',
};
export const readInfopointMemberGroupsEndpoint: EndpointRoute<typeof infopoint.readInfopointMemberGroupsEndpoint> = {
  id: 'infopoint.read-member-groups',
  method: 'POST',
  path: '/api/infopoint/read-member-groups',
  tag: 'infopoint',
  access: { kind: 'session', permissions: [PERMISSIONS.infopoint.readMemberGroups] },
  loader: 'load',
};
export const deleteTemplateEndpoint: EndpointRoute<typeof templates.deleteTemplateEndpoint> = {
  id: 'templates.delete-template',
  method: 'POST',
  path: '/api/templates/delete-template',
  tag: 'templates',
  featureFlag: 'templates',
  access: { kind: 'session', permissions: [PERMISSIONS.templates.manage] },
  loader: 'delete',
};
export const readTemplateListEndpoint: EndpointRoute<typeof templates.readTemplateListEndpoint> = {
  id: 'templates.read-list',
  method: 'POST',
  path: '/api/templates/read-list',
  tag: 'templates',
  featureFlag: 'templates',
  access: { kind: 'session', permissions: [PERMISSIONS.templates.list] },
  loader: 'load',
};
export const uploadTemplateEndpoint: EndpointRoute<typeof templates.uploadTemplateEndpoint> = {
  id: 'templates.upload-template',
  method: 'POST',
  path: '/api/templates/upload-template',
  tag: 'templates',
  featureFlag: 'templates',
  access: { kind: 'session', permissions: [PERMISSIONS.templates.manage] },
  loader: 'save',
  upload: { field: 'filename', types: ['pdf', 'docx', 'xlsx', 'odt'], maxBytes: 5242880 },
};
export const readAttentionOverviewEndpoint: EndpointRoute<typeof attention.readAttentionOverviewEndpoint> = {
  id: 'attention.read-overview',
  method: 'GET',
  path: '/api/attention/read-overview',
  tag: 'attention',
  access: { kind: 'session', permissions: [PERMISSIONS.attention.readOverview] },
  loader: 'load',
};
export const healthLiveEndpoint: EndpointRoute<typeof health.healthLiveEndpoint> = {
  id: 'health.live',
  method: 'GET',
  path: '/api/health/live',
  tag: 'health',
  access: { kind: 'public' },
  loader: 'none',
};
export const healthMetricsEndpoint: EndpointRoute<typeof health.healthMetricsEndpoint> = {
  id: 'health.metrics',
  method: 'GET',
  path: '/api/metrics',
  tag: 'health',
  access: { kind: 'public' },
  loader: 'none',
};
export const healthReadyEndpoint: EndpointRoute<typeof health.healthReadyEndpoint> = {
  id: 'health.ready',
  method: 'GET',
  path: '/api/health/ready',
  tag: 'health',
  access: { kind: 'public' },
  loader: 'none',
};
export const bookLicenseeClientPackageEndpoint: EndpointRoute<typeof licensee.bookLicenseeClientPackageEndpoint> = {
  id: 'licensee.book-package',
  method: 'POST',
  path: '/api/licensee/book-package',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  loader: 'save',
};
export const cancelLicenseeClientPackageEndpoint: EndpointRoute<typeof licensee.cancelLicenseeClientPackageEndpoint> = {
  id: 'licensee.cancel-package-booking',
  method: 'POST',
  path: '/api/licensee/cancel-package-booking',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  loader: 'save',
};
export const createLicenseeClientEndpoint: EndpointRoute<typeof licensee.createLicenseeClientEndpoint> = {
  id: 'licensee.create-client',
  method: 'POST',
  path: '/api/licensee/create-client',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  loader: 'save',
};
export const deactivateLicenseeClientEndpoint: EndpointRoute<typeof licensee.deactivateLicenseeClientEndpoint> = {
  id: 'licensee.deactivate-client',
  method: 'POST',
  path: '/api/licensee/deactivate-client',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  loader: 'save',
};
export const enterLicenseeClientEndpoint: EndpointRoute<typeof licensee.enterLicenseeClientEndpoint> = {
  id: 'licensee.enter-client',
  method: 'POST',
  path: '/api/licensee/enter-client',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.enterClient] },
  loader: 'logIn',
};
export const licenseeClientListEndpoint: EndpointRoute<typeof licensee.licenseeClientListEndpoint> = {
  id: 'licensee.client-list',
  method: 'POST',
  path: '/api/licensee/client-list',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readClientList] },
  loader: 'load',
};
export const licenseeLoginEndpoint: EndpointRoute<typeof licensee.licenseeLoginEndpoint> = {
  id: 'licensee.login',
  method: 'POST',
  path: '/api/licensee/login',
  tag: 'licensee',
  access: { kind: 'public' },
  loader: 'logIn',
};
export const licenseeStaffStateEndpoint: EndpointRoute<typeof licensee.licenseeStaffStateEndpoint> = {
  id: 'licensee.state',
  method: 'GET',
  path: '/api/licensee/state',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.getLoggedInStaffState] },
  loader: 'load',
};
export const reactivateLicenseeClientEndpoint: EndpointRoute<typeof licensee.reactivateLicenseeClientEndpoint> = {
  id: 'licensee.reactivate-client',
  method: 'POST',
  path: '/api/licensee/reactivate-client',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  loader: 'save',
};
export const readLicenseeClientAreasEndpoint: EndpointRoute<typeof licensee.readLicenseeClientAreasEndpoint> = {
  id: 'licensee.read-client-areas',
  method: 'POST',
  path: '/api/licensee/read-client-areas',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readClientList] },
  loader: 'load',
};
export const readLicenseeClientEndpoint: EndpointRoute<typeof licensee.readLicenseeClientEndpoint> = {
  id: 'licensee.read-client',
  method: 'POST',
  path: '/api/licensee/read-client',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readClientList] },
  loader: 'load',
};
export const updateLicenseeClientEndpoint: EndpointRoute<typeof licensee.updateLicenseeClientEndpoint> = {
  id: 'licensee.update-client',
  method: 'POST',
  path: '/api/licensee/update-client',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  loader: 'save',
};
export const updateLicenseeClientFeatureFlagsEndpoint: EndpointRoute<typeof licensee.updateLicenseeClientFeatureFlagsEndpoint> = {
  id: 'licensee.update-client-feature-flags',
  method: 'POST',
  path: '/api/licensee/update-client-feature-flags',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  loader: 'save',
};
export const updateLicenseeClientPackageEndpoint: EndpointRoute<typeof licensee.updateLicenseeClientPackageEndpoint> = {
  id: 'licensee.update-package-booking',
  method: 'POST',
  path: '/api/licensee/update-package-booking',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  loader: 'save',
};
export const addLicenseeDomainEndpoint: EndpointRoute<typeof licenseeBranding.addLicenseeDomainEndpoint> = {
  id: 'licensee.add-domain',
  method: 'POST',
  path: '/api/licensee/add-domain',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  loader: 'save',
};
export const readLicenseeBrandingEndpoint: EndpointRoute<typeof licenseeBranding.readLicenseeBrandingEndpoint> = {
  id: 'licensee.read-branding',
  method: 'GET',
  path: '/api/licensee/read-branding',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readBranding] },
  loader: 'load',
};
export const removeLicenseeDomainEndpoint: EndpointRoute<typeof licenseeBranding.removeLicenseeDomainEndpoint> = {
  id: 'licensee.remove-domain',
  method: 'POST',
  path: '/api/licensee/remove-domain',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  loader: 'remove',
};
export const removeLicenseeImageEndpoint: EndpointRoute<typeof licenseeBranding.removeLicenseeImageEndpoint> = {
  id: 'licensee.remove-image',
  method: 'POST',
  path: '/api/licensee/remove-image',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  loader: 'remove',
};
export const updateLicenseeBrandingEndpoint: EndpointRoute<typeof licenseeBranding.updateLicenseeBrandingEndpoint> = {
  id: 'licensee.update-branding',
  method: 'POST',
  path: '/api/licensee/update-branding',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  loader: 'save',
};
export const uploadLicenseeImageEndpoint: EndpointRoute<typeof licenseeBranding.uploadLicenseeImageEndpoint> = {
  id: 'licensee.upload-image',
  method: 'POST',
  path: '/api/licensee/upload-image',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  loader: 'save',
  upload: { field: 'image', types: ['png', 'jpg', 'webp'], maxBytes: 5242880 },
};
export const licenseeCourseListEndpoint: EndpointRoute<typeof licenseeCourses.licenseeCourseListEndpoint> = {
  id: 'licensee.course-list',
  method: 'POST',
  path: '/api/licensee/course-list',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readCourses] },
  loader: 'load',
};
export const readLicenseeCourseEndpoint: EndpointRoute<typeof licenseeCourses.readLicenseeCourseEndpoint> = {
  id: 'licensee.read-course',
  method: 'POST',
  path: '/api/licensee/read-course',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readCourses] },
  loader: 'load',
};
export const updateLicenseeCourseEndpoint: EndpointRoute<typeof licenseeCourses.updateLicenseeCourseEndpoint> = {
  id: 'licensee.update-course',
  method: 'POST',
  path: '/api/licensee/update-course',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageCourses] },
  loader: 'save',
};
export const updateLicenseeCourseOfferEndpoint: EndpointRoute<typeof licenseeCourses.updateLicenseeCourseOfferEndpoint> = {
  id: 'licensee.update-course-offer',
  method: 'POST',
  path: '/api/licensee/update-course-offer',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageCourses] },
  loader: 'save',
};
export const uploadLicenseeCourseEndpoint: EndpointRoute<typeof licenseeCourses.uploadLicenseeCourseEndpoint> = {
  id: 'licensee.upload-course',
  method: 'POST',
  path: '/api/licensee/upload-course',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageCourses] },
  loader: 'save',
  upload: { field: 'filename', types: ['zip'], maxBytes: 52428800 },
};
export const uploadLicenseeCourseVersionEndpoint: EndpointRoute<typeof licenseeCourses.uploadLicenseeCourseVersionEndpoint> = {
  id: 'licensee.upload-course-version',
  method: 'POST',
  path: '/api/licensee/upload-course-version',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageCourses] },
  loader: 'save',
  upload: { field: 'filename', types: ['zip'], maxBytes: 52428800 },
};
export const exportClientAuditLogEndpoint: EndpointRoute<typeof auditLog.exportClientAuditLogEndpoint> = {
  id: 'clientdetails.export-audit-log',
  method: 'POST',
  path: '/api/clientdetails/export-audit-log',
  tag: 'company',
  access: { kind: 'session', permissions: [PERMISSIONS.clientDetails.readAuditLog] },
  loader: 'load',
};
export const exportLicenseeAuditLogEndpoint: EndpointRoute<typeof auditLog.exportLicenseeAuditLogEndpoint> = {
  id: 'licensee.export-audit-log',
  method: 'POST',
  path: '/api/licensee/export-audit-log',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readAuditLog] },
  loader: 'load',
};
export const readClientAuditLogEndpoint: EndpointRoute<typeof auditLog.readClientAuditLogEndpoint> = {
  id: 'clientdetails.read-audit-log',
  method: 'POST',
  path: '/api/clientdetails/read-audit-log',
  tag: 'company',
  access: { kind: 'session', permissions: [PERMISSIONS.clientDetails.readAuditLog] },
  loader: 'load',
};
export const readLicenseeAuditLogEndpoint: EndpointRoute<typeof auditLog.readLicenseeAuditLogEndpoint> = {
  id: 'licensee.read-audit-log',
  method: 'POST',
  path: '/api/licensee/read-audit-log',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readAuditLog] },
  loader: 'load',
};

/** Every endpoint route (the browser counterpart of ENDPOINTS). */
export const ENDPOINT_ROUTES: readonly EndpointRoute[] = [
  createPasswordResetTokenEndpoint,
  csrfEndpoint,
  heartbeatEndpoint,
  loginEndpoint,
  logoutEndpoint,
  resetPasswordEndpoint,
  supportLoginEndpoint,
  fileEndpoint,
  loadLicenseeConfigEndpoint,
  memberStateEndpoint,
  remotesEndpoint,
  translationsEndpoint,
  changePasswordEndpoint,
  changeUsernameEndpoint,
  checkUsernameEndpoint,
  readProfileOrgUnitListEndpoint,
  readProfileSettingEndpoint,
  updateProfileEndpoint,
  updateProfileSettingEndpoint,
  archiveMembersEndpoint,
  archivedMemberListEndpoint,
  createMemberEndpoint,
  deleteArchivedMembersEndpoint,
  memberDetailsEndpoint,
  memberListEndpoint,
  memberOrgUnitListEndpoint,
  resetMemberPasswordEndpoint,
  unarchiveMembersEndpoint,
  updateMemberDetailsEndpoint,
  readClientDetailsEndpoint,
  updateClientDetailsEndpoint,
  importMemberCsvEndpoint,
  uploadMemberCsvEndpoint,
  addMembersToOrgUnitEndpoint,
  assignMembersToGroupEndpoint,
  assignMembersToLocationEndpoint,
  copyMemberAssignmentsEndpoint,
  createLocationEndpoint,
  createMemberGroupEndpoint,
  createOrgUnitEndpoint,
  deleteLocationsEndpoint,
  deleteMemberGroupEndpoint,
  deleteOrgUnitEndpoint,
  locationDetailEndpoint,
  locationListEndpoint,
  locationMemberListEndpoint,
  memberGroupDetailsEndpoint,
  memberGroupListEndpoint,
  memberGroupMemberListEndpoint,
  orgUnitDetailEndpoint,
  orgUnitListEndpoint,
  orgUnitMemberListEndpoint,
  removeMembersFromGroupEndpoint,
  removeMembersFromLocationEndpoint,
  removeMembersFromOrgUnitEndpoint,
  updateLocationEndpoint,
  updateMemberGroupEndpoint,
  updateOrgUnitEndpoint,
  assignOrgUnitsEndpoint,
  createExecutionEndpoint,
  downloadCertificateEndpoint,
  exportStatisticsEndpoint,
  readCatalogEndpoint,
  readELearningDetailsEndpoint,
  readELearningSettingsEndpoint,
  readExecutionDetailsEndpoint,
  readExecutionEndpoint,
  readExecutionOutlineEndpoint,
  readExecutionResultEndpoint,
  readExecutionsEndpoint,
  readMemberStandingListEndpoint,
  readMemberStatisticsEndpoint,
  readMemberTasksEndpoint,
  readOrgUnitAssignmentsEndpoint,
  readOrgUnitRemovalEndpoint,
  readResultDataEndpoint,
  readStatisticsEndpoint,
  removeOrgUnitsEndpoint,
  resetExecutionEndpoint,
  saveELearningSettingsEndpoint,
  saveExecutionEndpoint,
  uploadPackageEndpoint,
  assignRiskLocationEndpoint,
  assignRiskMemberEndpoint,
  assignRiskOrgUnitsEndpoint,
  deleteRiskAssignmentsEndpoint,
  readRiskAssessmentDetailsEndpoint,
  readRiskAssessmentSettingsEndpoint,
  readRiskAssignmentListEndpoint,
  readRiskCatalogListEndpoint,
  saveRiskAssessmentSettingsEndpoint,
  createRiskExecutionEndpoint,
  readRiskContentEndpoint,
  readRiskExecutionEndpoint,
  readRiskMemberTasksEndpoint,
  saveRiskExecutionEndpoint,
  completeRiskExecutionEndpoint,
  readRiskAssignmentOverviewListEndpoint,
  readRiskDetailsEndpoint,
  readRiskListEndpoint,
  readRiskMatrixEndpoint,
  readRiskResultDetailsEndpoint,
  saveRiskMatrixEndpoint,
  cancelRiskActionEndpoint,
  confirmRiskActionsEndpoint,
  createRiskActionEndpoint,
  exportRiskActionListEndpoint,
  readMemberRiskActionListEndpoint,
  readRiskActionDetailsEndpoint,
  readRiskActionListEndpoint,
  readRiskActionStatusEndpoint,
  readRiskRecordEndpoint,
  updateRiskActionEndpoint,
  readInfopointLocationListEndpoint,
  readInfopointMemberGroupsEndpoint,
  deleteTemplateEndpoint,
  readTemplateListEndpoint,
  uploadTemplateEndpoint,
  readAttentionOverviewEndpoint,
  healthLiveEndpoint,
  healthMetricsEndpoint,
  healthReadyEndpoint,
  bookLicenseeClientPackageEndpoint,
  cancelLicenseeClientPackageEndpoint,
  createLicenseeClientEndpoint,
  deactivateLicenseeClientEndpoint,
  enterLicenseeClientEndpoint,
  licenseeClientListEndpoint,
  licenseeLoginEndpoint,
  licenseeStaffStateEndpoint,
  reactivateLicenseeClientEndpoint,
  readLicenseeClientAreasEndpoint,
  readLicenseeClientEndpoint,
  updateLicenseeClientEndpoint,
  updateLicenseeClientFeatureFlagsEndpoint,
  updateLicenseeClientPackageEndpoint,
  addLicenseeDomainEndpoint,
  readLicenseeBrandingEndpoint,
  removeLicenseeDomainEndpoint,
  removeLicenseeImageEndpoint,
  updateLicenseeBrandingEndpoint,
  uploadLicenseeImageEndpoint,
  licenseeCourseListEndpoint,
  readLicenseeCourseEndpoint,
  updateLicenseeCourseEndpoint,
  updateLicenseeCourseOfferEndpoint,
  uploadLicenseeCourseEndpoint,
  uploadLicenseeCourseVersionEndpoint,
  exportClientAuditLogEndpoint,
  exportLicenseeAuditLogEndpoint,
  readClientAuditLogEndpoint,
  readLicenseeAuditLogEndpoint,
];
