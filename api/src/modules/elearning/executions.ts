import {
  CMI_ATTEMPT_MAX_LENGTH,
  cmiLength,
  refusedCmiElements,
  type ELearningExecution,
  type ExecutionOutline,
  type Language,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { requireMember } from '../../plugins/client-scope';
import { auditAdmin } from '../../lib/admin-audit';
import { sql } from '../../lib/sql';
import { attemptOutcome, meetsCompletionRule, objectiveOutcomes, type AttemptOutcome, type CmiValues } from './completion';
import { targetLeaf, viewAttempt } from './execution-activities';
import {
  completeTask,
  insertExecution,
  lockTaskToStart,
  readActivityRows,
  readExecutionRow,
  saveActivity,
  setCurrentActivity,
  updateExecution,
  type ActivityRows,
  type ExecutionRow,
} from './execution-queries';
import { grantedFileUrl, issueContentGrant, launcherUrl } from './content-origin';
import type { LaunchableActivity } from './manifest-activities';
import { recordResults } from './result-queries';
import { INITIAL_RUN_TIME_DATA, storedRunTimeData } from './run-time-data';
import { activitySecondsSpent } from './time-spent';

// A member's attempts at their E-Learning tasks: starting one, launching or resuming each of its
// activities (SCOs and assets) in the player, and keeping what the content commits, per activity,
// until the attempt fulfils the completion rule.

const notFound = () => new ApiError(404, 'ELearning.NotFound');

/** Starts the member's attempt at an open task of theirs, or answers the attempt already running. */
export async function createExecution(db: Database, session: SessionContext, taskUuid: string): Promise<{ executionUuid: string }> {
  const memberId = requireMember(session);
  return db.transaction(async (tx) => {
    const task = await lockTaskToStart(tx, session, memberId, taskUuid);
    if (!task || !task.open || task.packageId === null) throw notFound();
    if (task.executionId !== null) return { executionUuid: task.executionId };
    if (task.completed) throw new ApiError(409, 'ELearning.ExecutionCompleted');
    const executionUuid = await insertExecution(tx, session, { taskId: task.taskId, memberId, packageId: task.packageId });
    await auditAdmin(tx, session, { action: 'elearning.create-execution', entity: 'elearning_execution', entityId: executionUuid });
    return { executionUuid };
  });
}

/** A value the LMS hands the content, or nothing when the package has none. */
const present = (entries: Record<string, number | string | null>): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).flatMap(([name, value]) => (value === null ? [] : [[name, String(value)]])));

/** What an activity's data is kept as: its run-time data and whether its last session never terminated. */
type ActivityData = NonNullable<ActivityRows['data']>;

/**
 * The run-time data an activity's content starts with: what it stored last time (or the books'
 * initial values), plus the LMS's own part (SCORM 1.2 RTE §3.4, 2004 RTE §4.2): the learner, normal
 * mode with credit, resume after a suspended exit, the item's launch data and pass marks, the
 * learner's language.
 */
function launchData(
  row: ExecutionRow,
  leaf: LaunchableActivity,
  data: ActivityData | undefined,
  language: Language,
): Record<string, string> {
  const cmi = data?.cmi ?? {};
  const stored = storedRunTimeData(row.scormVersion, cmi);
  const learnerName = `${row.lastName}, ${row.firstName}`;
  const exit = cmi[row.scormVersion === '1.2' ? 'cmi.core.exit' : 'cmi.exit'];
  // First launch; resume after a suspended exit or a session the content never terminated (a
  // closed tab); else a new session of a normally exited attempt.
  const entry = Object.keys(stored).length === 0 ? 'ab-initio' : exit === 'suspend' || data?.sessionOpen ? 'resume' : '';
  const languageCode = language === 'en_GB' ? 'en' : 'de';
  const resumed = { ...INITIAL_RUN_TIME_DATA[row.scormVersion], ...stored };
  const { launch } = leaf;
  if (row.scormVersion === '1.2') {
    return {
      ...resumed,
      ...present({
        'cmi.core.student_id': row.memberId,
        'cmi.core.student_name': learnerName,
        'cmi.core.lesson_mode': 'normal',
        'cmi.core.credit': 'credit',
        'cmi.core.entry': entry,
        'cmi.launch_data': launch.launchData,
        'cmi.student_data.mastery_score': launch.masteryScore,
        'cmi.student_preference.language': languageCode,
      }),
    };
  }
  return {
    ...resumed,
    ...present({
      'cmi.learner_id': row.memberId,
      'cmi.learner_name': learnerName,
      'cmi.mode': 'normal',
      'cmi.credit': 'credit',
      'cmi.entry': entry,
      'cmi.launch_data': launch.launchData,
      'cmi.completion_threshold': launch.completionThreshold,
      'cmi.scaled_passing_score': launch.scaledPassingScore,
      'cmi.learner_preference.language': languageCode,
    }),
  };
}

