import { readMemberTasksEndpoint, type BodyInputOf } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signInAll, type TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { DEMO_ELEARNINGS, demoELearningId } from '../../test/elearning';

// E-Learning tasks (docs/product.md §3, §4): who gets one, when it is withdrawn, its status and
// the member's status bubbles. Memberships change through the company endpoints, as an admin
// changes them; the tasks follow in the same transaction.

let t: TestApp;
let client: (key: string) => TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, { admin: ['demo', 'admin'], member: ['demo', 'member'], acmeAdmin: ['acme', 'admin'] });
  // The demo gives `member` a started task and last year's done one; these tests start from the
  // tasks the assignments alone give.
  const member = await memberOf('member');
  await t.db.query('DELETE FROM elearning_task WHERE member_id = $1', [member]);
  await t.db.query('SELECT elearning_task_sync(ARRAY[$1]::uuid[], NULL)', [member]);
});
afterAll(async () => {
  await t.close();
});

const one = <Row>(text: string, params: unknown[] = []): Promise<Row> => firstRow<Row>(t.db, text, params);

const tasksOf = async (who: string, bucket: BodyInputOf<typeof readMemberTasksEndpoint>['bucket'] = 'all', headers = {}) =>
  (await client(who).send(readMemberTasksEndpoint, { bucket }, { headers })).answer();

const idOf = async (sqlText: string, params: unknown[]): Promise<string> => (await one<{ id: string }>(sqlText, params)).id;
const elearningOf = (title: string) => demoELearningId(t.db, title);
const orgUnitOf = (identifier: string) =>
  idOf("SELECT o.id FROM org_unit o JOIN client c ON c.id = o.client_id WHERE c.client_identifier = 'demo' AND o.identifier = $1", [
    identifier,
  ]);
const memberOf = (username: string, company = 'demo') =>
  idOf('SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = $1 AND m.username = $2', [
    company,
    username,
  ]);
/** A member's tasks of an E-Learning, open and closed, oldest first. */
const taskRows = (memberId: string, elearningId: string) =>
  t.db.query<{ id: string; due_date: string; withdrawn: boolean; completed: boolean }>(
    `SELECT id, due_date::text, withdrawn_at IS NOT NULL AS withdrawn, completed_at IS NOT NULL AS completed
       FROM elearning_task WHERE member_id = $1 AND elearning_id = $2 ORDER BY created_at, id`,
    [memberId, elearningId],
  );
const today = () => one<{ day: string }>('SELECT CURRENT_DATE::text AS day').then((row) => row.day);
const daysFromToday = (days: number) => one<{ day: string }>('SELECT (CURRENT_DATE + $1::int)::text AS day', [days]).then((row) => row.day);

const { fireSafety: FIRE_SAFETY, firstAid: FIRST_AID, displayScreen: DISPLAY_SCREEN } = DEMO_ELEARNINGS;

