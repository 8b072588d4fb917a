import { ALL_PERMISSIONS, CLIENT_PERMISSIONS, PERMISSIONS, type Permission } from './permissions';

/**
 * Roles of docs/product.md §6; `user` is the customer advisor using the support login, the
 * `licensee-` roles are the licensee's staff in its back office (decision 0013).
 */
export const ROLES = ['super-admin', 'admin', 'loc-admin', 'ou-admin', 'member', 'user', 'licensee-admin', 'licensee-advisor'] as const;
export type Role = (typeof ROLES)[number];

/** Roles of the licensee's staff in the back office; they hold no permission of a client. */
export const LICENSEE_ROLES = ['licensee-admin', 'licensee-advisor'] as const satisfies readonly Role[];
export type LicenseeRole = (typeof LICENSEE_ROLES)[number];

/** The roles that act inside one client: its members' and the advisor's of a support login. */
export type ClientRole = Exclude<Role, LicenseeRole>;

/** Roles a company member can hold (the advisor role `user` belongs to licensee staff). */
export const MEMBER_ROLES = ['super-admin', 'admin', 'loc-admin', 'ou-admin', 'member'] as const satisfies readonly Role[];
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** i18n key of a role's label, shown in the header. */
export const roleLabelKey = (role: Role): string => `common.roles.${role}`;

const P = PERMISSIONS;

/** What every signed-in company member may do: start area, own tasks, profile, infopoint, templates, calendar. */
const MEMBER_PERMISSIONS: readonly Permission[] = [
  P.member.getLoggedInMemberState,
  ...Object.values(P.profile),
  P.elearning.readMemberTasks,
  P.elearning.execute,
  P.elearning.readCertificate,
  P.riskAssessment.readMemberTasks,
  P.riskAssessment.execute,
  P.templates.list,
  P.calendar.show,
  ...Object.values(P.infopoint),
];

/** Reading what support needs; nothing changed, no mail sent on a member's behalf. */
const ADVISOR_PERMISSIONS: readonly Permission[] = [
  P.member.getLoggedInMemberState,
  P.memberList.getList,
  P.memberList.details,
  P.memberDetails.readOrgUnitList,
  P.archiveMember.list,
  P.location.list,
  P.location.detail,
  P.location.readMemberList,
  P.orgUnit.list,
  P.orgUnit.detail,
  P.orgUnit.memberList,
  P.memberGroup.list,
  P.memberGroup.details,
  P.memberGroup.memberList,
  P.clientDetails.read,
  P.elearning.readCatalog,
  P.elearning.readSettings,
  P.elearning.readOrgUnitAssignments,
  P.elearning.readStatistics,
  P.riskAssessment.readCatalogList,
  P.riskAssessment.readSettings,
  P.riskAssessment.readAssignmentList,
  P.riskAssessment.readAssignmentOverviewList,
  P.templates.list,
  P.calendar.show,
  ...Object.values(P.infopoint),
];

/** Only the company owner (super-admin) configures the company and creates super-admins. */
const OWNER_ONLY: readonly Permission[] = [
  P.member.createSuperAdmin,
  P.clientDetails.readConfiguration,
  P.clientDetails.updateConfiguration,
  // Every write in the company, who did it and as whom (support sessions included).
  P.clientDetails.readAuditLog,
  // SCORM packages run their own script on the product's origin (docs/product.md §3).
  P.elearning.uploadPackage,
];

/** Loc-admins administer the locations they are responsible for and those locations' members. */
const LOC_ADMIN_PERMISSIONS: readonly Permission[] = [
  ...MEMBER_PERMISSIONS,
  P.location.list,
  P.location.detail,
  P.location.update,
  P.location.readMemberList,
  P.location.assignMembers,
  P.location.removeMembers,
  P.memberList.getList,
  P.memberList.details,
  P.memberList.update,
  P.memberList.resetPassword,
  P.memberDetails.readOrgUnitList,
  P.memberGroup.list,
  P.memberGroup.details,
  P.memberGroup.memberList,
  P.attention.readOverview,
];