/** The pass marks of a leaf as the LMS hands them to its content: part of its outcome (completion.ts reads them from the data). */
const passMarks = ({ launch }: LaunchableActivity) => ({
  'cmi.student_data.mastery_score': launch.masteryScore ?? undefined,
  'cmi.completion_threshold': launch.completionThreshold ?? undefined,
  'cmi.scaled_passing_score': launch.scaledPassingScore ?? undefined,
});

/**
 * Judges the attempt by what its activities say together: once it fulfils the E-Learning's rule,
 * the attempt and its task are done and, with a repeat, the next task is due.
 */
async function judgeAttempt(
  tx: Queryable,
  session: SessionContext,
  row: ExecutionRow,
  outcome: AttemptOutcome,
  states: ActivityRows['states'],
) {
  const completed = meetsCompletionRule(outcome, row.completionRule, row.minScore);
  let secondsSpent = 0;
  for (const state of states.values()) secondsSpent += state.secondsSpent;
  await updateExecution(tx, session, row.executionId, { scorePercent: outcome.scorePercent, secondsSpent, completed });
  if (completed) {
    await completeTask(tx, session, {
      taskId: row.taskId,
      elearningId: row.elearningId,
      memberId: row.memberId,
      repeatMonths: row.repeatMonths,
    });
    await recordResults(tx, session, sql`x.id = ${row.executionId}`);
    await auditAdmin(tx, session, {
      action: 'elearning.complete-execution',
      entity: 'elearning_execution',
      entityId: row.executionId,
      details: { scorePercent: outcome.scorePercent },
    });
  }
  return completed;
}

/** Where the player runs: the app's origin (the page that asked) and the content origin its browser reaches. */
export interface PlayerOrigins {
  app: string;
  content: string;
}

/**
 * One of the member's attempts, ready for the player: the activity asked for where the course
 * lets the learner reach it (else the one the member stopped at, else where the course's flow
 * starts, else the first it lets be chosen), its launcher on the content origin under a new grant
 * for this opening (docs/decisions/0009), the data its content starts from, the course's
 * activities with their status and where the learner may go from it. An asset counts as done
 * once shown.
 */
export async function readExecution(
  db: Database,
  session: SessionContext,
  { executionUuid, activityId }: { executionUuid: string; activityId?: string },
  language: Language,
  origins: PlayerOrigins,
): Promise<ELearningExecution> {
  const memberId = requireMember(session);
  return db.transaction(async (tx) => {
    const row = await readExecutionRow(tx, session, memberId, executionUuid, language, true);
    if (!row) throw notFound();
    // The run-time data read with the states is the likely target's: the one named, else the current one.
    const likely = activityId ?? row.currentActivity;
    const read = await readActivityRows(tx, session, executionUuid, likely);
    const { states } = read;
    // Where the learner may go from where they are; a first opening starts where the course's flow does.
    const from = viewAttempt(row.scormVersion, row.activities, states, row.currentActivity);
    const start = row.currentActivity ? undefined : (from.navigation.continue ?? [...from.choosable][0]);
    const leaf = targetLeaf(row.activities, activityId ?? start, row.currentActivity);
    if (!leaf) throw notFound();
    const reachable =
      leaf.id === row.currentActivity ||
      from.choosable.has(leaf.id) ||
      leaf.id === from.navigation.continue ||
      leaf.id === from.navigation.previous;
    if (activityId && !reachable) throw new ApiError(409, 'ELearning.ActivityNotAvailable');
    const { data } = leaf.id === likely ? read : await readActivityRows(tx, session, executionUuid, leaf.id);
    let { completed } = row;
    if (leaf.launch.kind === 'asset' && !states.has(leaf.id) && !completed) {
      const seen = { completed: true, passed: null, scorePercent: null };
      await saveActivity(tx, session, executionUuid, leaf.id, {
        cmi: {},
        cmiLength: 0,
        sessionOpen: false,
        outcome: seen,
        attemptCount: 1,
        objectives: {},
        secondsSpent: 0,
      });
      states.set(leaf.id, { ...seen, cmiLength: 0, attemptCount: 1, objectives: {}, secondsSpent: 0 });
      completed = await judgeAttempt(tx, session, row, viewAttempt(row.scormVersion, row.activities, states, leaf.id).outcome, states);
    }
    await setCurrentActivity(tx, session, executionUuid, leaf.id);
    const token = await issueContentGrant(tx, session, {
      executionId: row.executionId,
      memberId,
      appOrigin: origins.app,
      launchPath: leaf.launch.path,
    });
    const view = viewAttempt(row.scormVersion, row.activities, states, leaf.id);
    return {
      executionUuid: row.executionId,
      taskUuid: row.taskId,
      title: row.title,
      scormVersion: row.scormVersion,
      activityId: leaf.id,
      activities: view.activities,
      navigation: view.navigation,
      launchUrl: launcherUrl(origins.content, token),
      entryUrl: `${origins.content}${grantedFileUrl(token, leaf.launch.path)}`,
      cmi: launchData(row, leaf, data, language),
      completed,
    };
  });
}

