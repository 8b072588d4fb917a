import type { ExecutionActivity, ExecutionActivityStatus, ExecutionNavigation, ScormVersionName } from '@compliance/shared-contracts';
import type { AttemptOutcome, ObjectiveOutcome } from './completion';
import { launchableLeaves, type LaunchableActivity, type PackageActivity } from './manifest-activities';
import { navigation, postConditionAction, trackTree, type LeafProgress } from './sequencing';

// The activities of an attempt (issue 70, "Multi-SCO courses"): which leaf a launch delivers, what
// each leaf's kept data says, and the attempt as its leaves say together.

/** What the kept data of one activity of an attempt says (execution-queries.ts keeps it at each commit). */
export interface ActivityState {
  completed: boolean;
  passed: boolean | null;
  scorePercent: number | null;
  /** The length of its run-time data (names and values), counted against the attempt's limit. */
  cmiLength: number;
  /** Attempts begun on it (a resumed session is none). */
  attemptCount: number;
  /** Its SCO's objectives by identifier (SCORM 2004). */
  objectives: Readonly<Record<string, ObjectiveOutcome>>;
  /** Whole seconds its total time says were spent on it (time-spent.ts). */
  secondsSpent: number;
}

/** The launchable leaf of that id; undefined when the tree has none. */
const launchableLeaf = (root: PackageActivity, id: string | null): LaunchableActivity | undefined =>
  id ? launchableLeaves(root).find((leaf) => leaf.id === id) : undefined;

/**
 * The leaf an opening or a commit is for: the one it names (undefined when the course has no such
 * leaf), else the one delivered last, else the first.
 */
export function targetLeaf(root: PackageActivity, named: string | undefined, current: string | null): LaunchableActivity | undefined {
  if (named) return launchableLeaf(root, named);
  return launchableLeaf(root, current) ?? launchableLeaves(root)[0];
}

function leafStatus(state: ActivityState | undefined): ExecutionActivityStatus {
  if (!state) return 'not-attempted';
  if (state.passed === true) return 'passed';
  if (state.passed === false) return 'failed';
  return state.completed ? 'completed' : 'incomplete';
}

/** A cluster's status: done when all its leaves are (failed when one failed), begun when one is, else not attempted. */
function clusterStatus(statuses: readonly ExecutionActivityStatus[]): ExecutionActivityStatus {
  if (statuses.length === 0 || statuses.every((status) => status === 'not-attempted')) return 'not-attempted';
  if (statuses.some((status) => status === 'failed')) return 'failed';
  if (statuses.every((status) => status === 'passed')) return 'passed';
  return statuses.every((status) => status !== 'not-attempted' && status !== 'incomplete') ? 'completed' : 'incomplete';
}

/** The course's activities below the root, in order, each with its status in the attempt and whether a choice may launch it, for the player's table of contents. */
function executionActivities(
  root: PackageActivity,
  states: ReadonlyMap<string, ActivityState>,
  choosable: ReadonlySet<string>,
  currentId: string | null,
): ExecutionActivity[] {
  const listed: ExecutionActivity[] = [];
  const visit = (activity: PackageActivity, depth: number): ExecutionActivityStatus => {
    const entry: ExecutionActivity = {
      id: activity.id,
      title: activity.title,
      depth,
      visible: activity.visible,
      launchable: activity.launch !== null,
      status: 'not-attempted',
      choosable: choosable.has(activity.id),
    };
    listed.push(entry);
    // The activity launched is begun, though its content has not committed yet.
    const launched = activity.id === currentId && !states.has(activity.id);
    entry.status = activity.launch
      ? launched
        ? 'incomplete'
        : leafStatus(states.get(activity.id))
      : clusterStatus(activity.children.map((child) => visit(child, depth + 1)));
    return entry.status;
  };
  for (const child of root.children) visit(child, 0);
  return listed;
}

/**
 * The attempt as its leaves' data say together (for SCORM 1.2 as Moodle does by default): done when
 * every leaf is completed (a 1.2 SCO passed or failed is; an asset is once shown); failed when one failed, passed
 * once all are done and every leaf that judges passed; the score the mean of those reported. With
 * one SCO, that SCO's outcome as it is.
 */
function rolledUpOutcome(leafIds: readonly string[], states: ReadonlyMap<string, ActivityState>): AttemptOutcome {
  const leaves = leafIds.map((id) => states.get(id));
  const completed = leaves.every((state) => state?.completed === true);
  const judgements = leaves.flatMap((state) => (state && state.passed !== null ? [state.passed] : []));
  // A judgement of the whole waits for every leaf, unless one failed already.
  const passed = judgements.includes(false) ? false : judgements.length === 0 ? null : completed || leaves.length === 1 ? true : null;
  const scores = leaves.flatMap((state) => (state?.scorePercent != null ? [state.scorePercent] : []));
  const scorePercent = scores.length > 0 ? Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 100) / 100 : null;
  return { completed, passed, scorePercent };
}

/** The leaves' data as SCORM 2004 sequencing reads it (a measure from the score, 0–1). */
function leafProgress(states: ReadonlyMap<string, ActivityState>): Map<string, LeafProgress> {
  return new Map(
    [...states].map(([id, state]) => [
      id,
      {
        attemptCount: state.attemptCount,
        completed: state.completed,
        satisfied: state.passed,
        measure: state.scorePercent === null ? null : state.scorePercent / 100,
        objectives: state.objectives,
      },
    ]),
  );
}

/** An attempt as its activities say: its outcome, its table of contents and where the learner may go from `currentId`. */
export interface AttemptView {
  outcome: AttemptOutcome;
  activities: ExecutionActivity[];
  navigation: ExecutionNavigation;
  /** The leaves a choice may launch now. */
  choosable: ReadonlySet<string>;
}

/**
 * The attempt seen from the activity `currentId` (null before any). SCORM 1.2 has no sequencing:
 * every leaf may be chosen, continue and previous follow the organization's order, and an ended
 * SCO continues. SCORM 2004 follows its sequencing (sequencing.ts, docs/decisions/0016): rollup to
 * the root judges the attempt, the control modes and rules say where the learner may go.
 */
export function viewAttempt(
  version: ScormVersionName,
  root: PackageActivity,
  states: ReadonlyMap<string, ActivityState>,
  currentId: string | null,
): AttemptView {
  if (version === '1.2') {
    const leaves = launchableLeaves(root).map((leaf) => leaf.id);
    const at = currentId ? leaves.indexOf(currentId) : -1;
    const choosable = new Set(leaves);
    return {
      outcome: rolledUpOutcome(leaves, states),
      activities: executionActivities(root, states, choosable, currentId),
      navigation: { continue: leaves[at + 1] ?? null, previous: at > 0 ? leaves[at - 1]! : null, afterEnd: 'continue' },
      choosable,
    };
  }
  const progress = leafProgress(states);
  const tracking = trackTree(root, progress);
  const found = navigation(root, tracking, progress, currentId);
  const rootState = tracking.activities.get(root.id);
  const measure = rootState?.measure ?? null;
  return {
    outcome: {
      completed: rootState?.completed === true,
      passed: rootState?.satisfied ?? null,
      scorePercent: measure === null ? null : Math.round(Math.min(1, Math.max(0, measure)) * 10_000) / 100,
    },
    activities: executionActivities(root, states, found.choosable, currentId),
    navigation: {
      continue: found.continue,
      previous: found.previous,
      afterEnd: currentId ? (postConditionAction(root, tracking, progress, currentId) ?? null) : null,
    },
    choosable: found.choosable,
  };
}
