import type { ManagedMember, ProfileOrgUnit, ProfileOrgUnitListRequest } from '@compliance/shared-contracts';
import type { ChangeFeed, Queryable } from '../db';
import type { SessionContext } from '../context';
import { ApiError } from '../errors';
import { assertMayActOn } from './authority';
import { memberInScope, type Scope } from './scope';
import { CLIENT, clientRows, containsPattern, joinSql, orderBy, prefixPattern, sql, sqlIdentifier, type Sql, type ClientRef } from './sql';
import {
  cachedRowCount,
  cachedSearchHits,
  countStatement,
  keysetStart,
  keysetStartWithNulls,
  limitOffset,
  membersChanged,
  membershipsChanged,
  pageOfRows,
  pageOffset,
  preparedUnlessValuesMatter,
  type KeysetList,
  type PageCount,
  type PageStart,
  type RowList,
} from './paging';

// What every module that shows or acts on members shares: the member search and sort keys, the
// one pager of member tables, and finding the members a write names.

/** At most this many words of a search count; more would only slow the query. */
const MAX_SEARCH_WORDS = 5;

/**
 * The member search of every member table: each word must start a word of the first or last
 * name, or start the username or e-mail (case-insensitive; umlauts match their base letter
 * too), so "anna mül" finds Anna Müller and "tester eins" finds the last name "Tester Eins".
 * The words are looked up among the members' search terms (010_member_search_terms.sql), whose
 * btree answers a prefix for one client without reading the client's other members. `m` is the
 * member alias, as in every member query.
 */
export function memberSearchCondition(search: string | undefined): Sql {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return sql`TRUE`;
  // The planner folds member_name_key of the bound pattern to a constant, so the terms' index serves the prefix.
  const matching = words.map(
    (word) =>
      sql`SELECT t.member_id FROM member_search_term t WHERE t.client_id = ${CLIENT} AND t.term LIKE member_name_key(${prefixPattern(word)})`,
  );
  // The matches as one array the member rows are looked up by. As a semi-join the planner, which
  // guesses three times the members a prefix matches (each member has several terms), read all
  // of the client's members instead, more than twice as slow among 100,000 (bench:company's search).
  return sql`m.id = ANY (ARRAY(${joinSql(matching, sql` INTERSECT `)}))`;
}

/** Members sort keys per table column of a member table (alias `m`); the id breaks ties so pages never overlap. */
export const MEMBER_ORDER = {
  lastName: [sql`m.last_name_key`, sql`m.first_name_key`, sql`m.id`],
  firstName: [sql`m.first_name_key`, sql`m.last_name_key`, sql`m.id`],
  email: [sql`lower(m.email)`, sql`m.id`],
  username: [sql`lower(m.username)`, sql`m.id`],
  roleIdentifier: [sql`m.role`, sql`m.last_name_key`, sql`m.id`],
  status: [sql`m.status`, sql`m.last_name_key`, sql`m.id`],
  lastLoginAt: [sql`m.last_login_at`, sql`m.id`],
  archivedAt: [sql`m.archived_at`, sql`m.id`],
} as const satisfies Record<string, readonly Sql[]>;
export type MemberSortColumn = keyof typeof MEMBER_ORDER;

/**
 * The orders whose deep pages may start at a keyset and whose searches' hits are cached
 * (lib/paging/keyset.ts): those whose keys the member triggers notify (031, 034). A sign-in
 * moves its member in the last-login order without a notification, as notifying it would end
 * every cached list of the client at each sign-in: that order walks from the first row.
 */
const KEYSET_MEMBER_ORDERS: ReadonlySet<MemberSortColumn> = new Set([
  'lastName',
  'firstName',
  'email',
  'username',
  'roleIdentifier',
  'status',
  'archivedAt',
]);

/** The orders whose first key may be null (a member without e-mail; one not archived): their lists start in two parts. */
const NULLABLE_FIRST_KEY_ORDERS: ReadonlySet<MemberSortColumn> = new Set(['email', 'archivedAt']);

/**
 * What picks a member page's rows: cached search hits, or where the walk in the sort order starts
 * (among the search's matches, or along the list from a keyset or its first row).
 */
type MemberPageRows = { kind: 'hits'; ids: readonly string[]; hits: number } | { kind: 'search' | 'keyset'; start: PageStart };

/** The query of a member page, as {@link pageOfMembers} takes it. */
interface MemberPageQuery {
  where: Sql;
  searching: boolean;
  sortBy: MemberSortColumn;
  direction: 'asc' | 'desc';
  page: { page: number; perPage: number };
  columns: Sql;
  /**
   * When `where` is "the client's not-archived members" narrowed only by role or status: those
   * conditions on the tally table `t` (006_member_tally.sql), whose rows sum to the total.
   */
  tally?: readonly Sql[];
  /**
   * When `where` is a condition on member rows and the search (the member triggers of 031 and
   * 034 notify their changes), and with `linked` on their memberships too: the feed whose
   * notifications end what the instance caches of the list, so a deep page of a notified order
   * starts at a keyset, a search's next page is read from its cached hits, and a list without a
   * tally caches its count.
   */
  changes?: ChangeFeed;
  /**
   * Whether `where` also asks the link tables: an org unit's, location's or group's members,
   * or a scoped admin's (039 notifies their changes).
   */
  linked?: boolean;
}

