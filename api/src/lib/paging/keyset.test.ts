import type { ArchivedMemberListRequest, MemberListRequest } from '@compliance/shared-contracts';
import type { Database } from '../../db';
import { listArchivedMembers, listMembers } from '../../modules/members/queries';
import type { Scope } from '../scope';
import { checkedOnBothAfterEachChange, withBulkMembers } from '../../test/member-lists';
import type { MemberSortColumn } from '../members';
import { KEYSET_EVERY, membershipsChanged } from './keyset';

// Deep pages of the member list start at a keyset (every 100th row's sort keys) and must hold
// exactly the rows an OFFSET walk finds, before and after the list changes, on every instance.

const MEMBERS = 1_300;
const bulk = withBulkMembers(MEMBERS);

type Order = NonNullable<MemberListRequest['sortBy']>;
const ORDER_SQL: Partial<Record<MemberSortColumn, string>> = {
  lastName: 'm.last_name_key, m.first_name_key, m.id',
  firstName: 'm.first_name_key, m.last_name_key, m.id',
  username: 'lower(m.username), m.id',
  roleIdentifier: 'm.role, m.last_name_key, m.id',
  // Nullable first keys: members without e-mail; archive dates (in the archive's list).
  email: 'lower(m.email), m.id',
  archivedAt: 'm.archived_at, m.id',
};

interface PageQuery {
  sortBy: Order;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  role?: string;
}

/** The ORDER BY of a sort column in a direction, as the reference writes it. */
const orderSql = (sortBy: MemberSortColumn, direction: 'asc' | 'desc'): string =>
  ORDER_SQL[sortBy]!.split(', ')
    .map((key) => `${key} ${direction}`)
    .join(', ');

/** A page of 25 of the rows `from` (its SQL from FROM on, with `params`) as an OFFSET walk finds it, and how many they are. */
async function walkedWithTotal(
  from: string,
  params: readonly unknown[],
  order: string,
  page: number,
): Promise<{ ids: string[]; total: number }> {
  const rows = await bulk.db.query<{ id: string }>(`SELECT m.id ${from} ORDER BY ${order} LIMIT 25 OFFSET ${(page - 1) * 25}`, params);
  const [counted] = await bulk.db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  return { ids: rows.map((row) => row.id), total: counted!.total };
}

