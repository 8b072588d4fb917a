import type { ELearningExecution } from '@compliance/shared-contracts/browser';

/** What the player does once an activity's content has ended: launch another, leave the player, or stay with the ended one. */
export type StepAfterEnd = { deliver: string } | 'leave' | 'stay';

/** A choice or jump as SCORM 2004 writes it in adl.nav.request: `{target=lesson-2}choice`. */
const TARGETED = /^\{target=([^}]+)\}(choice|jump)$/;

/**
 * The step after an activity ended (docs/decisions/0016), by what the server last said of the
 * attempt: the content's own navigation request where it made one (SCORM 2004 adl.nav.request;
 * a request the course does not allow now is not carried out), else the course's post-condition
 * rules (`afterEnd`; a SCORM 1.2 course always continues). Continue past the last activity
 * leaves the player; with no step stated, a course of one activity or a completed attempt is
 * left, otherwise the learner chooses.
 */
export function stepAfterEnd(
  execution: Pick<ELearningExecution, 'navigation' | 'activities' | 'completed'>,
  navRequest: string | undefined,
): StepAfterEnd {
  const { navigation } = execution;
  const target = navRequest ? TARGETED.exec(navRequest)?.[1] : undefined;
  if (target !== undefined) {
    return execution.activities.some((activity) => activity.id === target && activity.choosable) ? { deliver: target } : 'stay';
  }
  const continued = (): StepAfterEnd => (navigation.continue ? { deliver: navigation.continue } : 'leave');
  const previous = (): StepAfterEnd => (navigation.previous ? { deliver: navigation.previous } : 'stay');
  switch (navRequest) {
    case 'continue':
      return continued();
    case 'previous':
      return previous();
    case 'exitAll':
    case 'suspendAll':
    case 'abandonAll':
      return 'leave';
  }
  switch (navigation.afterEnd) {
    case 'continue':
      return continued();
    case 'previous':
      return previous();
    case 'exitAll':
      return 'leave';
    default:
      return execution.completed || execution.activities.filter((activity) => activity.launchable).length <= 1 ? 'leave' : 'stay';
  }
}
