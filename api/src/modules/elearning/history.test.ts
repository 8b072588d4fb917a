import {
  createExecutionEndpoint,
  readExecutionEndpoint,
  readExecutionDetailsEndpoint,
  readExecutionResultEndpoint,
  readExecutionsEndpoint,
  saveExecutionEndpoint,
  readMemberTasksEndpoint,
  readResultDataEndpoint,
} from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { errorCodeOf } from '../../test/answers';
import { DEMO_ELEARNINGS, demoELearningId } from '../../test/elearning';

// Attempts as history and the progress reset (docs/product.md §3, issue 14): admins list the
// attempts at an E-Learning in their scope; a reset archives the attempt with its data and
// certificate, and the member starts over with a new task. The demo's `member` has fire safety
// (SCORM 1.2, passed with 80 %, every 12 months) in progress.

const signedIn = signedInApp({
  member: ['demo', 'member'],
  admin: ['demo', 'admin'],
  ouadmin: ['demo', 'ouadmin'],
  acme: ['acme', 'admin'],
});
const { client, one } = signedIn;

const fireSafety = (): Promise<string> => demoELearningId(signedIn.t.db, DEMO_ELEARNINGS.fireSafety);

/** The member's open fire-safety task with its due date. */
const openTask = () =>
  one<{ id: string; due: string; started: boolean }>(
    `SELECT t.id, t.due_date::text AS due, t.started_at IS NOT NULL AS started FROM elearning_task t JOIN member m ON m.id = t.member_id
       JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course c ON c.id = e.course_id
      WHERE m.username = 'member' AND m.client_id = e.client_id AND c.texts -> 'de_DE' ->> 'title' = 'Brandschutz im Betrieb'
        AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
  );

const attemptAt = async (taskUuid: string): Promise<string> =>
  (await client('member').send(createExecutionEndpoint, { taskUuid })).answer().executionUuid;

const list = async (who: string, body: Record<string, unknown>) =>
  (await client(who).send(readExecutionsEndpoint, { elearningUuid: await fireSafety(), ...body })).answer();

describe('the attempts at an E-Learning', () => {
  it("lists the members' attempts with dates, score and certificate, searchable by name", async () => {
    const all = await list('admin', { perPage: 100 });
    expect(all.total).toBeGreaterThan(10);
    const max = await list('admin', { filter: { search: 'Mustermann, Max' } });
    expect(max.items.length).toBeGreaterThanOrEqual(2);
    expect(max.items.every((item) => item.member.lastName === 'Mustermann')).toBe(true);
    const done = max.items.find((item) => item.completedAt !== null);
    expect(done).toMatchObject({ scorePercent: expect.any(Number), certificateNumber: expect.stringMatching(/^\d{6}$/), resetAt: null });
    expect(max.items.find((item) => item.completedAt === null)).toMatchObject({ resultUuid: null, certificateNumber: null });
  });

  it("shows an ou-admin only the attempts of their units' members; other clients and members get nothing", async () => {
    const scoped = await list('ouadmin', { perPage: 100 });
    const inScope = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM elearning_execution x JOIN elearning_task t ON t.id = x.task_id
        WHERE t.elearning_id = $1 AND EXISTS (SELECT 1 FROM org_unit_member om JOIN org_unit_admin oa ON oa.org_unit_id = om.org_unit_id
          AND oa.kind = 'admin' JOIN member a ON a.id = oa.member_id WHERE om.member_id = x.member_id AND a.username = 'ouadmin'
          AND a.client_id = x.client_id)`,
      [await fireSafety()],
    );
    expect(scoped.total).toBe(inScope.n);
    expect(scoped.total).toBeLessThan((await list('admin', {})).total);
    expect(errorCodeOf(await client('acme').post('/api/elearning/read-executions', { elearningUuid: await fireSafety() }))).toBe(
      'ELearning.NotFound',
    );
    expect((await client('member').post('/api/elearning/read-executions', { elearningUuid: await fireSafety() })).statusCode).toBe(403);
  });
});

