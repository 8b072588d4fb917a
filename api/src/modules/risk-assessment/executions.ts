import type { Language, RiskExecution, RiskQuestionnaire, riskMemberTasksRequestSchema } from '@compliance/shared-contracts';
import type { z } from 'zod';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { taskBucketPage } from '../../lib/task-buckets';
import { requireMember } from '../../plugins/client-scope';
import {
  completeExecution,
  countMemberTasks,
  listMemberTasks,
  lockExecution,
  lockMemberTask,
  readQuestionnaire,
  saveDraft,
  setLock,
  startExecution,
  type ExecutionRow,
  type LocalisedText,
  type QuestionnaireContent,
} from './execution-queries';

// A member's analyses: their tasks, the questionnaire, and their draft while they answer. An
// execution is locked to the session that opened it (docs/areas/risk-assessments.md); once
// completed, its answers are nobody's and no call answers them.

const notFound = () => new ApiError(404, 'RiskAssessment.NotFound');
const completed = () => new ApiError(409, 'RiskAssessment.ExecutionCompleted');
const locked = () => new ApiError(409, 'RiskAssessment.ExecutionLocked');

/** A text in `language`, German when the questionnaire has none in it. */
const inLanguage = (text: LocalisedText | undefined, language: Language): string => text?.[language] ?? text?.de_DE ?? '';

/** A field of a questionnaire's texts (stored per language) in `language`, German when it has none in it. */
const textOf = (
  texts: Record<string, Partial<Record<'title' | 'description', string>>>,
  field: 'title' | 'description',
  language: Language,
) => inLanguage({ de_DE: texts.de_DE?.[field], en_GB: texts.en_GB?.[field] }, language);

/** One page of the signed-in member's analyses in a status bubble, with every bubble's count. */
export async function readMemberTasks(
  db: Database,
  session: SessionContext,
  request: z.infer<typeof riskMemberTasksRequestSchema>,
  language: Language,
) {
  const memberId = requireMember(session);
  return taskBucketPage(request.bucket, countMemberTasks(db, session, memberId), listMemberTasks(db, session, memberId, request, language));
}

/** The questionnaire of an assessment in `language`. */
export async function readContent(
  db: Database,
  session: SessionContext,
  assessmentId: string,
  language: Language,
): Promise<RiskQuestionnaire> {
  const found = await readQuestionnaire(db, session, assessmentId);
  if (!found) throw notFound();
  return {
    riskAssessmentTaskUuid: assessmentId,
    title: textOf(found.texts, 'title', language),
    description: textOf(found.texts, 'description', language),
    sections: found.content.sections.map((section) => ({
      sectionId: section.id,
      title: inLanguage(section.title, language),
      questions: section.questions.map((question) => ({
        questionId: question.id,
        text: inLanguage(question.text, language),
        hint: inLanguage(question.hint, language),
      })),
    })),
  };
}

/** Starts (or continues) the member's execution of an open task of theirs. */
export async function createExecution(db: Database, session: SessionContext, taskId: string): Promise<{ executionUuid: string }> {
  const memberId = requireMember(session);
  return db.transaction(async (tx) => {
    const task = await lockMemberTask(tx, session, memberId, taskId);
    if (!task) throw notFound();
    if (task.closed) throw completed();
    return { executionUuid: await startExecution(tx, session, taskId) };
  });
}

/** Whether the session may edit the execution: the lock is free, run out, or its own. */
const mayEdit = (row: ExecutionRow, session: SessionContext) => row.lockHolder === null || row.lockExpired || row.lockHolder === session.id;

const titleOf = (row: ExecutionRow, language: Language) => textOf(row.texts, 'title', language);

/** The member's execution with their draft, locked to this session; a closed one with nothing of its answers. */
export async function readExecution(
  db: Database,
  session: SessionContext,
  executionId: string,
  language: Language,
): Promise<RiskExecution> {
  const memberId = requireMember(session);
  return db.transaction(async (tx) => {
    const row = await lockExecution(tx, session, memberId, executionId);
    if (!row) throw notFound();
    const answer = {
      executionUuid: row.executionUuid,
      taskUuid: row.taskUuid,
      riskAssessmentTaskUuid: row.riskAssessmentTaskUuid,
      title: titleOf(row, language),
      dueDate: row.dueDate,
    };
    if (row.closed) return { ...answer, completed: true, answers: {}, notes: {}, lockedUntil: null };
    if (!mayEdit(row, session)) throw locked();
    const lockedUntil = await setLock(tx, session, executionId, session.id);
    return { ...answer, completed: false, answers: row.answers, notes: row.notes, lockedUntil };
  });
}

/** The question ids of a questionnaire, in order. */
const questionIds = (content: QuestionnaireContent): string[] =>
  content.sections.flatMap((section) => section.questions.map((question) => question.id));

/**
 * Saves the member's draft; with `complete` the answers go to the analysis without the member.
 * Answers and notes must name questions of the analysis; empty notes are dropped.
 */
export async function saveExecution(
  db: Database,
  session: SessionContext,
  request: { executionUuid: string; answers: Record<string, number>; notes: Record<string, string>; complete: boolean; release: boolean },
): Promise<{ completed: boolean }> {
  const memberId = requireMember(session);
  return db.transaction(async (tx) => {
    const row = await lockExecution(tx, session, memberId, request.executionUuid);
    if (!row) throw notFound();
    if (row.closed) throw completed();
    if (!mayEdit(row, session)) throw locked();
    const ids = questionIds(row.content);
    const known = new Set(ids);
    if (![...Object.keys(request.answers), ...Object.keys(request.notes)].every((id) => known.has(id))) {
      throw new ApiError(400, 'Schema.Invalid');
    }
    const notes = Object.fromEntries(
      Object.entries(request.notes)
        .map(([id, note]) => [id, note.trim()] as const)
        .filter(([, note]) => note !== ''),
    );
    const draft = { answers: request.answers, notes };
    if (request.complete) {
      if (!ids.every((id) => request.answers[id] !== undefined)) throw new ApiError(400, 'RiskAssessment.AnswersIncomplete');
      await completeExecution(tx, session, row, draft);
      return { completed: true };
    }
    await saveDraft(tx, session, request.executionUuid, draft, request.release ? null : session.id);
    return { completed: false };
  });
}