/**
 * Which rows the page holds: a search's cached hits name them; otherwise the page is walked to in
 * the sort order, from the nearest cached keyset when the list has them, else from its first row.
 */
async function memberPageRows(
  db: Queryable,
  client: ClientRef,
  query: MemberPageQuery,
  list: KeysetList,
  changes: ChangeFeed | undefined,
): Promise<MemberPageRows> {
  const offset = pageOffset(query.page);
  if (query.searching) {
    const hits = changes ? await cachedSearchHits(db, changes, client, list) : null;
    if (hits) return { kind: 'hits', ids: hits.slice(offset, offset + query.page.perPage), hits: hits.length };
    return { kind: 'search', start: { after: sql`TRUE`, offset } };
  }
  const start = !changes
    ? { after: sql`TRUE`, offset }
    : NULLABLE_FIRST_KEY_ORDERS.has(query.sortBy)
      ? await keysetStartWithNulls(db, changes, client, list, offset, query.page.perPage)
      : await keysetStart(db, changes, client, list, offset);
  return { kind: 'keyset', start };
}

/**
 * How the page counts its list: by its cached hits; from the tally table when the list is the
 * client's members by role or status; cached like its keysets when the list has them (linked
 * members, the archive); else by counting its rows (a search's matches, or the list's).
 */
async function memberPageCount(
  db: Queryable,
  client: ClientRef,
  query: MemberPageQuery,
  list: KeysetList,
  changes: ChangeFeed | undefined,
  page: MemberPageRows,
  matches: Sql,
): Promise<PageCount> {
  if (page.kind === 'hits') return { kind: 'hits', hits: page.hits };
  if (query.tally) {
    const conditions = joinSql([sql`t.client_id = ${CLIENT}`, ...query.tally], sql` AND `);
    return { kind: 'tally', sum: sql`SELECT coalesce(sum(t.members), 0)::int FROM client_member_tally t WHERE ${conditions}` };
  }
  if (page.kind === 'search') return { kind: 'scan', count: sql`SELECT count(*)::int FROM hits` };
  if (changes) return { kind: 'cached', rows: await cachedRowCount(db, changes, client, list) };
  return { kind: 'scan', count: sql`SELECT count(*)::int FROM (${matches}) m` };
}

/** The statement's first part: the page's member ids (and, for a search, its matches as `hits`). */
function memberPageIds(page: MemberPageRows, query: MemberPageQuery, order: Sql, matches: Sql): Sql {
  if (page.kind === 'hits')
    return sql`page AS (SELECT m.id FROM member m WHERE m.client_id = ${CLIENT} AND m.id = ANY (${page.ids}::uuid[]))`;
  const limit = limitOffset(query.page.perPage, page.start.offset);
  return page.kind === 'search'
    ? sql`hits AS MATERIALIZED (${matches}), page AS (SELECT m.id FROM hits m ORDER BY ${order} ${limit})`
    : sql`page AS (SELECT m.id FROM member m WHERE ${query.where} AND ${page.start.after} ORDER BY ${order} ${limit})`;
}

/**
 * One page of a member table with its total, in one statement. The ids of the page come first
 * (the sort index walks only member rows), then names and details for just those rows; each row
 * carries the total. With a search, the matches are collected once (a bitmap over the prefix
 * indexes), then both sorted and counted, instead of walking the whole sort index or searching
 * twice. An empty page has no row to carry the total: only then is it asked for alone.
 */
export async function pageOfMembers<Row>(
  db: Queryable,
  client: ClientRef,
  query: MemberPageQuery,
): Promise<{ items: Row[]; total: number }> {
  const sortKeys = MEMBER_ORDER[query.sortBy];
  const order = orderBy(sortKeys, query.direction);
  const changes = KEYSET_MEMBER_ORDERS.has(query.sortBy) ? query.changes : undefined;
  const tags = query.linked ? [membersChanged(client), membershipsChanged(client)] : [membersChanged(client)];
  const list: KeysetList = {
    from: sql`member m`,
    where: query.where,
    order: sortKeys,
    direction: query.direction,
    tags,
  };
  const matches = sql`SELECT m.* FROM member m WHERE ${query.where}`;
  const page = await memberPageRows(db, client, query, list, changes);
  if (page.kind === 'hits' && page.ids.length === 0) return { items: [], total: page.hits };
  const total = countStatement(await memberPageCount(db, client, query, list, changes, page, matches));
  const ids = memberPageIds(page, query, order, matches);
  const statement = sql`WITH ${ids}
        SELECT ${query.columns}, (${total}) AS page_total
          FROM page
          JOIN member m ON m.id = page.id
          JOIN member_details d ON d.member_id = m.id
         ORDER BY ${order}`;
  // A page of cached hits is read by its members' ids, whatever they are. A keyset's keys only
  // say where the walk along the sort index starts: they are not among what picks the rows.
  const items = await clientRows<Row & { page_total?: number }>(
    db,
    client,
    page.kind === 'hits' ? statement.prepare() : preparedUnlessValuesMatter(statement, query.where, page.start.offset),
  );
  const carried = items[0]?.page_total;
  if (carried !== undefined) {
    for (const item of items) delete item.page_total;
    return { items, total: carried };
  }
  const [alone] = await clientRows<{ total: number }>(db, client, sql`WITH hits AS (${matches}) SELECT (${total}) AS total`);
  return { items, total: alone?.total ?? 0 };
}

