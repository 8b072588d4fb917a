import { AUDIT_AREAS, type AuditArea } from '@compliance/shared-contracts';

// Which audited actions make up each area of the log's filter (docs/areas/audit-log.md): the
// server's alone, so the browser's bundles (the sign-in page's included) do not carry the table.

/** Which actions make up an area: whole families by prefix ('member.'), single actions by name. */
interface AuditAreaActions {
  prefixes: readonly string[];
  actions: readonly string[];
}

/**
 * The actions of each area. `client.update-details` and `…-configuration` are the company's own
 * settings; the client's other writes (create, bookings, flags, deactivation) are the back office's.
 */
export const AUDIT_AREA_ACTIONS: Readonly<Record<AuditArea, AuditAreaActions>> = {
  account: { prefixes: ['auth.', 'password.', 'password-reset-token.', 'username.', 'profile.'], actions: [] },
  company: {
    prefixes: ['member.', 'member-import.', 'location.', 'org_unit.', 'member_group.'],
    actions: ['client.update-details', 'client.update-configuration'],
  },
  elearnings: { prefixes: ['elearning.'], actions: [] },
  riskAssessments: { prefixes: ['risk-assessment.'], actions: [] },
  templates: { prefixes: ['templates.'], actions: [] },
  backOffice: { prefixes: ['licensee.', 'client.'], actions: [] },
};

/** The area of an audited action; an action of no known family counts as the company's. */
export function auditAreaOf(action: string): AuditArea {
  const byName = AUDIT_AREAS.find((area) => AUDIT_AREA_ACTIONS[area].actions.includes(action));
  if (byName) return byName;
  return AUDIT_AREAS.find((area) => AUDIT_AREA_ACTIONS[area].prefixes.some((prefix) => action.startsWith(prefix))) ?? 'company';
}

/**
 * What a write of the back office leaves in the log of each client it reached (a course offered,
 * withdrawn, or given a new version), so the client's owner reads it; the licensee's own log
 * holds the write itself once, not a copy per client.
 */
export const CLIENT_NOTICE_ACTIONS: readonly string[] = [
  'elearning.licensee-course-offered',
  'elearning.licensee-course-withdrawn',
  'elearning.licensee-course-new-version',
];

/** Actions the staff take in the back office though their area is another: their sign-in, and the catalog's courses. */
const BACK_OFFICE_ACTIONS: ReadonlySet<string> = new Set([
  'auth.licensee-login',
  'elearning.add-licensee-course',
  'elearning.replace-licensee-package',
  'elearning.update-licensee-course',
  'elearning.offer-licensee-course',
  ...CLIENT_NOTICE_ACTIONS,
]);

/** Whether a staff member's entry of `area` (auditAreaOf's) was written in the back office, not in a client as its support. */
export const isBackOfficeAction = (action: string, area: AuditArea): boolean => area === 'backOffice' || BACK_OFFICE_ACTIONS.has(action);