/** Ou-admins administer the org units they are accountable for and those units' members. */
const OU_ADMIN_PERMISSIONS: readonly Permission[] = [
  ...MEMBER_PERMISSIONS,
  P.orgUnit.list,
  P.orgUnit.detail,
  P.orgUnit.update,
  P.orgUnit.memberList,
  P.orgUnit.addMembers,
  P.orgUnit.removeMembers,
  P.memberList.getList,
  P.memberList.details,
  P.memberList.update,
  P.memberList.resetPassword,
  P.memberDetails.readOrgUnitList,
  P.elearning.readCatalog,
  P.elearning.readOrgUnitAssignments,
  P.elearning.readStatistics,
  P.riskAssessment.readAssignmentOverviewList,
  P.riskAssessment.readRiskList,
  P.riskAssessment.readRiskActionList,
  P.attention.readOverview,
];

/** What every member of the licensee's staff may do in the back office. */
const LICENSEE_STAFF_PERMISSIONS: readonly Permission[] = [
  P.licensee.getLoggedInStaffState,
  P.licensee.readClientList,
  P.licensee.enterClient,
  P.licensee.readBranding,
  P.licensee.readCourses,
];

const unique = (list: readonly Permission[]): readonly Permission[] => [...new Set(list)];

/**
 * The role → permission table (docs/product.md §6), enforced by the server and mirrored by the UI.
 * `todo-permission` is not listed here: {@link permissionsForRole} always adds it.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  'super-admin': unique(CLIENT_PERMISSIONS.filter((p) => p !== P.todo)),
  admin: unique(CLIENT_PERMISSIONS.filter((p) => p !== P.todo && !OWNER_ONLY.includes(p))),
  'loc-admin': unique(LOC_ADMIN_PERMISSIONS),
  'ou-admin': unique(OU_ADMIN_PERMISSIONS),
  member: unique(MEMBER_PERMISSIONS),
  user: unique(ADVISOR_PERMISSIONS),
  'licensee-admin': unique([
    ...LICENSEE_STAFF_PERMISSIONS,
    P.licensee.manageClients,
    P.licensee.manageBranding,
    P.licensee.readAuditLog,
    P.licensee.manageCourses,
  ]),
  'licensee-advisor': unique(LICENSEE_STAFF_PERMISSIONS),
};

/** Whether a role is one of the licensee's staff (back office) rather than of a client. */
export function isLicenseeRole(role: Role): role is LicenseeRole {
  return (LICENSEE_ROLES as readonly Role[]).includes(role);
}

/** The permissions a role holds, with `todo-permission` always added (docs/product.md §6). */
export function permissionsForRole(role: Role): Permission[] {
  return [...ROLE_PERMISSIONS[role], P.todo];
}

/**
 * Who may act on whom (docs/roles.md "Who may act on whom"): whether the actor's role may change,
 * archive, reset or reassign an account of the target role. Super-admins act on every role,
 * admins on all but super-admins, loc-admins and ou-admins only on members, advisors and
 * members on nobody. The server enforces it; the UI hides what it would refuse.
 */
export function mayActOn(actor: Role, target: MemberRole): boolean {
  switch (actor) {
    case 'super-admin':
      return true;
    case 'admin':
      return target !== 'super-admin';
    case 'loc-admin':
    case 'ou-admin':
      return target === 'member';
    default:
      return false;
  }
}

/**
 * Whether the role grants scope: adds members from outside to units and locations, makes a
 * unit the default one, changes admins, accountables and responsible members. Scope is
 * granted, never taken: only admins and super-admins do this.
 */
export function grantsScope(role: Role): boolean {
  return role === 'super-admin' || role === 'admin';
}

/** Whether a string names a role. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The role → permission table as Markdown (one row per permission, ✓ per role), for docs/roles.md. */
export function rolePermissionTableMarkdown(): string {
  const header = `| permission | ${ROLES.join(' | ')} |`;
  const rule = `| --- | ${ROLES.map(() => ':-:').join(' | ')} |`;
  const rows = ALL_PERMISSIONS.map(
    (permission) =>
      `| \`${permission}\` | ${ROLES.map((role) => (permissionsForRole(role).includes(permission) ? '✓' : '')).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}
