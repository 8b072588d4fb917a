import { createExecutionEndpoint, readStatisticsEndpoint } from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { DEMO_ELEARNINGS, demoELearningId } from '../../test/elearning';
import {
  certificateDueDateDrift,
  certificateTallyDrift,
  standingTallyDrift,
  taskDayTallyDrift,
  unitLocationTallyDrift,
} from '../../test/standing-tally';

// The E-Learning tally table (020_elearning_standing_tally.sql) that read-statistics reads for a
// whole client: after each kind of change to tasks, memberships and members it equals a count
// made from scratch, and the statistics the admin reads from it match the ou-admin's, who are
// counted from the tasks. The due date each certificate row copies from its standing (038) and
// the day tally per scope (061, 064), the members of each unit at each location (066) and the
// certificates per scope (026, 067) follow too.

const signedIn = signedInApp({
  member: ['demo', 'member'],
  admin: ['demo', 'admin'],
  ouadmin: ['demo', 'ouadmin'],
});
const { client, one } = signedIn;

const demoClient = async () => (await one<{ id: string }>(`SELECT id FROM client WHERE client_identifier = 'demo'`)).id;
const fireSafety = () => demoELearningId(signedIn.t.db, DEMO_ELEARNINGS.fireSafety);
const expectNoDrift = async () => {
  const clientId = await demoClient();
  expect(await standingTallyDrift(signedIn.t.db, clientId)).toEqual([]);
  expect(await certificateDueDateDrift(signedIn.t.db, clientId)).toEqual([]);
  expect(await taskDayTallyDrift(signedIn.t.db, clientId)).toEqual([]);
  expect(await unitLocationTallyDrift(signedIn.t.db, clientId)).toEqual([]);
  expect(await certificateTallyDrift(signedIn.t.db, clientId)).toEqual([]);
};
const run = (text: string, params: unknown[] = []) => signedIn.t.db.query(text, params);

/** A not-archived member of the demo client with a fire-safety task, other than `member`. */
const someLearner = async () =>
  (
    await one<{ id: string }>(
      `SELECT m.id FROM member m JOIN elearning_task t ON t.member_id = m.id AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
        WHERE t.elearning_id = $1 AND m.archived_at IS NULL AND m.username NOT IN ('member', 'admin', 'ouadmin')
        ORDER BY m.username LIMIT 1`,
      [await fireSafety()],
    )
  ).id;

/** The demo's first org unit or location (by name) that `memberId` is not in. */
async function firstOutside(table: 'org_unit' | 'location', memberId: string): Promise<string> {
  const [members, column] = table === 'org_unit' ? ['org_unit_member', 'org_unit_id'] : ['location_member', 'location_id'];
  const { id } = await one<{ id: string }>(
    `SELECT x.id FROM ${table} x WHERE x.client_id = $1 AND NOT EXISTS (SELECT 1 FROM ${members} y WHERE y.${column} = x.id AND y.member_id = $2)
      ORDER BY x.name LIMIT 1`,
    [await demoClient(), memberId],
  );
  return id;
}

