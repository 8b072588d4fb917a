// The audit log's cursor (keyset pagination): the last entry's time, UTC to the microsecond, and
// its uuid, as `{time}_{uuid}` (the read-audit-log contracts check the form).

/** The entry a page continues after: its time and uuid. */
export interface AuditLogPosition {
  at: string;
  uuid: string;
}

/** The cursor of the page after `entry`: opaque to the browser, which sends it back as it came. */
export const auditLogCursorOf = (entry: AuditLogPosition): string => `${entry.at}_${entry.uuid}`;

/**
 * The position a cursor of the contract's pattern names; undefined when its time is no real
 * instant (30 February): such a time does not read back as written.
 */
export function parseAuditLogCursor(cursor: string): AuditLogPosition | undefined {
  const [at = '', uuid = ''] = cursor.split('_');
  const time = new Date(at);
  if (Number.isNaN(time.getTime()) || time.toISOString().slice(0, 23) !== at.slice(0, 23)) return undefined;
  return { at, uuid };
}
