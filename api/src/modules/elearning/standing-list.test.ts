import { readAttentionOverviewEndpoint, readMemberStandingListEndpoint, readStatisticsEndpoint } from '@compliance/shared-contracts';
import type { ELearningMemberStanding } from '@compliance/shared-contracts';
import { errorCodeOf } from '../../test/answers';
import { signedInApp } from '../../test/client';
import { DEMO_ELEARNINGS, demoELearningId, passDemoFireSafety } from '../../test/elearning';

// The members' standing list finds, filter by filter, what read-statistics and the admins'
// overview count: the overview's figures link to it.

const signedIn = signedInApp({
  admin: ['demo', 'admin'],
  ouadmin: ['demo', 'ouadmin'],
  locadmin: ['demo', 'locadmin'],
  member: ['demo', 'member'],
  acme: ['acme', 'admin'],
});
const { client, one } = signedIn;
const db = () => signedIn.t.db;

async function standings(key: string, filter: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  const response = await client(key).send(readMemberStandingListEndpoint, {
    page: 1,
    perPage: 100,
    sortDirection: 'asc',
    filter,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return response.answer();
}

const overview = async (key: string) => (await client(key).send(readAttentionOverviewEndpoint)).answer();
const statisticsTotal = async (key: string) => (await client(key).send(readStatisticsEndpoint, {})).answer().total;

describe('the members’ standing list', () => {
  it('lists a row per member and active E-Learning, its statuses adding up to read-statistics’ figures', async () => {
    for (const key of ['admin', 'ouadmin']) {
      const total = await statisticsTotal(key);
      expect((await standings(key)).total).toBe(total.assigned);
      for (const standing of ['completed', 'inprogress', 'due', 'overdue'] as const) {
        const page = await standings(key, { standing });
        expect([standing, page.total]).toEqual([standing, total[standing]]);
        expect(page.items.every((row) => row.standing === standing)).toBe(true);
      }
    }
  });

  // A client-wide reader's total comes from the tally table, not from counting the rows it lists.
  it('answers as the total the number of rows it lists, page by page, filter by filter', async () => {
    const fireSafety = await demoELearningId(db(), DEMO_ELEARNINGS.fireSafety);
    const [unit] = await db().query<{ id: string }>(
      "SELECT o.id FROM org_unit o JOIN client c ON c.id = o.client_id WHERE c.client_identifier = 'demo' AND NOT o.is_root ORDER BY o.name LIMIT 1",
    );
    const filters: Record<string, string>[] = [
      {},
      { standing: 'overdue' },
      { standing: 'completed', elearningUuid: fireSafety },
      { orgUnitUuid: unit!.id },
      { standing: 'due', orgUnitUuid: unit!.id },
    ];
    for (const filter of filters) {
      const first = await standings('admin', filter, { perPage: 25 });
      let listed = first.items.length;
      for (let page = 2; page <= Math.ceil(first.total / 25); page++)
        listed += (await standings('admin', filter, { page, perPage: 25 })).items.length;
      expect([filter, first.total]).toEqual([filter, listed]);
    }
    expect((await standings('admin')).total).toBeGreaterThan(25);
  });

  // Pages are found by their keys first and joined after (a deferred join): each row once, in order.
  it('reads every page as one long page reads it, in each order, searched or not', async () => {
    const lists: [string, Record<string, string>, Record<string, unknown>][] = [
      ['admin', {}, {}],
      ['admin', {}, { sortDirection: 'desc' }],
      ['admin', {}, { sortBy: 'memberName' }],
      ['admin', {}, { sortBy: 'title', sortDirection: 'desc' }],
      ['admin', { search: 'e' }, {}],
    ];
    const identity = (row: ELearningMemberStanding) => `${row.member.uuid} ${row.elearningUuid}`;
    const pages = async (key: string, filter: Record<string, string>, order: Record<string, unknown>, perPage: number, count: number) => {
      const rows: ELearningMemberStanding[] = [];
      for (let page = 1; page <= count; page++) rows.push(...(await standings(key, filter, { ...order, page, perPage })).items);
      return rows.map(identity);
    };
    for (const [key, filter, order] of lists) {
      const long = await pages(key, filter, order, 100, 2);
      expect([key, filter, order, await pages(key, filter, order, 25, 8)]).toEqual([key, filter, order, long]);
      expect(new Set(long).size).toBe(long.length);
      expect([key, filter, order, long.length > 25]).toEqual([key, filter, order, true]);
    }
  });

  it("finds the admins' overdue tasks, in the whole and per org unit, and overdue rows carry their past due date", async () => {
    for (const key of ['admin', 'ouadmin']) {
      const { elearning } = await overview(key);
      const overdue = await standings(key, { standing: 'overdue' });
      expect(overdue.total).toBe(elearning!.overdueTasks);
      const today = new Date().toISOString().slice(0, 10);
      expect(overdue.items.every((row) => row.dueDate !== null && row.dueDate < today)).toBe(true);
      for (const { orgUnit, count } of elearning!.overdueTasksByOrgUnit) {
        if (orgUnit) expect((await standings(key, { standing: 'overdue', orgUnitUuid: orgUnit.uuid })).total).toBe(count);
      }
    }
    expect((await overview('admin')).elearning!.overdueTasks).toBeGreaterThan(0);
  });

  it('finds the certificates running out that the overview counts, and a renewed one no longer', async () => {
    const { executionUuid } = await passDemoFireSafety(db(), client('member'));
    await db().query('UPDATE elearning_result SET valid_until = CURRENT_DATE + 3 WHERE execution_id = $1', [executionUuid]);
    const expiring = await standings('admin', { certificate: 'expiring' });
    expect(expiring.total).toBe((await overview('admin')).elearning!.certificatesExpiring);
    const mine = expiring.items.filter((row) => row.member.firstName === 'Max' && row.title === DEMO_ELEARNINGS.fireSafety);
    expect(mine).toHaveLength(1);
    // The certificate's end date, on its row here and on the member's standing in the whole list.
    const runsOut = (await db().query<{ runsOut: string }>(`SELECT (CURRENT_DATE + 3)::text AS "runsOut"`))[0]!.runsOut;
    expect(mine[0]!.validUntil).toBe(runsOut);
    const standing = (await standings('admin', { search: mine[0]!.member.lastName }, { perPage: 100 })).items.find(
      (row) => row.member.uuid === mine[0]!.member.uuid && row.elearningUuid === mine[0]!.elearningUuid,
    );
    expect(standing).toMatchObject({ validUntil: runsOut, title: DEMO_ELEARNINGS.fireSafety });
    expect((await standings('ouadmin', { certificate: 'expiring' })).total).toBe(
      (await overview('ouadmin')).elearning!.certificatesExpiring,
    );
    await passDemoFireSafety(db(), client('member'));
    expect((await standings('admin', { certificate: 'expiring' })).total).toBe(expiring.total - 1);
  });

  it('lists the certificates running out in due-date order, each once, ties by member and E-Learning', async () => {
    // Every demo certificate runs out within the month.
    await db().query(
      `UPDATE elearning_result r SET valid_until = CURRENT_DATE + (x.n % 5)
         FROM (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM elearning_result) x WHERE x.id = r.id`,
    );
    const expiring = await standings('admin', { certificate: 'expiring' });
    expect(expiring.total).toBe((await overview('admin')).elearning!.certificatesExpiring);
    expect(expiring.items).toHaveLength(expiring.total);
    const keys = expiring.items.map((row) => [row.dueDate ?? '~', row.member.uuid, row.elearningUuid].join(' '));
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(expiring.total);
    expect(expiring.total).toBeGreaterThan(10);
    // Narrowed to one E-Learning, the count (from the tally table) is that E-Learning's rows: some or none.
    const counts = [];
    for (const title of Object.values(DEMO_ELEARNINGS)) {
      const elearningUuid = await demoELearningId(db(), title);
      const ofOne = await standings('admin', { certificate: 'expiring', elearningUuid });
      expect(ofOne.total).toBe(expiring.items.filter((row) => row.elearningUuid === elearningUuid).length);
      counts.push(ofOne.total);
    }
    expect(Math.max(...counts)).toBeGreaterThan(0);
    expect(Math.min(...counts)).toBeLessThan(expiring.total);

    // A scoped admin's: their members' latest certificates, counted here from the results, each
    // once in the ou-admin's list, and in the loc-admin's overview (kept per scope, 067).
    const countedInScope = async (scope: string, username: string) =>
      (
        await one<{ n: number }>(
          `WITH latest AS (
             SELECT DISTINCT ON (r.member_id, r.elearning_id) r.member_id, r.elearning_id, r.valid_until
               FROM elearning_result r JOIN member m ON m.id = r.member_id AND m.archived_at IS NULL
              ORDER BY r.member_id, r.elearning_id, r.completed_at DESC, r.valid_until DESC NULLS LAST)
           SELECT count(*)::int AS n FROM latest l JOIN elearning e ON e.id = l.elearning_id AND e.status = 'active'
            WHERE l.valid_until BETWEEN CURRENT_DATE AND CURRENT_DATE + 30
              AND EXISTS (SELECT 1 FROM ${scope} AND x.member_id = l.member_id)`,
          [username],
        )
      ).n;
    const ofUnits = await countedInScope(
      `org_unit_member x JOIN org_unit_admin oa ON oa.org_unit_id = x.org_unit_id AND oa.kind = 'admin'
         JOIN member a ON a.id = oa.member_id JOIN client c ON c.id = a.client_id AND c.client_identifier = 'demo' WHERE a.username = $1`,
      'ouadmin',
    );
    const ouadmin = await standings('ouadmin', { certificate: 'expiring' });
    expect([ouadmin.total, ouadmin.items.length, (await overview('ouadmin')).elearning!.certificatesExpiring]).toEqual([
      ofUnits,
      ofUnits,
      ofUnits,
    ]);
    expect(new Set(ouadmin.items.map((row) => `${row.member.uuid} ${row.elearningUuid}`)).size).toBe(ofUnits);
    expect(ofUnits).toBeGreaterThan(0);
    expect(ofUnits).toBeLessThan(expiring.total);
    const ofLocations = await countedInScope(
      `location_member x JOIN location_responsible lr ON lr.location_id = x.location_id
         JOIN member a ON a.id = lr.member_id JOIN client c ON c.id = a.client_id AND c.client_identifier = 'demo' WHERE a.username = $1`,
      'locadmin',
    );
    expect((await overview('locadmin')).elearning!.certificatesExpiring).toBe(ofLocations);
    expect(ofLocations).toBeGreaterThan(0);
  });

  it("searches by the member's name, narrows to one E-Learning and sorts by name", async () => {
    const fireSafety = await demoELearningId(db(), DEMO_ELEARNINGS.fireSafety);
    const one = await standings('admin', { elearningUuid: fireSafety });
    expect(one.total).toBeGreaterThan(0);
    expect(one.items.every((row) => row.elearningUuid === fireSafety)).toBe(true);
    const max = await standings('admin', { search: 'mustermann' });
    expect(max.total).toBeGreaterThan(0);
    expect(max.items.every((row) => row.member.lastName === 'Mustermann')).toBe(true);
    const byName = (await standings('admin', {}, { sortBy: 'memberName' })).items.map((row) => row.member.lastName.toLowerCase());
    // The member list's order: umlauts as their vowels (Müller before Mustermann).
    const german = new Intl.Collator('de', { sensitivity: 'base' });
    expect(byName).toEqual([...byName].sort((a, b) => german.compare(a, b)));
  });

  it('is for those who read the statistics, and knows no other client’s E-Learning or org unit', async () => {
    const list = { page: 1, perPage: 25, sortDirection: 'asc' };
    for (const key of ['member', 'locadmin']) {
      expect((await client(key).post('/api/elearning/read-member-standing-list', { ...list, filter: {} })).statusCode).toBe(403);
    }
    const demoUnit = await one<{ id: string }>(
      "SELECT o.id FROM org_unit o JOIN client c ON c.id = o.client_id AND c.client_identifier = 'demo' ORDER BY o.id LIMIT 1",
    );
    const foreign = await client('acme').post('/api/elearning/read-member-standing-list', {
      ...list,
      filter: { orgUnitUuid: demoUnit.id },
    });
    expect([foreign.statusCode, errorCodeOf(foreign)]).toEqual([404, 'OrgUnit.NotFound']);
    const fireSafety = await demoELearningId(db(), DEMO_ELEARNINGS.fireSafety);
    const course = await client('acme').post('/api/elearning/read-member-standing-list', {
      ...list,
      filter: { elearningUuid: fireSafety },
    });
    expect([course.statusCode, errorCodeOf(course)]).toEqual([404, 'ELearning.NotFound']);
  });
});
