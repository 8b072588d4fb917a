// The audit log's values (docs/areas/audit-log.md), shared by the server's filter and the pages
// that name an entry's area.

/** The product's areas an audited action belongs to, as the log's area filter offers them. */
export const AUDIT_AREAS = ['account', 'company', 'elearnings', 'riskAssessments', 'templates', 'backOffice'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** Which actions make up an area: whole families by prefix ('member.'), single actions by name. */
export interface AuditAreaActions {
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

/** Entries an audit log page holds. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** An entry's time as the log writes it: UTC, to the microsecond (so no two entries' cursors fall together). */
const AUDIT_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The entry a page continues after: its time and uuid. */
export interface AuditLogPosition {
  at: string;
  uuid: string;
}

/** The cursor of the page after `entry`: opaque to the browser, which sends it back as it came. */
export const auditLogCursorOf = (entry: AuditLogPosition): string => `${entry.at}_${entry.uuid}`;

/**
 * The position a cursor names; undefined for text no page answered (a time that is not a real
 * instant, such as 30 February, included: it must read back as written).
 */
export function parseAuditLogCursor(cursor: string): AuditLogPosition | undefined {
  const [at = '', uuid = '', ...rest] = cursor.split('_');
  if (rest.length > 0 || !AUDIT_TIME_PATTERN.test(at) || !UUID_PATTERN.test(uuid)) return undefined;
  const time = new Date(at);
  if (Number.isNaN(time.getTime()) || time.toISOString().slice(0, 23) !== at.slice(0, 23)) return undefined;
  return { at, uuid };
}