/** The page as an OFFSET walk finds it: the reference. */
async function walked(on: Database, { sortBy, direction, page, perPage, role }: PageQuery): Promise<string[]> {
  const order = orderSql(sortBy, direction);
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

/** Pages around and beyond the keysets (every 100 rows), with 25 and 100 to a page. */
const PAGES: Array<[page: number, perPage: number]> = [
  [4, 25],
  [5, 25],
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

test('deep pages hold the rows an OFFSET walk finds, in every cached order, both directions and with a filter', async () => {
  expect(KEYSET_EVERY * 10).toBeLessThan(MEMBERS);
  for (const sortBy of ['lastName', 'firstName', 'username', 'roleIdentifier', 'email'] as const)
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

test('a member who joins, moves or leaves ends the keysets: the next deep page already counts them, here and on another instance', async () => {
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

describe('lists that follow the link tables: a location filter and a loc-admin (039)', () => {
  // Two of every three bulk members work at the bulk site (867 of 1,300: pages past the 4th of 25
  // start at a keyset); its loc-admin sees just them.
  let siteId = '';
  let locAdminId = '';

  beforeAll(async () => {
    const { db, clientId } = bulk;
    const [site] = await db.query<{ id: string }>(
      `INSERT INTO location (client_id, identifier, name, location_type) VALUES ($1, 'bulk-site', 'Bulk site', 'branch') RETURNING id`,
      [clientId],
    );
    siteId = site!.id;
    await db.query(
      `INSERT INTO location_member (location_id, member_id) SELECT $2, id FROM member
        WHERE client_id = $1 AND username LIKE 'bulk.%' AND split_part(username, '.', 2)::int % 3 <> 0`,
      [clientId, siteId],
    );
    const [admin] = await db.query<{ id: string }>(
      `INSERT INTO member (client_id, username, role) VALUES ($1, 'bulk.site.admin', 'loc-admin') RETURNING id`,
      [clientId],
    );
    locAdminId = admin!.id;
    await db.query(`INSERT INTO member_details (member_id, first_name, last_name) VALUES ($1, 'Site', 'Admin')`, [locAdminId]);
    await db.query(`INSERT INTO location_responsible (location_id, member_id) VALUES ($1, $2)`, [siteId, locAdminId]);
  });

  /** A page of the site's active members by last name, as an OFFSET walk finds it, and how many they are. */
  const walkedAtSite = (page: number, direction: 'asc' | 'desc') =>
    walkedWithTotal(
      `FROM member m WHERE m.client_id = $1 AND m.archived_at IS NULL
        AND EXISTS (SELECT 1 FROM location_member f WHERE f.member_id = m.id AND f.location_id = $2)`,
      [bulk.clientId, siteId],
      orderSql('lastName', direction),
      page,
    );
  const listedAs = async (
    on: Database,
    scope: Scope,
    page: number,
    direction: 'asc' | 'desc',
    filter: MemberListRequest['filter'] = {},
  ) => {
    const request = { page, perPage: 25, sortBy: 'lastName', sortDirection: direction, filter } as MemberListRequest;
    const { items, total } = await listMembers(on, { clientId: bulk.clientId }, scope, request);
    return { ids: items.map((item) => item.uuid), total };
  };
  const byLocationFilter = (on: Database, page: number, direction: 'asc' | 'desc') =>
    listedAs(on, { kind: 'client' }, page, direction, { locationUuid: siteId });
  const asLocAdmin = (on: Database, page: number, direction: 'asc' | 'desc') =>
    listedAs(on, { kind: 'locations', memberId: locAdminId }, page, direction);

  test('deep pages of the filtered and the scoped list hold the rows an OFFSET walk finds, and their count', async () => {
    for (const direction of ['asc', 'desc'] as const)
      for (const page of [1, 4, 5, 8, 9, 21, 35]) {
        const walked = { direction, page, ...(await walkedAtSite(page, direction)) };
        expect({ direction, page, ...(await byLocationFilter(bulk.db, page, direction)) }).toEqual(walked);
        expect({ direction, page, ...(await asLocAdmin(bulk.db, page, direction)) }).toEqual(walked);
      }
  });

  test('a member who joins or leaves the site, or the admin who loses it, ends the keysets and count here and on another instance', async () => {
    const page21 = async (on: Database) => {
      const walked = await walkedAtSite(21, 'asc');
      expect(await byLocationFilter(on, 21, 'asc')).toEqual(walked);
      const responsible = await bulk.db.query('SELECT 1 FROM location_responsible WHERE member_id = $1', [locAdminId]);
      expect(await asLocAdmin(on, 21, 'asc')).toEqual(responsible.length > 0 ? walked : { ids: [], total: 0 });
    };
    const changes = [
      // a member near the front of the order (Last 0) joins the site: every deep row moves one on
      `INSERT INTO location_member (location_id, member_id) SELECT '${siteId}', id FROM member WHERE client_id = $1 AND username = 'bulk.120'`,
      `DELETE FROM location_member WHERE location_id = '${siteId}' AND member_id = (SELECT id FROM member WHERE client_id = $1 AND username = 'bulk.40')`,
      `DELETE FROM location_responsible WHERE member_id = (SELECT id FROM member WHERE client_id = $1 AND username = 'bulk.site.admin')`,
    ];
    await checkedOnBothAfterEachChange(bulk, changes, page21, membershipsChanged({ clientId: bulk.clientId }));
  });
});

describe('the archive, by archive date and by name', () => {
  // 520 of the bulk members archived on 17 different days (ties broken by the id): pages past the
  // 4th of 25 start at a keyset.
  beforeAll(async () => {
    await bulk.db.query(
      `UPDATE member SET archived_at = timestamptz '2026-01-01' + (split_part(username, '.', 2)::int % 17) * interval '1 day'
        WHERE client_id = $1 AND username ~ '^bulk[.][0-9]+$' AND split_part(username, '.', 2)::int % 5 IN (1, 3)`,
      [bulk.clientId],
    );
  });

  type ArchiveOrder = 'archivedAt' | 'lastName' | 'email';
  /** A page of the archive as an OFFSET walk finds it, and how many it holds. */
  const walkedArchive = (sortBy: ArchiveOrder, direction: 'asc' | 'desc', page: number) =>
    walkedWithTotal(
      'FROM member m WHERE m.client_id = $1 AND m.archived_at IS NOT NULL',
      [bulk.clientId],
      orderSql(sortBy, direction),
      page,
    );
  const listedArchive = async (on: Database, sortBy: ArchiveOrder, direction: 'asc' | 'desc', page: number) => {
    const request = { page, perPage: 25, sortBy, sortDirection: direction, filter: {} } as ArchivedMemberListRequest;
    const { items, total } = await listArchivedMembers(on, { clientId: bulk.clientId }, request);
    return { ids: items.map((item) => item.uuid), total };
  };

  test('deep pages hold the rows an OFFSET walk finds, and the count the archive holds', async () => {
    for (const sortBy of ['archivedAt', 'lastName', 'email'] as const)
      for (const direction of ['asc', 'desc'] as const)
        for (const page of [1, 4, 5, 8, 9, 17, 21, 22]) {
          const query = { sortBy, direction, page };
          expect({ ...query, ...(await listedArchive(bulk.db, sortBy, direction, page)) }).toEqual({
            ...query,
            ...(await walkedArchive(sortBy, direction, page)),
          });
        }
  });

  test('archiving, restoring and a new archive date end its keysets and count here and on another instance', async () => {
    const page9 = async (on: Database) =>
      expect(await listedArchive(on, 'archivedAt', 'desc', 9)).toEqual(await walkedArchive('archivedAt', 'desc', 9));
    const changes = [
      `UPDATE member SET archived_at = timestamptz '2026-02-01' WHERE client_id = $1 AND username = 'bulk.2'`,
      `UPDATE member SET archived_at = NULL WHERE client_id = $1 AND username = 'bulk.301'`,
      `UPDATE member SET archived_at = timestamptz '2025-12-01' WHERE client_id = $1 AND username = 'bulk.1'`,
    ];
    await checkedOnBothAfterEachChange(bulk, changes, page9);
  });
});