/**
 * One of the member's attempts as it stands, read without opening it (no grant, no current
 * activity, no asset counted as shown): the player's page shows it while the launch is read, and
 * the server may answer it into the page (docs/decisions/0022).
 */
export async function readExecutionOutline(
  db: Database,
  session: SessionContext,
  executionUuid: string,
  language: Language,
): Promise<ExecutionOutline> {
  const row = await readExecutionRow(db, session, requireMember(session), executionUuid, language);
  if (!row) throw notFound();
  const { states } = await readActivityRows(db, session, executionUuid, null);
  return {
    executionUuid: row.executionId,
    taskUuid: row.taskId,
    title: row.title,
    scormVersion: row.scormVersion,
    activityId: row.currentActivity,
    activities: viewAttempt(row.scormVersion, row.activities, states, row.currentActivity).activities,
    completed: row.completed,
  };
}

/** What a kept commit leaves: the attempt done or not, its activities and where the learner may go. */
export type SavedCommit = Pick<ELearningExecution, 'completed' | 'activities' | 'navigation'>;

/** A commit of an activity's content, as save-execution takes it. */
export interface ExecutionCommit {
  executionUuid: string;
  cmi: Readonly<Record<string, string>>;
  last?: boolean;
  activityId?: string;
}

/**
 * Keeps a commit of an activity's content (`last`: the terminating one; without `activityId`, the
 * activity launched last) and judges the attempt by all its activities. A completed attempt is
 * history: later commits change nothing.
 */
export async function saveExecution(
  db: Database,
  session: SessionContext,
  { executionUuid, cmi, last = false, activityId }: ExecutionCommit,
): Promise<SavedCommit> {
  const memberId = requireMember(session);
  return db.transaction(async (tx) => {
    const row = await readExecutionRow(tx, session, memberId, executionUuid, 'de_DE', true);
    if (!row) throw notFound();
    const leaf = targetLeaf(row.activities, activityId, row.currentActivity);
    if (!leaf) throw notFound();
    if (row.completed) {
      const { states } = await readActivityRows(tx, session, executionUuid, null);
      const { activities, navigation } = viewAttempt(row.scormVersion, row.activities, states, leaf.id);
      return { completed: true, activities, navigation };
    }
    // Only the data model of the package's version, within SCORM's limits, and at most
    // CMI_ATTEMPT_MAX_LENGTH for all activities of the attempt: what content can legitimately
    // write (issue 67).
    const refused = Object.entries(refusedCmiElements(row.scormVersion, cmi));
    if (refused.length > 0)
      throw new ApiError(
        400,
        'ELearning.RunTimeDataRefused',
        refused.map(([path, message]) => ({ path, message })),
      );
    const { states, data } = await readActivityRows(tx, session, executionUuid, leaf.id);
    const merged: CmiValues = { ...data?.cmi, ...cmi };
    const mergedLength = cmiLength(merged);
    let othersLength = 0;
    for (const [id, state] of states) if (id !== leaf.id) othersLength += state.cmiLength;
    if (othersLength + mergedLength > CMI_ATTEMPT_MAX_LENGTH) throw new ApiError(413, 'ELearning.RunTimeDataTooLarge');
    const outcome = attemptOutcome(row.scormVersion, { ...merged, ...passMarks(leaf) });
    const objectives = objectiveOutcomes(row.scormVersion, merged);
    const secondsSpent = activitySecondsSpent(row.scormVersion, merged);
    // A session that starts after one that ended (not suspended) begins a new attempt on the activity (SN: limit conditions).
    const exit = data?.cmi[row.scormVersion === '1.2' ? 'cmi.core.exit' : 'cmi.exit'];
    const begins = !data || (!data.sessionOpen && exit !== 'suspend');
    const attemptCount = (states.get(leaf.id)?.attemptCount ?? 0) + (begins ? 1 : 0);
    await saveActivity(tx, session, executionUuid, leaf.id, {
      cmi: merged,
      cmiLength: mergedLength,
      sessionOpen: !last,
      outcome,
      attemptCount,
      objectives,
      secondsSpent,
    });
    states.set(leaf.id, { ...outcome, cmiLength: mergedLength, attemptCount, objectives, secondsSpent });
    const view = viewAttempt(row.scormVersion, row.activities, states, leaf.id);
    return {
      completed: await judgeAttempt(tx, session, row, view.outcome, states),
      activities: view.activities,
      navigation: view.navigation,
    };
  });
}
