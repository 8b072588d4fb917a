import { readExecutionEndpoint, saveExecutionEndpoint } from '@compliance/shared-contracts';
import { errorCodeOf } from '../../test/answers';
import { signedInApp } from '../../test/client';
import { giveFirstAidPackage, startFirstAidAttempt } from '../../test/elearning';
import { sequencedCourse2004 } from '../../test/scorm-packages';

// SCORM 2004 sequencing in the running API (docs/decisions/0016): the demo's first-aid course gets
// a sequenced package, three lessons and a test in forwardOnly flow without choice; the test is
// disabled while a lesson's global objective says not satisfied; a lesson completed continues by
// its post-condition rule; the course is completed when all are and satisfied when any is.

const signedIn = signedInApp({ admin: ['demo', 'admin'] });
const { client, one } = signedIn;

beforeAll(() => giveFirstAidPackage(signedIn.t.db, sequencedCourse2004('forwardOnly')));

const startFirstAid = () => startFirstAidAttempt(signedIn.t.db, client('admin'), 'admin');

const read = (executionUuid: string, activityId?: string) =>
  client('admin').send(readExecutionEndpoint, { executionUuid, ...(activityId && { activityId }) });
const save = (executionUuid: string, activityId: string, cmi: Record<string, string>) =>
  client('admin').send(saveExecutionEndpoint, { executionUuid, cmi, last: true, activityId });
const lessonDone = (success: 'passed' | 'failed') => ({
  'cmi.completion_status': 'completed',
  'cmi.success_status': success,
  'cmi.exit': 'normal',
});

describe('a sequenced SCORM 2004 course', () => {
  let executionUuid = '';

  it('starts where its flow does and offers no choice; a choice or a step back is refused', async () => {
    executionUuid = await startFirstAid();
    const first = (await read(executionUuid)).answer();
    expect(first).toMatchObject({ activityId: 'lesson-1', navigation: { continue: 'lesson-2', previous: null, afterEnd: null } });
    expect(first.activities.filter((activity) => activity.choosable)).toEqual([]);
    expect(errorCodeOf(await read(executionUuid, 'lesson-3'))).toBe('ELearning.ActivityNotAvailable');
    // The activity in progress may be opened again.
    expect((await read(executionUuid, 'lesson-1')).answer().activityId).toBe('lesson-1');
  });

  it('continues by the post-condition rule once a lesson is completed, and never back (forwardOnly)', async () => {
    const ended = (await save(executionUuid, 'lesson-1', lessonDone('passed'))).answer();
    expect(ended).toMatchObject({ completed: false, navigation: { continue: 'lesson-2', afterEnd: 'continue' } });
    expect(ended.activities.find((activity) => activity.id === 'lesson-1')?.status).toBe('passed');
    const second = (await read(executionUuid, 'lesson-2')).answer();
    expect(second.navigation).toMatchObject({ continue: 'lesson-3', previous: null });
    expect(errorCodeOf(await read(executionUuid, 'lesson-1'))).toBe('ELearning.ActivityNotAvailable');
  });

  it('disables the test while a lesson is not satisfied, and opens it once it is', async () => {
    await save(executionUuid, 'lesson-2', lessonDone('passed'));
    await read(executionUuid, 'lesson-3');
    expect((await save(executionUuid, 'lesson-3', lessonDone('failed'))).answer().navigation).toMatchObject({ continue: null });
    expect(errorCodeOf(await read(executionUuid, 'test'))).toBe('ELearning.ActivityNotAvailable');
    // A second attempt on the lesson in progress, passed this time: the test's rule no longer holds.
    expect((await read(executionUuid, 'lesson-3')).answer().cmi['cmi.entry']).toBe('');
    expect((await save(executionUuid, 'lesson-3', lessonDone('passed'))).answer().navigation).toMatchObject({ continue: 'test' });
    const attempts = await one<{ n: number }>(
      `SELECT attempt_count AS n FROM elearning_execution_activity WHERE execution_id = $1 AND activity_id = 'lesson-3'`,
      [executionUuid],
    );
    expect(attempts.n).toBe(2);
  });

  it('is judged at its root: completed when every activity is, passed when one is; the measure weighs every activity', async () => {
    expect((await read(executionUuid, 'test')).answer().activityId).toBe('test');
    const judged = (
      await save(executionUuid, 'test', { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.9' })
    ).answer();
    expect(judged.completed).toBe(true);
    // The root's measure is the weighted mean over every tracked child (SN RB.1.1): only the test reports one.
    const attempt = await one<{ score: number }>(`SELECT score_percent::float8 AS score FROM elearning_execution WHERE id = $1`, [
      executionUuid,
    ]);
    expect(attempt.score).toBe(22.5);
  });
});
