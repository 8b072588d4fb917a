import type { MemberListRequest } from '@compliance/shared-contracts';
import type { Database } from '../../db';
import { listMembers } from '../../modules/members/queries';
import { checkedOnBothAfterEachChange, withBulkMembers } from '../../test/member-lists';
import { cachedSearchHits } from './search-hit-cache';
import { MEMBER_ORDER, memberSearchCondition, pageOfMembers, type MemberSortColumn } from '../members';
import { membersChanged } from './keyset';
import { CLIENT, joinSql, sql } from '../sql';

// A search's next page is read from its cached hits, and must hold exactly the rows the search
// itself finds, before and after a member joins, leaves, moves or changes a term, on every instance.

const MEMBERS = 600;
const bulk = withBulkMembers(MEMBERS);

interface SearchPage {
  search: string;
  sortBy: MemberSortColumn;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  role?: 'admin' | 'member';
}

/** The page as the search itself finds it, read from the database every time: the reference. */
async function searched(on: Database, { search, sortBy, direction, page, perPage, role }: SearchPage) {
  const where = [sql`m.client_id = ${CLIENT}`, sql`m.archived_at IS NULL`, memberSearchCondition(search)];
  if (role) where.push(sql`m.role = ${role}`);
  const { items, total } = await pageOfMembers<{ uuid: string }>(
    on,
    { clientId: bulk.clientId },
    {
      where: joinSql(where, sql` AND `),
      searching: true,
      sortBy,
      direction,
      page: { page, perPage },
      columns: sql`m.id AS uuid`,
    },
  );
  return { ids: items.map((item) => item.uuid), total };
}

/** The page as the member list answers it. */
async function listed(on: Database, { search, sortBy, direction, page, perPage, role }: SearchPage) {
  const request = { page, perPage, sortBy, sortDirection: direction, filter: { search, ...(role ? { role } : {}) } } as MemberListRequest;
  const { items, total } = await listMembers(on, { clientId: bulk.clientId }, { kind: 'client' }, request);
  return { ids: items.map((item) => item.uuid), total };
}

test('pages of a cached search hold the rows and total the search finds, in every cached order, both directions and with a filter', async () => {
  const searches = ['bulk', 'last 1', 'first 3'];
  for (const search of searches)
    for (const sortBy of ['lastName', 'firstName', 'username', 'roleIdentifier', 'status'] as const)
      for (const direction of ['asc', 'desc'] as const)
        for (const [page, perPage] of [
          [1, 25],
          [2, 25],
          [7, 25],
          [3, 100],
          [40, 25],
        ] as const) {
          const query = { search, sortBy, direction, page, perPage };
          // Twice: the first read caches the hits, the second is answered from them.
          for (const _read of [1, 2])
            expect({ ...query, ...(await listed(bulk.db, query)) }).toEqual({ ...query, ...(await searched(bulk.db, query)) });
        }
  const filtered: SearchPage = { search: 'last', sortBy: 'lastName', direction: 'asc', page: 3, perPage: 25, role: 'admin' };
  expect(await listed(bulk.db, filtered)).toEqual(await searched(bulk.db, filtered));
});

test('a search with more hits than can be cached is not cached, and still answers every page', async () => {
  const list = {
    from: sql`member m`,
    where: sql`m.client_id = ${CLIENT} AND m.archived_at IS NULL AND ${memberSearchCondition('bulk')}`,
    order: MEMBER_ORDER.lastName,
    direction: 'asc' as const,
    tags: [membersChanged({ clientId: bulk.clientId })],
  };
  const hits = await cachedSearchHits(bulk.db, bulk.db.changes, { clientId: bulk.clientId }, list);
  expect(hits).toHaveLength(MEMBERS);
  expect(hits?.slice(50, 75)).toEqual(
    (await searched(bulk.db, { search: 'bulk', sortBy: 'lastName', direction: 'asc', page: 3, perPage: 25 })).ids,
  );
  expect(await cachedSearchHits(bulk.db, bulk.db.changes, { clientId: bulk.clientId }, list, MEMBERS - 1)).toBeNull();
});

test('a member who joins, leaves, moves or changes a matching term ends the cached hits, here and on another instance', async () => {
  const pages: SearchPage[] = [
    { search: 'last 2', sortBy: 'lastName', direction: 'asc', page: 2, perPage: 25 },
    { search: 'zed', sortBy: 'username', direction: 'asc', page: 1, perPage: 25 },
  ];
  const changes: string[] = [
    // joins, matching both searches
    `WITH made AS (INSERT INTO member (client_id, username, role) VALUES ($1, 'zed.first', 'member') RETURNING id)
     INSERT INTO member_details (member_id, first_name, last_name) SELECT id, 'Aaron', 'Last 2' FROM made`,
    // a rename moves a member into 'last 2'
    `UPDATE member_details SET last_name = 'Last 2b' WHERE member_id = (SELECT id FROM member WHERE client_id = $1 AND username = 'bulk.39')`,
    // a new e-mail address makes a member match 'zed'
    `UPDATE member SET email = 'zed@example.org' WHERE client_id = $1 AND username = 'bulk.5'`,
    // a new username too
    `UPDATE member SET username = 'zed.renamed' WHERE client_id = $1 AND username = 'bulk.6'`,
    // archiving and deleting take members out
    `UPDATE member SET archived_at = now() WHERE client_id = $1 AND username = 'bulk.42'`,
    `DELETE FROM member WHERE client_id = $1 AND username = 'bulk.82'`,
  ];
  await checkedOnBothAfterEachChange(bulk, changes, async (on) => {
    for (const page of pages) expect(await listed(on, page)).toEqual(await searched(bulk.db, page));
  });
});
