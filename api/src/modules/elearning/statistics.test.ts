import { createExecutionEndpoint, readMemberStatisticsEndpoint, readStatisticsEndpoint } from '@compliance/shared-contracts';
import type { ELearningFigures, ELearningStatisticsRow } from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { errorCodeOf } from '../../test/answers';
import { DEMO_ELEARNINGS, demoELearningId } from '../../test/elearning';

// E-Learning statistics (docs/product.md §7, issue 14): each member with an E-Learning counts
// once, by the current task; a done E-Learning whose repetition is not due yet counts as completed.

const signedIn = signedInApp({
  member: ['demo', 'member'],
  admin: ['demo', 'admin'],
  ouadmin: ['demo', 'ouadmin'],
  locadmin: ['demo', 'locadmin'],
  acme: ['acme', 'admin'],
});
const { client, one } = signedIn;

const statistics = async (who: string, body: Record<string, unknown> = {}) =>
  (await client(who).send(readStatisticsEndpoint, body)).answer();

const FIRE_SAFETY = DEMO_ELEARNINGS.fireSafety;
const fireSafetyId = () => demoELearningId(signedIn.t.db, FIRE_SAFETY);

const figuresOf = (row: ELearningFigures): ELearningFigures => ({
  assigned: row.assigned,
  completed: row.completed,
  inprogress: row.inprogress,
  due: row.due,
  overdue: row.overdue,
  completionRate: row.completionRate,
});

describe('the figures per E-Learning', () => {
  it('count every member once by the current task, with the rate of completed ones and the totals', async () => {
    const { items, total } = await statistics('admin');
    expect(items.map((row) => row.title)).toContain(FIRE_SAFETY);
    for (const row of items) {
      expect(row.completed + row.inprogress + row.due + row.overdue).toBe(row.assigned);
      expect(row.completionRate).toBe(row.assigned === 0 ? 0 : Math.round((1000 * row.completed) / row.assigned) / 10);
      expect(row.orgUnitUuid).toBeNull();
    }
    const sum = (key: keyof ELearningFigures) => items.reduce((all, row) => all + row[key], 0);
    expect(total).toMatchObject({ assigned: sum('assigned'), completed: sum('completed'), overdue: sum('overdue') });

    // The demo's fire safety: overdue ones as the tasks say, and last year's completions with their repetition pending.
    const fire = items.find((row) => row.title === FIRE_SAFETY) as ELearningStatisticsRow;
    const open = await one<{ overdue: number; repeats: number; members: number }>(
      `SELECT count(*) FILTER (WHERE t.due_date < CURRENT_DATE)::int AS overdue,
              count(*) FILTER (WHERE t.due_date >= CURRENT_DATE AND t.started_at IS NULL AND t.is_repeat)::int AS repeats,
              count(*)::int AS members
         FROM elearning_task t JOIN member m ON m.id = t.member_id
        WHERE t.elearning_id = $1 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL AND m.archived_at IS NULL`,
      [await fireSafetyId()],
    );
    expect(fire).toMatchObject({ assigned: open.members, overdue: open.overdue, completed: open.repeats });
    expect(fire.overdue).toBeGreaterThan(0);
    expect(fire.completed).toBeGreaterThan(0);
  });

  it("count the signed-in member's own: in progress, then completed once passed", async () => {
    const before = (await client('member').send(readMemberStatisticsEndpoint)).answer();
    expect(before).toMatchObject({ inprogress: 1, completed: 0 });
    const { id: taskUuid } = await one<{ id: string }>(
      `SELECT t.id FROM elearning_task t JOIN member m ON m.id = t.member_id
        WHERE m.username = 'member' AND m.client_id = (SELECT id FROM client WHERE client_identifier = 'demo')
          AND t.elearning_id = $1 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
      [await fireSafetyId()],
    );
    const { executionUuid } = (await client('member').send(createExecutionEndpoint, { taskUuid })).answer();
    const cmi = { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '100' };
    await client('member').post('/api/elearning/save-execution', { executionUuid, cmi });
    const after = (await client('member').send(readMemberStatisticsEndpoint)).answer();
    expect(figuresOf(after)).toEqual({ ...figuresOf(before), inprogress: 0, completed: 1, completionRate: 100 / before.assigned });
  });

  it('leave out archived members', async () => {
    const before = (await statistics('admin')).items.find((row) => row.title === FIRE_SAFETY) as ELearningStatisticsRow;
    const { id } = await one<{ id: string }>(
      `SELECT m.id FROM elearning_task t JOIN member m ON m.id = t.member_id
        WHERE t.elearning_id = $1 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL AND t.due_date < CURRENT_DATE
          AND m.archived_at IS NULL AND m.role = 'member' ORDER BY m.username LIMIT 1`,
      [await fireSafetyId()],
    );
    await signedIn.t.db.query('UPDATE member SET archived_at = now() WHERE id = $1', [id]);
    try {
      const after = (await statistics('admin')).items.find((row) => row.title === FIRE_SAFETY) as ELearningStatisticsRow;
      expect(after).toMatchObject({ assigned: before.assigned - 1, overdue: before.overdue - 1 });
    } finally {
      await signedIn.t.db.query('UPDATE member SET archived_at = NULL WHERE id = $1', [id]);
    }
  });
});

describe('the figures per org unit', () => {
  it("of one E-Learning: a row per assigned unit; an ou-admin gets their own units' members only", async () => {
    const elearningUuid = await fireSafetyId();
    const all = await statistics('admin', { elearningUuid });
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((row) => row.elearningUuid === elearningUuid && row.orgUnitUuid !== null)).toBe(true);
    const whole = (await statistics('admin')).items.find((row) => row.elearningUuid === elearningUuid) as ELearningStatisticsRow;
    expect(figuresOf(all.total)).toEqual(figuresOf(whole));
    // A member of two units counts in both.
    expect(all.items.reduce((sum, row) => sum + row.assigned, 0)).toBeGreaterThanOrEqual(all.total.assigned);

    const own = await statistics('ouadmin', { elearningUuid });
    const administered = await one<{ ids: string[] }>(
      `SELECT coalesce(array_agg(oa.org_unit_id), '{}') AS ids FROM org_unit_admin oa JOIN member m ON m.id = oa.member_id
        WHERE m.username = 'ouadmin' AND oa.kind = 'admin' AND m.client_id = (SELECT id FROM client WHERE client_identifier = 'demo')`,
    );
    expect(own.items.every((row) => administered.ids.includes(row.orgUnitUuid as string))).toBe(true);
    expect(own.total.assigned).toBeLessThan(all.total.assigned);
  });

  it('are refused to roles without the statistics, and another client finds no E-Learning of this one', async () => {
    const elearningUuid = await fireSafetyId();
    expect((await client('locadmin').post('/api/elearning/read-statistics', {})).statusCode).toBe(403);
    expect((await client('member').post('/api/elearning/read-statistics', {})).statusCode).toBe(403);
    expect(errorCodeOf(await client('acme').post('/api/elearning/read-statistics', { elearningUuid }))).toBe('ELearning.NotFound');
    const acme = await statistics('acme');
    expect(acme.items.some((row) => row.elearningUuid === elearningUuid)).toBe(false);
  });
});