describe('the E-Learning tally table', () => {
  it('counts the demo as a count from scratch does', async () => {
    await expectNoDrift();
    const tallied = await one<{ n: number }>(`SELECT count(*)::int AS n FROM elearning_standing_tally WHERE members > 0`);
    expect(tallied.n).toBeGreaterThan(0);
    const paired = await one<{ n: number }>(`SELECT count(*)::int AS n FROM org_unit_location_tally WHERE members > 0`);
    expect(paired.n).toBeGreaterThan(0);
    const dated = await one<{ n: number }>(`SELECT count(*)::int AS n FROM certificate_standing WHERE due_date IS NOT NULL`);
    expect(dated.n).toBeGreaterThan(0);
    const scoped = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM certificate_tally WHERE members > 0 AND scope_id <> '00000000-0000-0000-0000-000000000000'`,
    );
    expect(scoped.n).toBeGreaterThan(0);
  });

  it('follows starting, passing (the repetition after it), due dates and a reset', async () => {
    const { id: taskUuid } = await one<{ id: string }>(
      `SELECT t.id FROM elearning_task t JOIN member m ON m.id = t.member_id
        WHERE m.username = 'member' AND t.elearning_id = $1 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
      [await fireSafety()],
    );
    const started = (await client('member').send(createExecutionEndpoint, { taskUuid })).answer();
    await expectNoDrift();
    await client('member').post('/api/elearning/save-execution', {
      executionUuid: started.executionUuid,
      cmi: { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '100' },
    });
    await expectNoDrift();
    expect((await client('admin').post('/api/elearning/reset-execution', { executionUuid: started.executionUuid })).statusCode).toBe(200);
    await expectNoDrift();
    await run(`UPDATE elearning_task SET due_date = CURRENT_DATE - 3 WHERE member_id = $1 AND completed_at IS NULL`, [await someLearner()]);
    await expectNoDrift();
  });

  it('follows org units taken from and given to an E-Learning, members leaving and joining units', async () => {
    const elearningUuid = await fireSafety();
    const { id: unit } = await one<{ id: string }>(
      `SELECT org_unit_id AS id FROM elearning_org_unit WHERE elearning_id = $1 ORDER BY org_unit_id LIMIT 1`,
      [elearningUuid],
    );
    expect((await client('admin').post('/api/elearning/remove-org-units', { elearningUuid, orgUnitUuids: [unit] })).statusCode).toBe(200);
    await expectNoDrift();
    expect((await client('admin').post('/api/elearning/assign-org-units', { elearningUuid, orgUnitUuids: [unit] })).statusCode).toBe(200);
    await expectNoDrift();
    const learner = await someLearner();
    const otherUnit = await firstOutside('org_unit', learner);
    await run(`INSERT INTO org_unit_member (org_unit_id, member_id) VALUES ($1, $2)`, [otherUnit, learner]);
    await expectNoDrift();
    await run(`DELETE FROM org_unit_member WHERE member_id = $1`, [learner]);
    await expectNoDrift();
    // A unit deleted with its members: their pairs with their locations go with it (066).
    const { id: parting } = await one<{ id: string }>(
      `INSERT INTO org_unit (client_id, identifier, name) VALUES ($1, 'tally-parting', 'Parting') RETURNING id`,
      [await demoClient()],
    );
    await run(
      `INSERT INTO org_unit_member (org_unit_id, member_id)
       SELECT DISTINCT $1::uuid, lm.member_id FROM location_member lm JOIN location l ON l.id = lm.location_id AND l.client_id = $2`,
      [parting, await demoClient()],
    );
    await expectNoDrift();
    const paired = await one<{ n: number }>(`SELECT sum(members)::int AS n FROM org_unit_location_tally WHERE org_unit_id = $1`, [parting]);
    expect(paired.n).toBeGreaterThan(0);
    await run(`DELETE FROM org_unit WHERE id = $1`, [parting]);
    await expectNoDrift();
  });

  it('follows a member joining a unit that gives them tasks in the same statement, and leaving it', async () => {
    const learner = await someLearner();
    // An active E-Learning the learner has no task of, assigned to a unit they are not in.
    const { id: elearningUuid } = await one<{ id: string }>(
      `SELECT e.id FROM elearning e WHERE e.client_id = $1 AND e.status = 'active'
          AND NOT EXISTS (SELECT 1 FROM elearning_task t WHERE t.elearning_id = e.id AND t.member_id = $2) ORDER BY e.id LIMIT 1`,
      [await demoClient(), learner],
    );
    const unit = await firstOutside('org_unit', learner);
    expect((await client('admin').post('/api/elearning/assign-org-units', { elearningUuid, orgUnitUuids: [unit] })).statusCode).toBe(200);
    await expectNoDrift();
    await run(`INSERT INTO org_unit_member (org_unit_id, member_id) VALUES ($1, $2)`, [unit, learner]);
    const given = await one<{ n: number }>(`SELECT count(*)::int AS n FROM elearning_task WHERE elearning_id = $1 AND member_id = $2`, [
      elearningUuid,
      learner,
    ]);
    expect(given.n).toBe(1);
    await expectNoDrift();
    await run(`DELETE FROM org_unit_member WHERE org_unit_id = $1 AND member_id = $2`, [unit, learner]);
    await expectNoDrift();
  });

  it('follows members leaving and joining locations, and a location deleted with its members', async () => {
    const learner = await someLearner();
    const otherLocation = await firstOutside('location', learner);
    await run(`INSERT INTO location_member (location_id, member_id) VALUES ($1, $2)`, [otherLocation, learner]);
    await expectNoDrift();
    const located = await one<{ n: number }>(`SELECT count(*)::int AS n FROM elearning_standing WHERE scope_id = $1 AND member_id = $2`, [
      otherLocation,
      learner,
    ]);
    expect(located.n).toBeGreaterThan(0);
    await run(`DELETE FROM location_member WHERE member_id = $1`, [learner]);
    await expectNoDrift();
    await run(`DELETE FROM location WHERE id = $1`, [otherLocation]);
    await expectNoDrift();
  });

  it('leaves out archived and deleted members, and counts a member again when brought back', async () => {
    const learner = await someLearner();
    await run(`UPDATE member SET archived_at = now() WHERE id = $1`, [learner]);
    await expectNoDrift();
    await run(`UPDATE member SET archived_at = NULL WHERE id = $1`, [learner]);
    await expectNoDrift();
    const gone = await someLearner();
    await run(`DELETE FROM member WHERE id = $1`, [gone]);
    await expectNoDrift();
  });

  it('gives the admin per org unit what the tasks give an ou-admin for the units they administer', async () => {
    const elearningUuid = await fireSafety();
    const administered = await signedIn.t.db.query<{ id: string }>(
      `SELECT oa.org_unit_id AS id FROM org_unit_admin oa JOIN member m ON m.id = oa.member_id
        WHERE m.username = 'ouadmin' AND m.client_id = $1 AND oa.kind = 'admin'`,
      [await demoClient()],
    );
    const orgUnitUuids = administered.map((unit) => unit.id);
    expect((await client('admin').post('/api/elearning/assign-org-units', { elearningUuid, orgUnitUuids })).statusCode).toBe(200);
    await expectNoDrift();
    const rows = async (who: string) => (await client(who).send(readStatisticsEndpoint, { elearningUuid })).answer().items;
    const scoped = await rows('ouadmin');
    expect(scoped.map((row) => row.orgUnitUuid).sort()).toEqual([...orgUnitUuids].sort());
    expect(scoped.some((row) => row.assigned > 0)).toBe(true);
    const all = await rows('admin');
    for (const row of scoped) expect(all.find((other) => other.orgUnitUuid === row.orgUnitUuid)).toEqual(row);
  });
});
