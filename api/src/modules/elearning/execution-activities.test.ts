import { readExecutionEndpoint, saveExecutionEndpoint, type ExecutionActivity } from '@compliance/shared-contracts';
import { errorCodeOf } from '../../test/answers';
import { signedInApp } from '../../test/client';
import { giveFirstAidPackage, startFirstAidAttempt } from '../../test/elearning';
import { multiScoCourse12 } from '../../test/scorm-packages';

// Courses of many SCOs (issue 70): the demo's first-aid course gets a SCORM 1.2 package of 20
// lessons in four chapters, a handout (an asset) and a quiz with a mastery score of 80, done when
// completed and passed. The demo admin (a member too) has an open task of it and no attempt yet.

const signedIn = signedInApp({ admin: ['demo', 'admin'], member: ['demo', 'member'] });
const { client, one } = signedIn;

beforeAll(() => giveFirstAidPackage(signedIn.t.db, multiScoCourse12()));

const LESSONS = [1, 2, 3, 4].flatMap((chapter) => [1, 2, 3, 4, 5].map((lesson) => `lesson-${chapter}-${lesson}`));

const startFirstAid = () => startFirstAidAttempt(signedIn.t.db, client('admin'), 'admin');

const read = (executionUuid: string, activityId?: string) =>
  client('admin').send(readExecutionEndpoint, { executionUuid, ...(activityId && { activityId }) });
const save = (executionUuid: string, cmi: Record<string, string>, activityId?: string, last = false) =>
  client('admin').send(saveExecutionEndpoint, { executionUuid, cmi, last, ...(activityId && { activityId }) });

const statusOf = (activities: ExecutionActivity[], id: string) => activities.find((activity) => activity.id === id)?.status;

const grantedPath = async (executionUuid: string) =>
  (
    await one<{ path: string }>(
      `SELECT launch_path AS path FROM elearning_content_grant WHERE execution_id = $1 ORDER BY expires_at DESC, launch_path LIMIT 1`,
      [executionUuid],
    )
  ).path;

describe('a course of many SCOs', () => {
  let executionUuid = '';

  it('launches the first SCO and shows every activity in order, the hidden one marked, the one launched begun', async () => {
    executionUuid = await startFirstAid();
    const execution = (await read(executionUuid)).answer();
    expect(execution).toMatchObject({ activityId: 'lesson-1-1', scormVersion: '1.2', completed: false });
    expect(execution.cmi['cmi.core.entry']).toBe('ab-initio');
    expect(execution.activities.map((activity) => activity.id)).toEqual([
      ...[1, 2, 3, 4].flatMap((chapter) => [`chapter-${chapter}`, ...[1, 2, 3, 4, 5].map((lesson) => `lesson-${chapter}-${lesson}`)]),
      'handout',
      'quiz',
    ]);
    expect(execution.activities[0]).toEqual({
      id: 'chapter-1',
      title: 'Kapitel 1',
      depth: 0,
      visible: true,
      launchable: false,
      status: 'incomplete',
      choosable: false,
    });
    expect(execution.activities[1]).toMatchObject({ id: 'lesson-1-1', depth: 1, launchable: true, status: 'incomplete' });
    expect(execution.activities[2]).toMatchObject({ id: 'lesson-1-2', status: 'not-attempted' });
    expect(execution.activities.filter((activity) => !activity.visible).map((activity) => activity.id)).toEqual(['lesson-2-5']);
    expect(await grantedPath(executionUuid)).toBe('sco.html?sco=lesson-1-1');
  });

  it('keeps each SCO its own data, launches the one chosen with its parameters, and resumes where the member stopped', async () => {
    expect(
      (
        await save(executionUuid, { 'cmi.core.lesson_location': 'p2', 'cmi.core.lesson_status': 'incomplete', 'cmi.core.exit': 'suspend' })
      ).answer(),
    ).toMatchObject({
      completed: false,
      // The commit's answer keeps the table of contents current, and says where next leads.
      navigation: { continue: 'lesson-1-2', previous: null, afterEnd: 'continue' },
    });
    const chosen = (await read(executionUuid, 'lesson-3-1')).answer();
    expect(chosen.activityId).toBe('lesson-3-1');
    expect(chosen.cmi['cmi.core.lesson_location']).toBeUndefined();
    expect(chosen.cmi['cmi.core.entry']).toBe('ab-initio');
    expect(
      await one<{ n: number }>(`SELECT count(*)::int AS n FROM elearning_content_grant WHERE execution_id = $1 AND launch_path = $2`, [
        executionUuid,
        'sco.html?sco=lesson-3-1&mode=review&page=1',
      ]),
    ).toEqual({ n: 1 });
    // Without a name, a commit belongs to the SCO launched last.
    await save(executionUuid, { 'cmi.core.lesson_status': 'completed' });

    const again = (await read(executionUuid)).answer();
    expect(again.activityId).toBe('lesson-3-1');
    expect(statusOf(again.activities, 'lesson-3-1')).toBe('completed');
    expect(statusOf(again.activities, 'lesson-1-1')).toBe('incomplete');
    expect(statusOf(again.activities, 'chapter-3')).toBe('incomplete');
    const first = (await read(executionUuid, 'lesson-1-1')).answer();
    expect(first.cmi).toMatchObject({ 'cmi.core.lesson_location': 'p2', 'cmi.core.entry': 'resume' });
  });

  it('refuses an activity the course does not launch: unknown, or a chapter', async () => {
    for (const activityId of ['nowhere', 'chapter-1']) {
      expect(errorCodeOf(await read(executionUuid, activityId))).toBe('ELearning.NotFound');
      expect(errorCodeOf(await save(executionUuid, { 'cmi.core.lesson_status': 'completed' }, activityId))).toBe('ELearning.NotFound');
    }
    expect(errorCodeOf(await client('member').send(readExecutionEndpoint, { executionUuid, activityId: 'lesson-1-1' }))).toBe(
      'ELearning.NotFound',
    );
  });

  it('is done once every SCO is completed or passed and the handout was shown; the quiz alone scores it', async () => {
    for (const lesson of LESSONS) {
      const answer = (await save(executionUuid, { 'cmi.core.lesson_status': 'completed' }, lesson, true)).answer();
      expect(answer.completed).toBe(false);
    }
    // Below the quiz's mastery score of 80, the content's "passed" is overruled: failed, and the course with it.
    expect((await save(executionUuid, { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '70' }, 'quiz')).answer().completed).toBe(
      false,
    );
    expect(statusOf((await read(executionUuid, 'quiz')).answer().activities, 'quiz')).toBe('failed');
    expect((await save(executionUuid, { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '90' }, 'quiz')).answer().completed).toBe(
      false,
    );

    const shown = (await read(executionUuid, 'handout')).answer();
    expect(shown).toMatchObject({ activityId: 'handout', completed: true });
    expect(statusOf(shown.activities, 'handout')).toBe('completed');
    expect(statusOf(shown.activities, 'chapter-4')).toBe('completed');
    expect(await grantedPath(executionUuid)).toBe('asset.html?sco=handout');
    const attempt = await one<{ score: number; done: boolean }>(
      `SELECT x.score_percent::float8 AS score, t.completed_at IS NOT NULL AS done
         FROM elearning_execution x JOIN elearning_task t ON t.id = x.task_id WHERE x.id = $1`,
      [executionUuid],
    );
    expect(attempt).toEqual({ score: 90, done: true });
  });
});
