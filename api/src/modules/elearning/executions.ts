import {
  CMI_ATTEMPT_MAX_LENGTH,
  cmiLength,
  refusedCmiElements,
  type ELearningExecution,
  type Language,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { requireMember } from '../../plugins/client-scope';
import { auditAdmin } from '../../lib/admin-audit';
import { sql } from '../../lib/sql';
import { attemptOutcome, meetsCompletionRule, type CmiValues } from './completion';
import { completeTask, insertExecution, lockTaskToStart, readExecutionRow, updateExecution, type ExecutionRow } from './execution-queries';
import { issueContentGrant, launcherUrl } from './content-origin';
import { recordResults } from './result-queries';
import { INITIAL_RUN_TIME_DATA, storedRunTimeData } from './run-time-data';

// A member's attempts at their E-Learning tasks: starting one, launching or resuming it in the
// player, and keeping what the content commits until the attempt fulfils the completion rule.

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

/**
 * The run-time data the content starts with: what it stored last time (or the books' initial
 * values), plus the LMS's own part (SCORM 1.2 RTE §3.4, 2004 RTE §4.2): the learner, normal mode
 * with credit, resume after a suspended exit, the manifest's launch data and pass marks, the
 * learner's language.
 */
function launchData(row: ExecutionRow, language: Language): Record<string, string> {
  const stored = storedRunTimeData(row.scormVersion, row.cmi);
  const learnerName = `${row.lastName}, ${row.firstName}`;
  const exit = row.cmi[row.scormVersion === '1.2' ? 'cmi.core.exit' : 'cmi.exit'];
  // First launch; resume after a suspended exit or a session the content never terminated (a
  // closed tab); else a new session of a normally exited attempt.
  const entry = Object.keys(stored).length === 0 ? 'ab-initio' : exit === 'suspend' || row.sessionOpen ? 'resume' : '';
  const languageCode = language === 'en_GB' ? 'en' : 'de';
  const resumed = { ...INITIAL_RUN_TIME_DATA[row.scormVersion], ...stored };
  if (row.scormVersion === '1.2') {
    return {
      ...resumed,
      ...present({
        'cmi.core.student_id': row.memberId,
        'cmi.core.student_name': learnerName,
        'cmi.core.lesson_mode': 'normal',
        'cmi.core.credit': 'credit',
        'cmi.core.entry': entry,
        'cmi.launch_data': row.launchData,
        'cmi.student_data.mastery_score': row.masteryScore,
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
      'cmi.launch_data': row.launchData,
      'cmi.completion_threshold': row.completionThreshold,
      'cmi.scaled_passing_score': row.scaledPassingScore,
      'cmi.learner_preference.language': languageCode,
    }),
  };
}

/** Where the player runs: the app's origin (the page that asked) and the content origin its browser reaches. */
export interface PlayerOrigins {
  app: string;
  content: string;
}

/**
 * One of the member's attempts, ready for the player: its launcher on the content origin, under
 * a new grant for this opening (docs/decisions/0009), and the data the content starts from.
 */
export async function readExecution(
  db: Database,
  session: SessionContext,
  executionUuid: string,
  language: Language,
  origins: PlayerOrigins,
): Promise<ELearningExecution> {
  const memberId = requireMember(session);
  const row = await readExecutionRow(db, session, memberId, executionUuid, language);
  if (!row) throw notFound();
  const token = await issueContentGrant(db, session, { executionId: row.executionId, memberId, appOrigin: origins.app });
  return {
    executionUuid: row.executionId,
    taskUuid: row.taskId,
    title: row.title,
    scormVersion: row.scormVersion,
    launchUrl: launcherUrl(origins.content, token),
    cmi: launchData(row, language),
    completed: row.completed,
  };
}

/**
 * Keeps a commit of the content (`last`: the terminating one) and judges the attempt: once it
 * fulfils the E-Learning's rule (with the manifest's pass marks as the LMS hands them), the attempt
 * and its task are done and, with a repeat, the next task is due. A completed attempt is history:
 * later commits change nothing.
 */
export async function saveExecution(
  db: Database,
  session: SessionContext,
  executionUuid: string,
  cmi: Readonly<Record<string, string>>,
  last = false,
): Promise<{ completed: boolean }> {
  const memberId = requireMember(session);
  return db.transaction(async (tx) => {
    const row = await readExecutionRow(tx, session, memberId, executionUuid, 'de_DE', true);
    if (!row) throw notFound();
    if (row.completed) return { completed: true };
    // Only the data model of the package's version, within SCORM's limits, and at most
    // CMI_ATTEMPT_MAX_LENGTH in all: what the content can legitimately write (issue 67).
    const refused = Object.entries(refusedCmiElements(row.scormVersion, cmi));
    if (refused.length > 0)
      throw new ApiError(
        400,
        'ELearning.RunTimeDataRefused',
        refused.map(([path, message]) => ({ path, message })),
      );
    const merged: CmiValues = { ...row.cmi, ...cmi };
    if (cmiLength(merged) > CMI_ATTEMPT_MAX_LENGTH) throw new ApiError(413, 'ELearning.RunTimeDataTooLarge');
    const outcome = attemptOutcome(row.scormVersion, {
      ...merged,
      'cmi.student_data.mastery_score': row.masteryScore ?? undefined,
      'cmi.completion_threshold': row.completionThreshold ?? undefined,
      'cmi.scaled_passing_score': row.scaledPassingScore ?? undefined,
    });
    const completed = meetsCompletionRule(outcome, row.completionRule, row.minScore);
    await updateExecution(tx, session, executionUuid, { cmi: merged, scorePercent: outcome.scorePercent, completed, sessionOpen: !last });
    if (completed) {
      await completeTask(tx, session, { taskId: row.taskId, elearningId: row.elearningId, memberId, repeatMonths: row.repeatMonths });
      await recordResults(tx, session, sql`x.id = ${executionUuid}`);
      await auditAdmin(tx, session, {
        action: 'elearning.complete-execution',
        entity: 'elearning_execution',
        entityId: executionUuid,
        details: { scorePercent: outcome.scorePercent },
      });
    }
    return { completed };
  });
}
