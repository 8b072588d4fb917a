/**
 * The SQL `POST /api/memberlist/getlist` runs for a super-admin (scope: the whole client),
 * sorted by last name: a copy of listMembers / pageOfMembers / memberSearchCondition in
 * api/src/modules/members/ (queries.ts, sql.ts). The benchmark runs it straight through `pg`
 * as the floor the API is compared with, and checks that both answer the same rows, so a
 * change of the API's SQL shows up as a mismatch rather than as a silently wrong floor.
 */

export interface MemberListQuery {
  page: number;
  perPage: number;
  search?: string;
  /** The members of one location only (the list's location filter). */
  locationUuid?: string;
}

export interface Statement {
  text: string;
  values: unknown[];
}

const ORDER = 'm.last_name_key ASC, m.first_name_key ASC, m.id ASC';
const COLUMNS = `m.id AS uuid, d.first_name AS "firstName", d.last_name AS "lastName", m.status,
  to_char(m.last_login_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastLoginAt", m.email, m.role AS "roleIdentifier", m.username`;

/** "Starts with", lowercased, LIKE wildcards escaped (sql.ts prefixPattern). */
const prefixPattern = (word: string): string => `${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The statements of one request, in the order the API runs them: the count, then the page. */
export function memberListStatements(clientId: string, query: MemberListQuery): Statement[] {
  const values: unknown[] = [clientId];
  const add = (value: unknown): string => `$${values.push(value)}`;
  const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const search =
    words.length === 0
      ? 'TRUE'
      : words
          .map(
            (word) =>
              `m.id IN (SELECT t.member_id FROM member_search_term t WHERE t.client_id = $1 AND t.term LIKE member_name_key(${add(prefixPattern(word))}))`,
          )
          .join(' AND ');
  const atLocation = query.locationUuid
    ? `EXISTS (SELECT 1 FROM location_member f WHERE f.member_id = m.id AND f.location_id = ${add(query.locationUuid)})`
    : 'TRUE';
  const where = ['m.client_id = $1', 'm.archived_at IS NULL', search, atLocation, 'TRUE'].join(' AND ');
  const countValues = [...values];
  const limit = `LIMIT ${add(query.perPage)} OFFSET ${add((query.page - 1) * query.perPage)}`;
  const ids =
    words.length > 0
      ? `WITH hits AS MATERIALIZED (SELECT m.* FROM member m WHERE ${where}) SELECT m.id FROM hits m ORDER BY ${ORDER} ${limit}`
      : `SELECT m.id FROM member m WHERE ${where} ORDER BY ${ORDER} ${limit}`;
  return [
    // Unfiltered, the API sums the tally table (006_member_tally.sql) instead of counting; a
    // location's members it counts once and caches (lib/paging/keyset.ts): the floor counts each time.
    words.length === 0 && !query.locationUuid
      ? { text: 'SELECT coalesce(sum(members), 0)::int AS total FROM client_member_tally WHERE client_id = $1', values: [clientId] }
      : { text: `SELECT count(*)::int AS total FROM member m WHERE ${where}`, values: countValues },
    {
      text: `SELECT ${COLUMNS}
               FROM (${ids}) page
               JOIN member m ON m.id = page.id
               JOIN member_details d ON d.member_id = m.id
              ORDER BY ${ORDER}`,
      values,
    },
  ];
}