describe('resetting progress', () => {
  it('archives an unfinished attempt with its data; the member starts afresh on a new task due when the old one was', async () => {
    const before = await openTask();
    const executionUuid = await attemptAt(before.id);
    expect((await client('admin').post('/api/elearning/reset-execution', { executionUuid })).json()).toEqual({ success: true });

    const archived = await one<{ reset: boolean; location: string; withdrawn: boolean }>(
      `SELECT x.archived_at IS NOT NULL AS reset, a.cmi ->> 'cmi.core.lesson_location' AS location, t.withdrawn_at IS NOT NULL AS withdrawn
         FROM elearning_execution x JOIN elearning_task t ON t.id = x.task_id
         JOIN elearning_execution_activity a ON a.execution_id = x.id AND a.activity_id = x.current_activity
        WHERE x.id = $1`,
      [executionUuid],
    );
    expect(archived).toEqual({ reset: true, location: '1', withdrawn: true });
    const after = await openTask();
    expect(after.id).not.toBe(before.id);
    expect(after).toMatchObject({ due: before.due, started: false });

    expect((await client('member').post('/api/elearning/read-execution', { executionUuid })).statusCode).toBe(404);
    const fresh = await attemptAt(after.id);
    expect(fresh).not.toBe(executionUuid);
    const launch = (await client('member').send(readExecutionEndpoint, { executionUuid: fresh })).answer();
    expect(launch.cmi['cmi.core.entry']).toBe('ab-initio');
    expect(launch.cmi['cmi.core.lesson_location']).toBeUndefined();
    // Zero, as the book starts it, where the attempt stored none.
    expect(launch.cmi['cmi.core.total_time']).toBe('0000:00:00');

    const history = await list('admin', { filter: { search: 'Mustermann, Max' }, perPage: 100 });
    expect(history.items.find((item) => item.executionUuid === executionUuid)?.resetAt).toEqual(expect.any(String));
    const audit = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'elearning.reset-execution' AND entity_id = $1`,
      [executionUuid],
    );
    expect(audit.n).toBe(1);
    // Reset is done once: the archived attempt is no current one.
    expect(errorCodeOf(await client('admin').post('/api/elearning/reset-execution', { executionUuid }))).toBe('ELearning.NotFound');
  });

  it('archives a completed attempt with its certificate, which stays readable as history; the member has to do it again', async () => {
    const executionUuid = await attemptAt((await openTask()).id);
    const passed = { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '90' };
    expect((await client('member').post('/api/elearning/save-execution', { executionUuid, cmi: passed })).json()).toMatchObject({
      completed: true,
    });
    const result = (await client('member').send(readExecutionResultEndpoint, { executionUuid })).answer();
    const repeat = await openTask();

    expect((await client('admin').post('/api/elearning/reset-execution', { executionUuid })).statusCode).toBe(200);
    for (const who of ['member', 'admin']) {
      const read = (await client(who).send(readResultDataEndpoint, { resultUuid: result.resultUuid })).answer();
      expect(read).toEqual({ ...result, archived: true });
    }
    const again = await openTask();
    expect(again.id).not.toBe(repeat.id);
    const today = await one<{ due: string }>(
      'SELECT (CURRENT_DATE + first_execution_buffer_days)::text AS due FROM elearning WHERE id = $1',
      [await fireSafety()],
    );
    expect(again.due).toBe(today.due);
    const tasks = (await client('member').send(readMemberTasksEndpoint, { bucket: 'all' })).answer();
    expect(tasks.items.some((task) => task.resultUuid === result.resultUuid)).toBe(false);
    expect(tasks.items.some((task) => task.taskUuid === again.id)).toBe(true);
  });

  it('is for admins of the client: ou-admins are refused, other clients find nothing', async () => {
    const executionUuid = await attemptAt((await openTask()).id);
    expect((await client('ouadmin').post('/api/elearning/reset-execution', { executionUuid })).statusCode).toBe(403);
    expect((await client('member').post('/api/elearning/reset-execution', { executionUuid })).statusCode).toBe(403);
    expect(errorCodeOf(await client('acme').post('/api/elearning/reset-execution', { executionUuid }))).toBe('ELearning.NotFound');
    const current = await one<{ reset: boolean }>('SELECT archived_at IS NOT NULL AS reset FROM elearning_execution WHERE id = $1', [
      executionUuid,
    ]);
    expect(current.reset).toBe(false);
  });
});

describe('an attempt as an admin sees it', () => {
  it("gives each SCO's status, score, time spent, objectives and interactions, and marks a quick completion", async () => {
    const executionUuid = await attemptAt((await openTask()).id);
    const cmi = {
      'cmi.core.lesson_status': 'passed',
      'cmi.core.score.raw': '80',
      'cmi.core.total_time': '0000:02:30',
      'cmi.objectives.0.id': 'escape-routes',
      'cmi.objectives.0.status': 'passed',
      'cmi.interactions.0.id': 'q1',
      'cmi.interactions.0.type': 'choice',
      'cmi.interactions.0.student_response': 'b',
      'cmi.interactions.0.result': 'wrong',
      'cmi.interactions.0.correct_responses.0.pattern': 'a',
    };
    expect((await client('member').send(saveExecutionEndpoint, { executionUuid, cmi, last: true })).answer()).toMatchObject({
      completed: true,
    });

    const details = (await client('admin').send(readExecutionDetailsEndpoint, { executionUuid })).answer();
    expect(details).toMatchObject({
      executionUuid,
      title: 'Brandschutz im Betrieb',
      scormVersion: '1.2',
      durationMinutes: 20,
      scorePercent: 80,
      secondsSpent: 150,
      completedQuickly: true,
      certificateNumber: expect.stringMatching(/^\d{6}$/),
      resetAt: null,
    });
    expect(details.activities).toEqual([
      expect.objectContaining({
        launchable: true,
        status: 'passed',
        scorePercent: 80,
        secondsSpent: 150,
        attemptCount: 1,
        lastCommitAt: expect.any(String),
        objectives: [
          { id: 'escape-routes', description: null, completionStatus: 'completed', successStatus: 'passed', scorePercent: null },
        ],
        interactions: [expect.objectContaining({ id: 'q1', learnerResponse: 'b', correctResponses: ['a'], result: 'incorrect' })],
      }),
    ]);
    const listed = (await list('admin', { perPage: 100 })).items.find((item) => item.executionUuid === executionUuid);
    expect(listed).toMatchObject({ secondsSpent: 150, completedQuickly: true });
    // The demo's history: completions of 15 to 25 minutes, and some in under five.
    const history = (await list('admin', { perPage: 100 })).items.filter((item) => item.completedAt !== null);
    expect(history.some((item) => item.completedQuickly)).toBe(true);
    expect(history.some((item) => !item.completedQuickly && item.secondsSpent >= 900)).toBe(true);
  });

  it("is read by the attempt's admins only: a reset one stays readable, other clients and members find nothing", async () => {
    const executionUuid = await attemptAt((await openTask()).id);
    expect((await client('admin').post('/api/elearning/reset-execution', { executionUuid })).statusCode).toBe(200);
    const details = (await client('admin').send(readExecutionDetailsEndpoint, { executionUuid })).answer();
    expect(details).toMatchObject({ executionUuid, resetAt: expect.any(String), completedAt: null, completedQuickly: false });
    expect(details.activities[0]).toMatchObject({ status: 'not-attempted', interactions: [], objectives: [] });
    expect(errorCodeOf(await client('acme').post('/api/elearning/read-execution-details', { executionUuid }))).toBe('ELearning.NotFound');
    expect((await client('member').post('/api/elearning/read-execution-details', { executionUuid })).statusCode).toBe(403);
    const ouAdmins = new Set((await list('ouadmin', { perPage: 100 })).items.map((item) => item.executionUuid));
    const outside = (await list('admin', { perPage: 100 })).items.find((item) => !ouAdmins.has(item.executionUuid));
    expect(
      errorCodeOf(await client('ouadmin').post('/api/elearning/read-execution-details', { executionUuid: outside!.executionUuid })),
    ).toBe('ELearning.NotFound');
  });
});
