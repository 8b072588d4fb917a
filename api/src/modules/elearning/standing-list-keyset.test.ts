import { permissionsForRole, type ELearningMemberStanding } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { standingsChanged } from '../../lib/elearning-standing';
import { KEYSET_EVERY } from '../../lib/paging';
import { checkedOnBothAfterEachChange, withBulkMembers } from '../../test/member-lists';
import { listMemberStandings } from './standing-list';

// Deep pages of the members' standing list by due date start at a keyset (every 500th row's
// keys) of the part of the list with a due date or of the part without (completed standings,
// sorted last ascending and first descending), and must hold exactly the rows an OFFSET walk
// finds, before and after the standings change, on every instance.

const bulk = withBulkMembers(1_300);
const WHOLE = '00000000-0000-0000-0000-000000000000';
let elearnings: string[] = [];

beforeAll(async () => {
  const { db, clientId } = bulk;
  // Two more active E-Learnings, each given to every bulk member: every third has done it (no due
  // date), the others' due dates repeat, so the member and E-Learning decide the order within a date.
  const made = await db.query<{ id: string }>(
    `INSERT INTO elearning (client_id, course_id, status)
     SELECT $1, c.id, 'active' FROM elearning_course c
      WHERE NOT EXISTS (SELECT 1 FROM elearning x WHERE x.client_id = $1 AND x.course_id = c.id)
      ORDER BY c.id LIMIT 2 RETURNING id`,
    [clientId],
  );
  elearnings = made.map((row) => row.id);
  expect(elearnings).toHaveLength(2);
  await db.query(
    `INSERT INTO elearning_task (client_id, elearning_id, member_id, due_date, completed_at)
     SELECT $1, e.id, m.id, CURRENT_DATE + (k.n % 23) - 5, CASE WHEN k.n % 3 = 0 THEN now() END
       FROM member m CROSS JOIN LATERAL (SELECT split_part(m.username, '.', 2)::int AS n) k CROSS JOIN unnest($2::uuid[]) AS e(id)
      WHERE m.client_id = $1 AND m.username LIKE 'bulk.%'`,
    [clientId, elearnings],
  );
});

interface PageQuery {
  direction: 'asc' | 'desc';
  page: number;
  perPage: 25 | 100;
  elearningUuid?: string;
}

const rowOf = (member: string, elearning: string) => `${member}/${elearning}`;

/** The page as an OFFSET walk finds it: the reference. */
async function walked(on: Database, { direction, page, perPage, elearningUuid }: PageQuery): Promise<string[]> {
  const rows = await on.query<{ member_id: string; elearning_id: string }>(
    `SELECT s.member_id, s.elearning_id FROM elearning_standing s JOIN elearning e ON e.id = s.elearning_id AND e.status = 'active'
      WHERE s.client_id = $1 AND s.scope_id = $2 AND ($3::uuid IS NULL OR e.id = $3)
      ORDER BY s.due_date ${direction}, s.member_id ${direction}, s.elearning_id ${direction}
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    [bulk.clientId, WHOLE, elearningUuid ?? null],
  );
  return rows.map((row) => rowOf(row.member_id, row.elearning_id));
}

/** The page as the standing list answers it to a client-wide admin. */
async function listed(on: Database, { direction, page, perPage, elearningUuid }: PageQuery): Promise<string[]> {
  const session: SessionContext = {
    id: 'keysets',
    kind: 'member',
    clientId: bulk.clientId,
    licenseeId: '',
    memberId: null,
    advisorId: null,
    role: 'admin',
    permissions: permissionsForRole('admin'),
    expiresAt: new Date(Date.now() + 60_000),
  };
  const request = { page, perPage, sortBy: 'dueDate' as const, sortDirection: direction, filter: elearningUuid ? { elearningUuid } : {} };
  const { items } = await listMemberStandings(on, session, request, 'de_DE');
  return (items as ELearningMemberStanding[]).map((item) => rowOf(item.member.uuid, item.elearningUuid));
}

/** Pages around the keysets of both parts and across the parts' border, with 25 and 100 to a page. */
const PAGES: Array<[page: number, perPage: 25 | 100]> = [
  [20, 25],
  [21, 25],
  [22, 25],
  [35, 25],
  [36, 25],
  [56, 25],
  [60, 25],
  [69, 25],
  [70, 25],
  [71, 25],
  [91, 25],
  [92, 25],
  [104, 25],
  [5, 100],
  [6, 100],
  [18, 100],
  [23, 100],
  [26, 100],
];

test('deep pages hold the rows an OFFSET walk finds, with and without due dates, both directions and filtered', async () => {
  const [{ rows } = { rows: 0 }] = await bulk.db.query<{ rows: number }>(
    `SELECT count(*)::int AS rows FROM elearning_standing WHERE client_id = $1 AND scope_id = $2 AND due_date IS NULL`,
    [bulk.clientId, WHOLE],
  );
  // Both parts reach past a keyset.
  expect(rows).toBeGreaterThan(KEYSET_EVERY);
  for (const direction of ['asc', 'desc'] as const)
    for (const [page, perPage] of PAGES) {
      const query = { direction, page, perPage };
      expect({ ...query, rows: await listed(bulk.db, query) }).toEqual({ ...query, rows: await walked(bulk.db, query) });
    }
  // Beyond the end: no rows.
  expect(await listed(bulk.db, { direction: 'asc', page: 200, perPage: 25 })).toEqual([]);
  const filtered: PageQuery = { direction: 'desc', page: 23, perPage: 25, elearningUuid: elearnings[0] };
  expect(await listed(bulk.db, filtered)).toEqual(await walked(bulk.db, filtered));
});

test('a standing that joins, moves or leaves ends the keysets: the next deep page already counts it, here and on another instance', async () => {
  const pages: PageQuery[] = [
    { direction: 'asc', page: 41, perPage: 25 },
    { direction: 'asc', page: 92, perPage: 25 },
    { direction: 'desc', page: 60, perPage: 25 },
  ];
  const bulkTask = (n: number) =>
    `(SELECT t.id FROM elearning_task t JOIN member m ON m.id = t.member_id
       WHERE m.client_id = $1 AND m.username = 'bulk.${n}' AND t.completed_at IS NULL ORDER BY t.elearning_id LIMIT 1)`;
  const changes: string[] = [
    // a due date moved to the front: every row before its old place moves one on
    `UPDATE elearning_task SET due_date = CURRENT_DATE - 100 WHERE id = ${bulkTask(1)}`,
    // a task done: its standing moves to the part without a due date
    `UPDATE elearning_task SET completed_at = now() WHERE id = ${bulkTask(2)}`,
    // a member's tasks taken back: their standings leave
    `DELETE FROM elearning_task WHERE member_id = (SELECT id FROM member WHERE client_id = $1 AND username = 'bulk.4')`,
    // an E-Learning switched off: its standings leave the list
    `UPDATE elearning SET status = 'inactive' WHERE client_id = $1 AND id = '${elearnings[1]}'`,
  ];
  await checkedOnBothAfterEachChange(
    bulk,
    changes,
    async (on) => {
      for (const page of pages) expect({ ...page, rows: await listed(on, page) }).toEqual({ ...page, rows: await walked(bulk.db, page) });
    },
    standingsChanged({ clientId: bulk.clientId }),
  );
});
