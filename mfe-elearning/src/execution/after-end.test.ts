import type { ELearningExecution } from '@compliance/shared-contracts/browser';
import { activityOf } from '../fixtures';
import { stepAfterEnd } from './after-end';

const activity = (id: string, choosable: boolean) => activityOf(id, id, 0, { choosable });
const attempt = (navigation: Partial<ELearningExecution['navigation']>, completed = false) => ({
  activities: [activity('lesson-1', true), activity('lesson-2', true), activity('test', false)],
  navigation: { continue: null, previous: null, afterEnd: null, ...navigation },
  completed,
});

describe('the step after an activity ended', () => {
  it("follows the content's request where the course allows it", () => {
    expect(stepAfterEnd(attempt({ continue: 'lesson-2' }), 'continue')).toEqual({ deliver: 'lesson-2' });
    expect(stepAfterEnd(attempt({ previous: 'lesson-1' }), 'previous')).toEqual({ deliver: 'lesson-1' });
    expect(stepAfterEnd(attempt({}), '{target=lesson-2}choice')).toEqual({ deliver: 'lesson-2' });
    expect(stepAfterEnd(attempt({}), '{target=lesson-2}jump')).toEqual({ deliver: 'lesson-2' });
    // The test is not choosable now: the learner stays and chooses.
    expect(stepAfterEnd(attempt({}), '{target=test}choice')).toBe('stay');
    expect(stepAfterEnd(attempt({}), 'previous')).toBe('stay');
    // Continue past the last activity ends the course.
    expect(stepAfterEnd(attempt({}), 'continue')).toBe('leave');
    for (const request of ['exitAll', 'suspendAll', 'abandonAll'])
      expect(stepAfterEnd(attempt({ continue: 'lesson-2' }), request)).toBe('leave');
  });

  it("without a request of the content's, follows the course's post-condition rules", () => {
    expect(stepAfterEnd(attempt({ continue: 'lesson-2', afterEnd: 'continue' }), '_none_')).toEqual({ deliver: 'lesson-2' });
    expect(stepAfterEnd(attempt({ continue: 'lesson-2', afterEnd: 'continue' }), 'exit')).toEqual({ deliver: 'lesson-2' });
    expect(stepAfterEnd(attempt({ afterEnd: 'exitAll' }), undefined)).toBe('leave');
    expect(stepAfterEnd(attempt({ previous: 'lesson-1', afterEnd: 'previous' }), undefined)).toEqual({ deliver: 'lesson-1' });
  });

  it('with no step stated, leaves a completed attempt and lets the learner choose in one under way', () => {
    expect(stepAfterEnd(attempt({ continue: 'lesson-2' }), '_none_')).toBe('stay');
    expect(stepAfterEnd(attempt({ continue: 'lesson-2' }, true), '_none_')).toBe('leave');
    expect(stepAfterEnd({ ...attempt({}), activities: [activity('only', true)] }, undefined)).toBe('leave');
  });
});
