import type { MemberListRequest } from '@compliance/shared-contracts';
import type { Database } from '../db';
import { listMembers } from '../modules/members/queries';
import { checkedOnBothAfterEachChange, withBulkMembers } from '../test/member-lists';
import { BOOKMARK_EVERY } from './page-bookmarks';

// Deep pages of the member list start at a bookmark (every 500th row's sort keys) and must hold
// exactly the rows an OFFSET walk finds, before and after the list changes, on every instance.

const MEMBERS = 1_300;
const bulk = withBulkMembers(MEMBERS);

type Order = NonNullable<MemberListRequest['sortBy']>;
const ORDER_SQL: Partial<Record<Order, string>> = {
  lastName: 'm.last_name_key, m.first_name_key, m.id',
  firstName: 'm.first_name_key, m.last_name_key, m.id',
  username: 'lower(m.username), m.id',
  roleIdentifier: 'm.role, m.last_name_key, m.id',
};

interface PageQuery {
  sortBy: Order;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  role?: string;
}

/** The page as an OFFSET walk finds it: the reference. */
async function walked(on: Database, { sortBy, direction, page, perPage, role }: PageQuery): Promise<string[]> {
  const order = ORDER_SQL[sortBy]!.split(', ')
    .map((key) => `${key} ${direction}`)
    .join(', ');
  const rows = await on.query<{ id: string }>(
    `SELECT m.id FROM member m WHERE m.client_id = $1 AND m.archived_at IS NULL AND ($2::text IS NULL OR m.role = $2)
      ORDER BY ${order} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    [bulk.clientId, role ?? null],
  );
  return rows.map((row) => row.id);
}

/** The page as the member list answers it. */
async function listed(on: Database, { sortBy, direction, page, perPage, role }: PageQuery): Promise<string[]> {
  const request = { page, perPage, sortBy, sortDirection: direction, filter: role ? { role } : {} } as MemberListRequest;
  const { items } = await listMembers(on, { clientId: bulk.clientId }, { kind: 'client' }, request);
  return items.map((item) => item.uuid);
}

/** Pages around and beyond the bookmarks (rows 500 and 1,000), with 25 and 100 to a page. */
const PAGES: Array<[page: number, perPage: number]> = [
  [20, 25],
  [21, 25],
  [22, 25],
  [40, 25],
  [41, 25],
  [53, 25],
  [5, 100],
  [6, 100],
  [11, 100],
  [14, 100],
];

test('deep pages hold the rows an OFFSET walk finds, in every kept order, both directions and with a filter', async () => {
  expect(BOOKMARK_EVERY).toBeLessThan(MEMBERS);
  for (const sortBy of Object.keys(ORDER_SQL) as Order[])
    for (const direction of ['asc', 'desc'] as const)
      for (const [page, perPage] of PAGES) {
        const query = { sortBy, direction, page, perPage };
        expect({ ...query, ids: await listed(bulk.db, query) }).toEqual({ ...query, ids: await walked(bulk.db, query) });
      }
  // Beyond the end: no rows, and the total still answered.
  expect(await listed(bulk.db, { sortBy: 'lastName', direction: 'asc', page: 60, perPage: 25 })).toEqual([]);
  const filtered: PageQuery = { sortBy: 'lastName', direction: 'asc', page: 22, perPage: 25, role: 'member' };
  expect(await listed(bulk.db, filtered)).toEqual(await walked(bulk.db, filtered));
});

test('a member who joins, moves or leaves ends the bookmarks: the next deep page already counts them, here and on another instance', async () => {
  const page41: PageQuery = { sortBy: 'lastName', direction: 'asc', page: 41, perPage: 25 };
  const changes: string[] = [
    // joins first in the order: every deep row moves one on
    `WITH made AS (INSERT INTO member (client_id, username, role) VALUES ($1, 'aaa.first', 'member') RETURNING id)
     INSERT INTO member_details (member_id, first_name, last_name) SELECT id, 'Aaron', 'Aal' FROM made`,
    // a rename moves a member from the end to the front
    `UPDATE member_details SET last_name = 'Aab' WHERE member_id = (SELECT id FROM member WHERE client_id = $1 AND username = 'bulk.39')`,
    // archiving takes one out
    `UPDATE member SET archived_at = now() WHERE client_id = $1 AND username = 'bulk.40'`,
    `DELETE FROM member WHERE client_id = $1 AND username = 'bulk.80'`,
  ];
  await checkedOnBothAfterEachChange(bulk, changes, async (on) => expect(await listed(on, page41)).toEqual(await walked(bulk.db, page41)));
});
