/**
 * Permission names of docs/product.md §6, plus those later areas need. The UI mirrors what the
 * server enforces; both read this one list.
 */
export const PERMISSIONS = {
  todo: 'todo-permission',
  location: {
    list: 'location.location-list',
    detail: 'location.location-detail',
    create: 'location.create-location',
    update: 'location.update-location-detail',
    delete: 'location.delete-locations',
    readMemberList: 'location.read-member-list',
    assignMembers: 'location.assign-members',
    removeMembers: 'location.remove-members',
  },
  member: {
    getLoggedInMemberState: 'member.get-logged-in-member-state',
    create: 'member.create-member',
    createSuperAdmin: 'member.create-super-admin',
  },
  profile: {
    update: 'profile.update-member-profile',
    readSetting: 'profile.read-profile-setting',
    updateSetting: 'profile.update-profile-setting',
    changePassword: 'profile.change-password',
    changeUsername: 'profile.change-username',
    readOrgUnitList: 'profile.read-org-unit-list',
    readMemberProfile: 'profile.read-member-profile',
  },
  memberImport: {
    uploadCsv: 'member-import.upload-csv',
    importCsv: 'member-import.import-csv',
  },
  clientDetails: {
    read: 'clientdetails.read-details',
    update: 'clientdetails.update-details',
    readConfiguration: 'clientdetails.read-configuration',
    updateConfiguration: 'clientdetails.update-configuration',
    readAuditLog: 'clientdetails.read-audit-log',
  },
  memberList: {
    getList: 'member-list.get-list',
    archive: 'member-list.archive-member',
    details: 'member-list.memberdetails',
    update: 'member-list.updatememberdetails',
    resetPassword: 'member-list.reset-password',
  },
  archiveMember: {
    list: 'archive-member.list',
    unarchive: 'archive-member.unarchive-members',
    delete: 'archive-member.delete-members',
  },
  orgUnit: {
    list: 'org-unit.org-unit-list',
    detail: 'org-unit.detail',
    create: 'org-unit.create-org-unit',
    update: 'org-unit.update-org-unit',
    delete: 'org-unit.delete-org-unit',
    memberList: 'org-unit.member-list',
    addMembers: 'org-unit.add-members',
    removeMembers: 'org-unit.remove-members',
    copyMemberAssignments: 'org-unit.copy-member-assignments',
  },
  memberGroup: {
    list: 'member-group.read-list',
    details: 'member-group.read-details',
    memberList: 'member-group.read-member-list',
    create: 'member-group.create-member-group',
    update: 'member-group.update-details',
    delete: 'member-group.delete-member-group',
    assignMembers: 'member-group.assign-members',
    removeMembers: 'member-group.remove-members',
  },
  memberDetails: {
    readOrgUnitList: 'member-details.read-org-unit-list',
  },
  elearning: {
    readMemberTasks: 'elearning.read-member-tasks',
    readCatalog: 'elearning.read-catalog',
    readSettings: 'elearning.read-settings',
    saveSettings: 'elearning.save-settings',
    readOrgUnitAssignments: 'elearning.read-org-unit-assignments',
    assignOrgUnits: 'elearning.assign-org-units',
    readStatistics: 'elearning.read-statistics',
    exportStatistics: 'elearning.export-statistics',
    resetExecution: 'elearning.reset-execution',
    execute: 'elearning.execute',
    readCertificate: 'elearning.read-certificate',
    uploadPackage: 'elearning.upload-package',
  },
  riskAssessment: {
    readMemberTasks: 'risk-assessment.read-member-tasks',
    readAssignmentOverviewList: 'risk-assessment.read-assignment-overview-list',
    readCatalogList: 'risk-assessment.read-catalog-list',
    readSettings: 'risk-assessment.read-settings',
    saveSettings: 'risk-assessment.save-settings',
    readAssignmentList: 'risk-assessment.read-assignment-list',
    assign: 'risk-assessment.assign',
    readRiskList: 'risk-assessment.read-risk-list',
    readRiskActionList: 'risk-assessment.read-risk-action-list',
    manageRiskActions: 'risk-assessment.manage-risk-actions',
    exportRiskActionList: 'risk-assessment.export-risk-action-list',
    execute: 'risk-assessment.execute',
    completeExecution: 'risk-assessment.complete-execution',
  },
  templates: { list: 'templates.read-list', manage: 'templates.manage' },
  calendar: { show: 'calendar.show' },
  attention: { readOverview: 'attention.read-overview' },
  infopoint: {
    readLocationList: 'infopoint.read-location-list',
    readMemberGroups: 'infopoint.read-member-groups',
  },
  /** The licensee's back office (decision 0013): held by the licensee's staff only, never by a client's roles. */
  licensee: {
    getLoggedInStaffState: 'licensee.get-logged-in-staff-state',
    readClientList: 'licensee.read-client-list',
    manageClients: 'licensee.manage-clients',
    enterClient: 'licensee.enter-client',
    readBranding: 'licensee.read-branding',
    manageBranding: 'licensee.manage-branding',
    readAuditLog: 'licensee.read-audit-log',
    readCourses: 'licensee.read-courses',
    manageCourses: 'licensee.manage-courses',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** One permission name. */
export type Permission = Leaves<typeof PERMISSIONS>;

function collectLeaves(node: unknown, into: string[]): string[] {
  if (typeof node === 'string') into.push(node);
  else if (node && typeof node === 'object') for (const child of Object.values(node)) collectLeaves(child, into);
  return into;
}

/** Every permission name, in declaration order. */
export const ALL_PERMISSIONS = collectLeaves(PERMISSIONS, []) as Permission[];

/** The permissions of the licensee's back office, which only its staff hold. */
export const LICENSEE_PERMISSIONS = collectLeaves(PERMISSIONS.licensee, []) as Permission[];

/** Every permission a client's roles can hold: all but the back office's. */
export const CLIENT_PERMISSIONS = ALL_PERMISSIONS.filter((permission) => !LICENSEE_PERMISSIONS.includes(permission));

/** A check passes when any one of the required permissions is held (docs/product.md §6); none required passes. */
export function hasAnyPermission(held: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((permission) => held.includes(permission));
}