/** The state of a member the write endpoints decide on. */
export interface MemberState {
  id: string;
  role: ManagedMember['roleIdentifier'];
  status: ManagedMember['status'];
  archived: boolean;
  email: string | null;
  username: string;
}

/**
 * The members named by `ids`, each in the session's client and within the scope; any other
 * (another client's, out of scope, unknown) answers 404 `Member.NotFound`.
 */
export async function findMembers(db: Queryable, client: ClientRef, scope: Scope, ids: readonly string[]): Promise<MemberState[]> {
  const unique = [...new Set(ids)];
  const rows = await clientRows<MemberState>(
    db,
    client,
    sql`SELECT m.id, m.role, m.status, m.archived_at IS NOT NULL AS archived, m.email, m.username
          FROM member m WHERE m.client_id = ${CLIENT} AND m.id = ANY(${unique}::uuid[]) AND ${memberInScope(scope)}`.prepare(),
  );
  if (rows.length !== unique.length) throw new ApiError(404, 'Member.NotFound');
  return rows;
}

/** {@link findMembers} for one member. */
export async function findMember(db: Queryable, client: ClientRef, scope: Scope, id: string): Promise<MemberState> {
  const [member] = await findMembers(db, client, scope, [id]);
  return member!;
}

/**
 * {@link findMembers} for a write: also refuses (403 `Member.OutOfReach`) when the session may
 * not act on one of them (docs/roles.md "Who may act on whom").
 */
export async function findMembersToActOn(
  db: Queryable,
  session: ClientRef & Pick<SessionContext, 'role'>,
  scope: Scope,
  ids: readonly string[],
): Promise<MemberState[]> {
  const members = await findMembers(db, session, scope, ids);
  assertMayActOn(
    session,
    members.map((member) => member.role),
  );
  return members;
}

/** {@link findMembersToActOn} for one member. */
export async function findMemberToActOn(
  db: Queryable,
  session: ClientRef & Pick<SessionContext, 'role'>,
  scope: Scope,
  id: string,
): Promise<MemberState> {
  const [member] = await findMembersToActOn(db, session, scope, [id]);
  return member!;
}

/** The org units a member belongs to; names sort case-insensitively, the id breaks ties so pages never overlap. */
const MEMBER_ORG_UNITS: RowList<NonNullable<ProfileOrgUnitListRequest['sortBy']>, ProfileOrgUnit> = {
  columns: sql`o.id AS uuid, o.identifier AS "orgUnitIdentifier", o.name AS "orgUnitName", o.is_root AS "isRoot", o.is_default AS "isDefault"`,
  from: sql`org_unit_member om JOIN org_unit o ON o.id = om.org_unit_id`,
  order: { orgUnitName: [sql`lower(o.name)`, sql`o.id`], orgUnitIdentifier: [sql`o.identifier`, sql`o.id`] },
  defaultSort: 'orgUnitName',
};

/** One page of the org units the member belongs to, sorted, filtered and counted in SQL. */
export function listMemberOrgUnits(
  db: Queryable,
  client: ClientRef,
  memberId: string,
  request: ProfileOrgUnitListRequest,
): Promise<{ items: ProfileOrgUnit[]; total: number }> {
  const conditions = [sql`o.client_id = ${CLIENT}`, sql`om.member_id = ${memberId}`];
  const search = typeof request.filter.search === 'string' ? request.filter.search.trim() : '';
  if (search !== '') {
    const pattern = containsPattern(search);
    conditions.push(sql`(o.name ILIKE ${pattern} OR o.identifier ILIKE ${pattern})`);
  }
  return pageOfRows(db, client, MEMBER_ORG_UNITS, conditions, request);
}

/** Members of a people table (accountables, admins, responsibles) as JSON references, by name. */
export const memberReferences = (table: string, entityColumn: string, alias: string, extra: Sql = sql``): Sql =>
  sql`coalesce((SELECT json_agg(json_build_object('uuid', rm.id, 'firstName', rd.first_name, 'lastName', rd.last_name) ORDER BY rm.last_name_key, rm.first_name_key, rm.id)
                  FROM ${sqlIdentifier(table)} r JOIN member rm ON rm.id = r.member_id JOIN member_details rd ON rd.member_id = rm.id
                 WHERE r.${sqlIdentifier(entityColumn)} = ${sqlIdentifier(alias)}.id ${extra}), '[]'::json)`;
