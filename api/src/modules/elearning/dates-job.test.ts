import { readMemberTasksEndpoint } from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { DEMO_ELEARNINGS, demoELearningId } from '../../test/elearning';
import { runJobIfDue } from '../../scheduler/jobs';
import { elearningDatesJob } from './dates-job';

// Activation and deactivation dates (docs/product.md §3): the scheduler's job switches an
// E-Learning on and off on their day, each date once. The job runs here as the scheduler runs
// it; its period is reset before each run, as if a quarter of an hour had passed.

const signedIn = signedInApp({ admin: ['demo', 'admin'], member: ['demo', 'member'] });
const { client, one } = signedIn;
let displayScreen: string;
beforeAll(async () => {
  displayScreen = await demoELearningId(signedIn.t.db, DEMO_ELEARNINGS.displayScreen);
});

const day = async (offset: number) => (await one<{ day: string }>('SELECT (CURRENT_DATE + $1::int)::text AS day', [offset])).day;
const settingsOf = async () => (await client('admin').post('/api/elearning/read-settings', { elearningUuid: displayScreen })).json();
const save = async (changes: Record<string, unknown>) => {
  const response = await client('admin').post('/api/elearning/save-settings', {
    elearningUuid: displayScreen,
    ...(await settingsOf()),
    ...changes,
  });
  expect(response.json()).toEqual({ success: true });
};
const runJob = async () => {
  await signedIn.t.db.query(`DELETE FROM scheduled_job WHERE name = $1`, [elearningDatesJob.name]);
  return runJobIfDue(signedIn.t.db, elearningDatesJob);
};
const statusOf = async () => (await settingsOf()).status as string;
const switches = () =>
  signedIn.t.db.query<{ action: string; actor_member_id: string | null }>(
    `SELECT action, actor_member_id FROM audit_log WHERE entity_id = $1 AND action LIKE '%-on-date' ORDER BY created_at, id`,
    [displayScreen],
  );
/** The open tasks of the E-Learning: the members of Verwaltung, the unit it is assigned to. */
const openTasks = async () =>
  Number(
    (
      await one<{ count: string }>(
        'SELECT count(*) FROM elearning_task WHERE elearning_id = $1 AND completed_at IS NULL AND withdrawn_at IS NULL',
        [displayScreen],
      )
    ).count,
  );

describe('the E-Learning dates job', () => {
  it('switches an E-Learning on on its activation day; the members of its org units get their tasks; the switch is audited', async () => {
    expect(await statusOf()).toBe('inactive');
    expect(await openTasks()).toBe(0);
    await save({ activationDate: await day(1) });
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });
    expect(await statusOf()).toBe('inactive');

    await save({ activationDate: await day(0) });
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 1 });
    expect(await statusOf()).toBe('active');
    expect(await openTasks()).toBeGreaterThan(0);
    expect(await switches()).toEqual([{ action: 'elearning.activate-on-date', actor_member_id: null }]);
  });

  it('applies a date once: a status the admin sets afterwards stands', async () => {
    await save({ status: 'inactive' });
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });
    expect(await statusOf()).toBe('inactive');
    expect(await switches()).toHaveLength(1);
  });

  it('leaves the saved status as it is for a date saved when it has passed', async () => {
    await save({ status: 'inactive', activationDate: await day(-3) });
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });
    expect(await statusOf()).toBe('inactive');
  });

  it('switches it off on its deactivation day, and its tasks are hidden from the member', async () => {
    await save({ status: 'active', activationDate: null, deactivationDate: await day(0) });
    const member = client('member');
    const titles = async () => (await member.send(readMemberTasksEndpoint, { bucket: 'all' })).answer().items.map((task) => task.title);
    expect(await titles()).toContain(DEMO_ELEARNINGS.displayScreen);
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 1 });
    expect(await statusOf()).toBe('inactive');
    expect(await titles()).not.toContain(DEMO_ELEARNINGS.displayScreen);
    expect((await switches()).map((entry) => entry.action)).toEqual(['elearning.activate-on-date', 'elearning.deactivate-on-date']);
  });

  it('applies both dates when the job has not run between them: the later one wins', async () => {
    await save({ status: 'inactive', activationDate: null, deactivationDate: null });
    await signedIn.t.db.query(
      `UPDATE elearning SET activation_date = CURRENT_DATE - 2, deactivation_date = CURRENT_DATE - 1,
                      dates_applied_through = CURRENT_DATE - 3, status = 'active' WHERE id = $1`,
      [displayScreen],
    );
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 1 });
    expect(await statusOf()).toBe('inactive');
  });
});