describe('who gets a task', () => {
  it('gives every member of an assigned unit a task due after the first execution buffer; the member reads it in their language', async () => {
    const page = await tasksOf('member');
    const fire = page.items.find((task) => task.title === FIRE_SAFETY);
    // Fire safety is assigned to the default unit (everyone), 14 days to start.
    expect(fire).toMatchObject({ status: 'due', dueDate: await daysFromToday(14), completedAt: null });
    const english = await tasksOf('member', 'all', { 'accept-language': 'en-GB' });
    expect(english.items.map((task) => task.title)).toContain('Fire safety at work');
    // The inactive display-screen E-Learning gives none.
    expect(page.items.map((task) => task.title)).not.toContain(DISPLAY_SCREEN);
    const members = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.archived_at IS NULL`,
    );
    // One open task each; the demo's history of completed ones stays beside them.
    const fireTasks = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM elearning_task WHERE elearning_id = $1 AND completed_at IS NULL AND withdrawn_at IS NULL',
      [await elearningOf(FIRE_SAFETY)],
    );
    expect(fireTasks.n).toBe(members.n);
  });

  it('joining a unit later gives a task; leaving it withdraws the open one and keeps it as history', async () => {
    const member = await memberOf('member');
    const firstAid = await elearningOf(FIRST_AID);
    const logistics = await orgUnitOf('logistik');
    await client('admin').post('/api/org-unit/remove-members', { uuid: logistics, memberUuids: [member] });
    await client('admin').post('/api/org-unit/remove-members', { uuid: await orgUnitOf('produktion'), memberUuids: [member] });
    const before = await taskRows(member, firstAid);
    expect(before.every((task) => task.withdrawn || task.completed)).toBe(true);

    const joined = await client('admin').post('/api/org-unit/add-members-to-org-unit', { uuid: logistics, memberUuids: [member] });
    expect(joined.statusCode).toBe(200);
    const open = (await taskRows(member, firstAid)).filter((task) => !task.withdrawn);
    expect(open).toHaveLength(1);
    expect((await tasksOf('member')).items.map((task) => task.title)).toContain(FIRST_AID);

    await client('admin').post('/api/org-unit/remove-members', { uuid: logistics, memberUuids: [member] });
    const after = await taskRows(member, firstAid);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ id: open[0]!.id, withdrawn: true });
    expect((await tasksOf('member')).items.map((task) => task.title)).not.toContain(FIRST_AID);
  });

  it('a member whose option "create E-Learning tasks" is off gets none; an unstarted open one is withdrawn', async () => {
    const member = await memberOf('member');
    const firstAid = await elearningOf(FIRST_AID);
    await t.db.query(
      'INSERT INTO member_option (member_id, create_elearning_tasks) VALUES ($1, false) ON CONFLICT (member_id) DO UPDATE SET create_elearning_tasks = false',
      [member],
    );
    await client('admin').post('/api/org-unit/add-members-to-org-unit', { uuid: await orgUnitOf('logistik'), memberUuids: [member] });
    expect((await taskRows(member, firstAid)).filter((task) => !task.withdrawn)).toHaveLength(0);
    expect((await taskRows(member, await elearningOf(FIRE_SAFETY))).filter((task) => !task.withdrawn)).toHaveLength(0);

    await t.db.query('UPDATE member_option SET create_elearning_tasks = true WHERE member_id = $1', [member]);
    expect((await taskRows(member, firstAid)).filter((task) => !task.withdrawn)).toHaveLength(1);
    await client('admin').post('/api/org-unit/remove-members', { uuid: await orgUnitOf('logistik'), memberUuids: [member] });
  });

  it('switching an E-Learning on gives its tasks, switching it off hides them, on again shows the same ones', async () => {
    const displayScreen = await elearningOf(DISPLAY_SCREEN);
    const administration = await orgUnitOf('verwaltung');
    const clerk = (
      await one<{ member_id: string }>('SELECT member_id FROM org_unit_member WHERE org_unit_id = $1 LIMIT 1', [administration])
    ).member_id;
    expect(await taskRows(clerk, displayScreen)).toHaveLength(0);
    await t.db.query("UPDATE elearning SET status = 'active', first_execution_buffer_days = 30 WHERE id = $1", [displayScreen]);
    const [task] = await taskRows(clerk, displayScreen);
    expect(task?.due_date).toBe(await daysFromToday(30));
    await t.db.query("UPDATE elearning SET status = 'inactive' WHERE id = $1", [displayScreen]);
    await t.db.query("UPDATE elearning SET status = 'active' WHERE id = $1", [displayScreen]);
    expect(await taskRows(clerk, displayScreen)).toEqual([task]);
    await t.db.query("UPDATE elearning SET status = 'inactive' WHERE id = $1", [displayScreen]);
  });

  it('a fixed due date of the settings is every new task’s; a once-only E-Learning done gives no new task', async () => {
    const firstAid = await elearningOf(FIRST_AID);
    const sales = await orgUnitOf('vertrieb');
    const member = await memberOf('member');
    await t.db.query("UPDATE elearning SET due_date = '2031-05-31', interval_months = 0 WHERE id = $1", [firstAid]);
    try {
      await client('admin').post('/api/elearning/assign-org-units', { elearningUuid: firstAid, orgUnitUuids: [sales] });
      await client('admin').post('/api/org-unit/add-members-to-org-unit', { uuid: sales, memberUuids: [member] });
      const [open] = (await taskRows(member, firstAid)).filter((task) => !task.withdrawn);
      expect(open?.due_date).toBe('2031-05-31');
      await t.db.query('UPDATE elearning_task SET completed_at = now() WHERE id = $1', [open!.id]);
      await client('admin').post('/api/org-unit/remove-members', { uuid: sales, memberUuids: [member] });
      await client('admin').post('/api/org-unit/add-members-to-org-unit', { uuid: sales, memberUuids: [member] });
      expect((await taskRows(member, firstAid)).filter((task) => !task.withdrawn && !task.completed)).toHaveLength(0);
    } finally {
      await client('admin').post('/api/org-unit/remove-members', { uuid: sales, memberUuids: [member] });
      await client('admin').post('/api/elearning/remove-org-units', { elearningUuid: firstAid, orgUnitUuids: [sales] });
      await t.db.query('UPDATE elearning SET due_date = NULL, interval_months = 0 WHERE id = $1', [firstAid]);
      // The tests below count the member's fire safety task alone.
      await t.db.query('DELETE FROM elearning_task WHERE member_id = $1 AND elearning_id = $2', [member, firstAid]);
    }
  });
});

describe('status and bubbles', () => {
  it('computes each task’s status in SQL; the bubbles count and filter them', async () => {
    const member = await memberOf('member');
    const fire = (await taskRows(member, await elearningOf(FIRE_SAFETY))).find((task) => !task.withdrawn && !task.completed)!;
    const states: Array<[string, string, Record<string, number>]> = [
      ['UPDATE elearning_task SET due_date = CURRENT_DATE + 3 WHERE id = $1', 'due', { next7Days: 1, nextMonth: 1, overdue: 0 }],
      ['UPDATE elearning_task SET due_date = CURRENT_DATE + 20 WHERE id = $1', 'due', { next7Days: 0, nextMonth: 1 }],
      ['UPDATE elearning_task SET started_at = now() WHERE id = $1', 'inprogress', { nextMonth: 1 }],
      ['UPDATE elearning_task SET due_date = CURRENT_DATE - 1 WHERE id = $1', 'overdue', { overdue: 1, next7Days: 0, nextMonth: 0 }],
      ['UPDATE elearning_task SET completed_at = now() WHERE id = $1', 'completed', { overdue: 0, done: 1 }],
    ];
    for (const [change, status, counts] of states) {
      await t.db.query(change, [fire.id]);
      const all = await tasksOf('member');
      expect([change, all.items.find((task) => task.taskUuid === fire.id)?.status]).toEqual([change, status]);
      expect([change, all.counts]).toEqual([change, expect.objectContaining(counts)]);
      expect(all.counts.all).toBe(all.total);
    }
    const done = await tasksOf('member', 'done');
    expect(done.items.map((task) => task.taskUuid)).toEqual([fire.id]);
    expect(done.items[0]!.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(done.total).toBe(1);
    expect((await tasksOf('member', 'overdue')).items).toEqual([]);
  });

  it('lists open tasks by due date before done ones, and answers only the member’s own tasks', async () => {
    const all = await tasksOf('member');
    const open = all.items.filter((task) => task.status !== 'completed');
    expect(open.map((task) => task.dueDate)).toEqual([...open.map((task) => task.dueDate)].sort());
    expect(all.items.findIndex((task) => task.status === 'completed')).toBeGreaterThanOrEqual(open.length);
    const acme = await tasksOf('acmeAdmin');
    expect(acme.items.every((task) => !all.items.some((own) => own.taskUuid === task.taskUuid))).toBe(true);
    expect(acme.items.map((task) => task.title)).toEqual([FIRE_SAFETY]);
    expect(await today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a bucket it does not know', async () => {
    const response = await client('member').post('/api/elearning/read-member-tasks', { bucket: 'soon' });
    expect(response.statusCode).toBe(400);
  });
});

describe('removing org units from an E-Learning', () => {
  /** The E-Learning's open tasks, and how many of them are begun. */
  const openTasks = (elearningId: string) =>
    one<{ open: number; begun: number }>(
      `SELECT count(*)::int AS open, count(*) FILTER (WHERE started_at IS NOT NULL)::int AS begun
         FROM elearning_task WHERE elearning_id = $1 AND completed_at IS NULL AND withdrawn_at IS NULL`,
      [elearningId],
    );

  it('says first what it ends: the open tasks no other assigned unit holds, begun ones apart; then ends exactly those', async () => {
    const firstAid = await elearningOf(FIRST_AID);
    const production = await orgUnitOf('produktion');
    const body = { elearningUuid: firstAid, orgUnitUuids: [production] };
    await client('admin').post('/api/elearning/assign-org-units', body);
    // A member whom production alone gives the task begins it.
    const { id: begun } = await one<{ id: string }>(
      `SELECT t.id FROM elearning_task t JOIN org_unit_member oum ON oum.member_id = t.member_id AND oum.org_unit_id = $2
        WHERE t.elearning_id = $1 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM elearning_org_unit eou JOIN org_unit_member other ON other.org_unit_id = eou.org_unit_id
                           WHERE eou.elearning_id = $1 AND eou.org_unit_id <> $2 AND other.member_id = t.member_id)
        ORDER BY t.id LIMIT 1`,
      [firstAid, production],
    );
    await t.db.query('UPDATE elearning_task SET started_at = now() WHERE id = $1', [begun]);

    const asked = await client('admin').post('/api/elearning/read-org-unit-removal', body);
    expect(asked.statusCode).toBe(200);
    const removal = asked.json<{ openTasks: number; attemptsInProgress: number }>();
    expect(removal.openTasks).toBeGreaterThan(0);
    expect(removal.attemptsInProgress).toBeGreaterThanOrEqual(1);
    // Asking changes nothing.
    const before = await openTasks(firstAid);
    await client('admin').post('/api/elearning/read-org-unit-removal', body);
    expect(await openTasks(firstAid)).toEqual(before);

    await client('admin').post('/api/elearning/remove-org-units', body);
    const after = await openTasks(firstAid);
    expect({ openTasks: before.open - after.open, attemptsInProgress: before.begun - after.begun }).toEqual(removal);
    // Units no longer assigned end nothing more.
    expect((await client('admin').post('/api/elearning/read-org-unit-removal', body)).json()).toEqual({
      openTasks: 0,
      attemptsInProgress: 0,
    });
  });

  it('answers the client’s own E-Learnings and units to those who may assign them', async () => {
    const body = { elearningUuid: await elearningOf(FIRST_AID), orgUnitUuids: [await orgUnitOf('produktion')] };
    expect(errorCodeOf(await client('acmeAdmin').post('/api/elearning/read-org-unit-removal', body))).toBe('ELearning.NotFound');
    expect((await client('member').post('/api/elearning/read-org-unit-removal', body)).statusCode).toBe(403);
  });
});
