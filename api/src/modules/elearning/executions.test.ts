import {
  CMI_COMMIT_MAX_BYTES,
  createExecutionEndpoint,
  readExecutionEndpoint,
  readMemberTasksEndpoint,
  saveExecutionEndpoint,
} from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { errorCodeOf } from '../../test/answers';

// Attempts (docs/product.md §3, issue 14): starting one at a task, the data the content starts
// with, its files, and commits until the completion rule is met. The demo's `member` left fire
// safety (SCORM 1.2, done when passed with 80 %, every 12 months) on its second page.

const signedIn = signedInApp({
  member: ['demo', 'member'],
  admin: ['demo', 'admin'],
  acme: ['acme', 'admin'],
});
const { client, one } = signedIn;

/** The run-time data of a single-SCO attempt: its one activity's. */
const ONE_SCO_DATA = 'SELECT cmi FROM elearning_execution_activity WHERE execution_id = $1';

const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9' } };

/** The open task of a demo account for a course, by the course's German title. */
const openTaskOf = async (username: string, title: string, company = 'demo'): Promise<string> =>
  (
    await one<{ id: string }>(
      `SELECT t.id FROM elearning_task t JOIN member m ON m.id = t.member_id JOIN client cl ON cl.id = m.client_id
         JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course c ON c.id = e.course_id
        WHERE cl.client_identifier = $1 AND m.username = $2 AND c.texts -> 'de_DE' ->> 'title' = $3
          AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
      [company, username, title],
    )
  ).id;

const FIRE_SAFETY = 'Brandschutz im Betrieb';
const FIRST_AID = 'Erste Hilfe – Grundlagen';

const start = async (who: string, taskUuid: string) => client(who).send(createExecutionEndpoint, { taskUuid });
const read = async (who: string, executionUuid: string, options = {}) =>
  client(who).send(readExecutionEndpoint, { executionUuid }, options);
const save = async (who: string, executionUuid: string, cmi: Record<string, string>) =>
  client(who).send(saveExecutionEndpoint, { executionUuid, cmi });

describe('starting and resuming an attempt', () => {
  it("continues the member's attempt left half-way: the same attempt, resumed on its page, in the member's language", async () => {
    const taskUuid = await openTaskOf('member', FIRE_SAFETY);
    const started = await start('member', taskUuid);
    expect(started.statusCode).toBe(200);
    const { executionUuid } = started.answer();
    expect((await start('member', taskUuid)).json()).toEqual({ executionUuid });

    const execution = (await read('member', executionUuid)).answer();
    const member = await one<{ id: string }>("SELECT id FROM member WHERE username = 'member'");
    expect(execution).toMatchObject({
      executionUuid,
      taskUuid,
      title: FIRE_SAFETY,
      scormVersion: '1.2',
      completed: false,
    });
    // Its launcher on the content origin, under a grant of its own: the app's host is localhost.
    expect(execution.launchUrl).toMatch(/^http:\/\/127\.0\.0\.1:8081\/launch\/[A-Za-z0-9_-]{43}$/);
    expect((await read('member', executionUuid)).answer().launchUrl).not.toBe(execution.launchUrl);
    expect(execution.cmi).toEqual({
      'cmi.core.lesson_location': '1',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.suspend_data': '{"answers":[]}',
      'cmi.core.total_time': '0000:04:00',
      'cmi.core.student_id': member.id,
      'cmi.core.student_name': 'Mustermann, Max',
      'cmi.core.lesson_mode': 'normal',
      'cmi.core.credit': 'credit',
      'cmi.core.entry': 'resume',
      'cmi.student_data.mastery_score': '80',
      'cmi.student_preference.language': 'de',
    });
    const english = (await read('member', executionUuid, ENGLISH)).answer();
    expect(english).toMatchObject({ title: 'Fire safety at work', cmi: { 'cmi.student_preference.language': 'en' } });
  });

  it('starts a new attempt from the beginning, and the task counts as started', async () => {
    const taskUuid = await openTaskOf('admin', FIRST_AID);
    const before = await one<{ started: boolean }>('SELECT started_at IS NOT NULL AS started FROM elearning_task WHERE id = $1', [
      taskUuid,
    ]);
    expect(before.started).toBe(false);
    const { executionUuid } = (await start('admin', taskUuid)).answer();
    const execution = (await read('admin', executionUuid)).answer();
    expect(execution.scormVersion).toBe('2004');
    expect(execution.cmi).toMatchObject({
      'cmi.entry': 'ab-initio',
      'cmi.learner_name': 'Admin, Andreas',
      'cmi.scaled_passing_score': '0.7',
      'cmi.mode': 'normal',
    });
    const after = await one<{ started: boolean }>('SELECT started_at IS NOT NULL AS started FROM elearning_task WHERE id = $1', [taskUuid]);
    expect(after.started).toBe(true);
    const tasks = (await client('admin').send(readMemberTasksEndpoint, { bucket: 'all' })).answer();
    expect(tasks.items.find((task) => task.taskUuid === taskUuid)?.status).toBe('inprogress');
  });

  it('hands a new session every element the content stored, but never what the LMS sets or the content only writes', async () => {
    const { executionUuid } = (await start('admin', await openTaskOf('admin', FIRST_AID))).answer();
    const stored = {
      'cmi.location': 'seite-3',
      'cmi.objectives.0.id': 'brand-1',
      'cmi.objectives.0.success_status': 'passed',
      'cmi.interactions.0.id': 'frage-1',
      'cmi.interactions.0.type': 'choice',
      'cmi.interactions.0.learner_response': 'b',
      'cmi.interactions.0.correct_responses.0.pattern': 'b',
      'cmi.learner_preference.audio_level': '0.5',
      'cmi.comments_from_learner.0.comment': 'Gut erklärt',
    };
    const lmsOwn = { 'cmi.learner_id': 'jemand', 'cmi.mode': 'review', 'cmi.credit': 'no-credit', 'cmi.launch_data': 'x' };
    const writeOnly = { 'cmi.exit': 'suspend', 'cmi.session_time': 'PT5M' };
    expect((await save('admin', executionUuid, { ...stored, ...lmsOwn, ...writeOnly })).statusCode).toBe(200);
    const { cmi } = (await read('admin', executionUuid)).answer();
    expect(cmi).toMatchObject({ ...stored, 'cmi.entry': 'resume', 'cmi.mode': 'normal', 'cmi.credit': 'credit' });
    expect(cmi['cmi.learner_id']).not.toBe('jemand');
    for (const element of ['cmi.launch_data', 'cmi.exit', 'cmi.session_time']) expect(cmi).not.toHaveProperty([element]);
  });

  it('resumes a session the content never terminated as suspended; after a terminating commit without suspend, starts anew', async () => {
    const { executionUuid } = (await start('admin', await openTaskOf('admin', FIRST_AID))).answer();
    const entryAfter = async (last: boolean) => {
      expect(
        (await client('admin').send(saveExecutionEndpoint, { executionUuid, cmi: { 'cmi.location': '2', 'cmi.exit': '' }, last }))
          .statusCode,
      ).toBe(200);
      return (await read('admin', executionUuid)).answer().cmi['cmi.entry'];
    };
    // A closed tab: the last commit was an autocommit, not the content's Terminate.
    expect(await entryAfter(false)).toBe('resume');
    expect(await entryAfter(true)).toBe('');
  });

  it("hands the manifest's dataFromLMS as cmi.launch_data, and none where the manifest has none", async () => {
    const { executionUuid } = (await start('admin', await openTaskOf('admin', FIRST_AID))).answer();
    expect((await read('admin', executionUuid)).answer().cmi).not.toHaveProperty(['cmi.launch_data']);
    const { package_id: packageId } = await one<{ package_id: string }>('SELECT package_id FROM elearning_execution WHERE id = $1', [
      executionUuid,
    ]);
    await signedIn.t.db.query(
      `UPDATE elearning_package SET activities = jsonb_set(activities, '{children,0,launch,launchData}', '"modus=pruefung"') WHERE id = $1`,
      [packageId],
    );
    try {
      expect((await read('admin', executionUuid)).answer().cmi).toMatchObject({ 'cmi.launch_data': 'modus=pruefung' });
    } finally {
      await signedIn.t.db.query(
        `UPDATE elearning_package SET activities = jsonb_set(activities, '{children,0,launch,launchData}', 'null') WHERE id = $1`,
        [packageId],
      );
    }
  });

  it("refuses another member's task or attempt, and another client's", async () => {
    const memberTask = await openTaskOf('member', FIRE_SAFETY);
    expect(errorCodeOf(await start('admin', memberTask))).toBe('ELearning.NotFound');
    const { executionUuid } = (await start('member', memberTask)).answer();
    expect((await read('admin', executionUuid)).statusCode).toBe(404);
    expect((await save('admin', executionUuid, { 'cmi.core.lesson_location': '2' })).statusCode).toBe(404);
    expect((await read('acme', executionUuid)).statusCode).toBe(404);
    const acmeTask = await openTaskOf('admin', FIRE_SAFETY, 'acme');
    expect((await start('member', acmeTask)).statusCode).toBe(404);
  });
});

describe('committing an attempt', () => {
  it('keeps every commit; the attempt is done only when the rule is met, then the task is done and the next one due in 12 months', async () => {
    const taskUuid = await openTaskOf('member', FIRE_SAFETY);
    const { executionUuid } = (await start('member', taskUuid)).answer();
    const leftHalfWay = { 'cmi.core.lesson_location': '3', 'cmi.core.exit': 'suspend', 'cmi.core.total_time': '00:07:30' };
    expect((await save('member', executionUuid, leftHalfWay)).json()).toMatchObject({ completed: false });
    // The next session starts where this one stopped, its time added to the 7.5 minutes so far.
    expect((await read('member', executionUuid)).answer().cmi).toMatchObject({
      'cmi.core.lesson_location': '3',
      'cmi.core.entry': 'resume',
      'cmi.core.total_time': '00:07:30',
    });
    // Finished, 60 %: below the minimum of 80 the E-Learning asks for.
    const failed = {
      'cmi.core.lesson_status': 'failed',
      'cmi.core.score.raw': '60',
      'cmi.core.score.max': '100',
      'cmi.core.score.min': '0',
    };
    expect((await save('member', executionUuid, failed)).json()).toMatchObject({ completed: false });
    const passed = { ...failed, 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '100' };
    expect((await save('member', executionUuid, passed)).json()).toMatchObject({ completed: true });

    const task = await one<{ completed: boolean }>('SELECT completed_at IS NOT NULL AS completed FROM elearning_task WHERE id = $1', [
      taskUuid,
    ]);
    expect(task.completed).toBe(true);
    const next = await one<{ due: string; expected: string }>(
      `SELECT t.due_date::text AS due, (CURRENT_DATE + interval '12 months')::date::text AS expected
         FROM elearning_task t JOIN member m ON m.id = t.member_id
        WHERE m.username = 'member' AND t.elearning_id = (SELECT elearning_id FROM elearning_task WHERE id = $1)
          AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
      [taskUuid],
    );
    expect(next.due).toBe(next.expected);
    const attempt = await one<{ score: number; completed: boolean }>(
      'SELECT score_percent::int AS score, completed_at IS NOT NULL AS completed FROM elearning_execution WHERE id = $1',
      [executionUuid],
    );
    expect(attempt).toEqual({ score: 100, completed: true });

    // A completed attempt is history: a later commit changes nothing.
    expect((await save('member', executionUuid, { 'cmi.core.lesson_status': 'failed' })).json()).toMatchObject({ completed: true });
    expect((await read('member', executionUuid)).answer().completed).toBe(true);
    const row = await one<{ status: string }>(
      "SELECT cmi ->> 'cmi.core.lesson_status' AS status FROM elearning_execution_activity WHERE execution_id = $1",
      [executionUuid],
    );
    expect(row.status).toBe('passed');
  });

  it('keeps every one of commits sent at once (the course open in two tabs): none overwrites another', async () => {
    const { executionUuid } = (await start('member', await openTaskOf('member', FIRE_SAFETY))).answer();
    const commits: Array<Record<string, string>> = [
      { 'cmi.core.lesson_location': '4' },
      { 'cmi.suspend_data': '{"answers":[2]}' },
      { 'cmi.core.exit': 'suspend' },
      { 'cmi.core.session_time': '00:01:30' },
      { 'cmi.comments': 'Tab zwei' },
    ];
    const answers = await Promise.all(commits.map((cmi) => save('member', executionUuid, cmi)));
    expect(answers.map((answer) => answer.json<{ completed: boolean }>().completed)).toEqual(commits.map(() => false));
    const row = await one<{ cmi: Record<string, string> }>(ONE_SCO_DATA, [executionUuid]);
    expect(row.cmi).toMatchObject(Object.assign({}, ...commits));
  });

  it('judges SCORM 2004 by completion and success: first aid needs both, with 70 %', async () => {
    const taskUuid = await openTaskOf('admin', FIRST_AID);
    const { executionUuid } = (await start('admin', taskUuid)).answer();
    expect((await save('admin', executionUuid, { 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.75' })).json()).toMatchObject({
      completed: false,
    });
    expect((await save('admin', executionUuid, { 'cmi.completion_status': 'completed' })).json()).toMatchObject({ completed: true });
  });

  it('refuses run-time data that is no SCORM element, or too long', async () => {
    const { executionUuid } = (await start('member', await openTaskOf('member', FIRE_SAFETY))).answer();
    const invalid: Array<Record<string, string>> = [
      { 'window.alert': '1' },
      { 'cmi.suspend_data': 'x'.repeat(64_001) },
      { 'cmi.core lesson': '1' },
    ];
    for (const cmi of invalid) {
      expect(errorCodeOf(await save('member', executionUuid, cmi))).toBe('Schema.Invalid');
    }
  });

  it("refuses what the package's SCORM version has no element, type or room for, names it, and keeps nothing of that commit", async () => {
    const { executionUuid } = (await start('member', await openTaskOf('member', FIRE_SAFETY))).answer();
    const before = await one<{ cmi: Record<string, string> }>(ONE_SCO_DATA, [executionUuid]);
    // Fire safety is SCORM 1.2: 4,096 characters of suspend data, its own vocabulary, no 2004 names.
    const refused = await save('member', executionUuid, {
      'cmi.core.lesson_location': '5',
      'cmi.suspend_data': 'x'.repeat(4097),
      'cmi.core.lesson_status': 'done',
      'cmi.location': '5',
      'cmi.interactions.250.id': 'q',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: {
        code: 'ELearning.RunTimeDataRefused',
        fields: [
          { path: 'cmi.suspend_data', message: 'tooLong' },
          { path: 'cmi.core.lesson_status', message: 'notInVocabulary' },
          { path: 'cmi.location', message: 'unknown' },
          { path: 'cmi.interactions.250.id', message: 'tooManyEntries' },
        ],
      },
    });
    const after = await one<{ cmi: Record<string, string> }>(ONE_SCO_DATA, [executionUuid]);
    expect(after.cmi).toEqual(before.cmi);
    expect((await save('member', executionUuid, { 'cmi.suspend_data': 'x'.repeat(4096) })).statusCode).toBe(200);
  });

  it('keeps at most a million characters of run-time data an attempt: commit after commit of long answers ends refused', async () => {
    const taskUuid = await openTaskOf('admin', FIRST_AID);
    const { executionUuid } = (await start('admin', taskUuid)).answer();
    // SCORM 2004 answers of 4,000 characters each, 50 interactions a commit: 200,000 characters.
    const commitOf = (first: number) =>
      Object.fromEntries(
        Array.from({ length: 50 }, (_, offset) => [`cmi.interactions.${first + offset}.learner_response`, 'y'.repeat(4000)]),
      );
    const statuses: number[] = [];
    for (let first = 0; first < 250; first += 50) statuses.push((await save('admin', executionUuid, commitOf(first))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 413]);
    expect(errorCodeOf(await save('admin', executionUuid, commitOf(200)))).toBe('ELearning.RunTimeDataTooLarge');
    const row = await one<{ cmi: Record<string, string> }>(ONE_SCO_DATA, [executionUuid]);
    expect(row.cmi['cmi.interactions.199.learner_response']).toHaveLength(4000);
    expect(row.cmi['cmi.interactions.200.learner_response']).toBeUndefined();
    // What the attempt stored still counts, and a commit that stays within the limit is taken.
    expect((await save('admin', executionUuid, { 'cmi.completion_status': 'completed' })).statusCode).toBe(200);
  });

  it(`refuses a commit of more than ${CMI_COMMIT_MAX_BYTES} bytes unparsed, with the run-time data's own code`, async () => {
    const taskUuid = await openTaskOf('admin', FIRST_AID);
    const { executionUuid } = (await start('admin', taskUuid)).answer();
    // The penetration test's commit: 2,000 elements of 2,600 characters, 5 MB.
    const cmi = Object.fromEntries(Array.from({ length: 2000 }, (_, n) => [`cmi.interactions.${n}.id`, 'x'.repeat(2600)]));
    const refused = await save('admin', executionUuid, cmi);
    expect({ status: refused.statusCode, code: errorCodeOf(refused) }).toEqual({ status: 413, code: 'ELearning.RunTimeDataTooLarge' });
    expect((await save('admin', executionUuid, { 'cmi.completion_status': 'incomplete' })).statusCode).toBe(200);
  });
});
