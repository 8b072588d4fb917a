import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { countSchema as count, listResponseSchema, uuidSchema } from './common';
import { PERMISSIONS } from '../permissions';
import { memberTasksRequestSchema, taskBucketCountsSchema } from './elearning';
import {
  RISK_ANSWER_SCALE,
  RISK_MEMBER_TASK_STATUSES,
  RISK_NOTE_MAX_LENGTH,
  RISK_RESULT_STATUSES,
  RISK_TASK_FILTERS,
  type RiskMeasureFilter,
} from './risk-assessment-values';
import { riskAssessmentBodySchema } from './risk-assessment';

// A member's analyses (docs/product.md §2 my-analyses and execution, §4): their tasks, the
// questionnaire, and their answers while they give them. Once completed, the answers belong
// to nobody: no call answers them again (docs/areas/risk-assessments.md).

const FEATURE = 'riskAssessments' as const;

/** A task of the signed-in member: an analysis to answer, with the status the server computed. */
export const riskMemberTaskSchema = z.object({
  taskUuid: uuidSchema,
  riskAssessmentTaskUuid: uuidSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  durationMinutes: z.number().int().min(0),
  status: z.enum(RISK_MEMBER_TASK_STATUSES),
  /** ISO date (YYYY-MM-DD). */
  dueDate: z.string(),
  /** ISO date-times; null while it has not happened. */
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The member's execution of the task, once started. */
  executionUuid: uuidSchema.nullable(),
  /** The outcome of the analysis the task belongs to, once it was evaluated; null before. */
  resultStatus: z.enum(RISK_RESULT_STATUSES).nullable(),
});
export type RiskMemberTask = z.infer<typeof riskMemberTaskSchema>;

/** How many of the member's analyses each status bubble and each measure filter holds. */
export const riskTaskFilterCountsSchema = taskBucketCountsSchema.extend({
  measuresAgreed: count,
  measuresToDefine: count,
} satisfies Record<RiskMeasureFilter, z.ZodNumber>);
export type RiskTaskFilterCounts = z.infer<typeof riskTaskFilterCountsSchema>;

/** One page of the member's analyses under a task filter: a status bubble or a measure filter. */
export const riskMemberTasksRequestSchema = memberTasksRequestSchema.extend({
  bucket: z.enum(RISK_TASK_FILTERS).default('all'),
});

export const readRiskMemberTasksEndpoint = defineEndpoint({
  id: 'risk-assessment.read-member-tasks',
  method: 'POST',
  path: '/api/risk-assessment/read-member-tasks',
  summary:
    "The signed-in member's analyses under one task filter (a status bubble or a measure filter), one page, open ones by due date first; with every filter's count.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readMemberTasks] },
  body: riskMemberTasksRequestSchema,
  response: listResponseSchema(riskMemberTaskSchema).extend({ counts: riskTaskFilterCountsSchema }),
  loader: 'load',
  safe: true,
});

/** A question of a questionnaire, in the caller's language. */
export const riskQuestionSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  /** An explanation shown under the question; '' when there is none. */
  hint: z.string(),
});

/** A questionnaire in the caller's language: its sections and questions in order. */
export const riskQuestionnaireSchema = z.object({
  riskAssessmentTaskUuid: uuidSchema,
  title: z.string(),
  description: z.string(),
  sections: z.array(z.object({ sectionId: z.string(), title: z.string(), questions: z.array(riskQuestionSchema) })),
});
export type RiskQuestionnaire = z.infer<typeof riskQuestionnaireSchema>;

export const readRiskContentEndpoint = defineEndpoint({
  id: 'risk-assessment.read-content',
  method: 'POST',
  path: '/api/risk-assessment/read-content',
  summary:
    "A risk assessment's questionnaire in the caller's language: as its open analysis keeps it, else as the licensee's questionnaire stands.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.execute, PERMISSIONS.riskAssessment.readCatalogList] },
  body: riskAssessmentBodySchema,
  response: riskQuestionnaireSchema,
  loader: 'load',
});

export const createRiskExecutionEndpoint = defineEndpoint({
  id: 'risk-assessment.create-execution',
  method: 'POST',
  path: '/api/risk-assessment/create-execution',
  summary:
    "Starts (or continues) the signed-in member's execution of one of their open analyses; answers it. A completed or ended one answers 409 RiskAssessment.ExecutionCompleted.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.execute] },
  body: z.object({ taskUuid: uuidSchema }),
  response: z.object({ executionUuid: uuidSchema }),
  loader: 'save',
});

/** Names an execution of the signed-in member. */
export const riskExecutionBodySchema = z.object({ executionUuid: uuidSchema });

/** The answers of a draft: question id → how often (index of RISK_ANSWER_SCALE). */
export const riskAnswersSchema = z
  .record(
    z.string().max(64),
    z
      .number()
      .int()
      .min(0)
      .max(RISK_ANSWER_SCALE.length - 1),
  )
  .refine((answers) => Object.keys(answers).length <= 500, { message: 'max' });

/** Free-text notes of a draft: question id → note. */
export const riskNotesSchema = z
  .record(z.string().max(64), z.string().max(RISK_NOTE_MAX_LENGTH))
  .refine((notes) => Object.keys(notes).length <= 500, { message: 'max' });

/** The signed-in member's execution: their draft while open; nothing of it once completed. */
export const riskExecutionSchema = z.object({
  executionUuid: uuidSchema,
  taskUuid: uuidSchema,
  riskAssessmentTaskUuid: uuidSchema,
  title: z.string(),
  /** ISO date (YYYY-MM-DD). */
  dueDate: z.string(),
  /** Completed (or ended by the analysis being finished): it cannot be executed again, and its answers are nobody's. */
  completed: z.boolean(),
  answers: riskAnswersSchema,
  notes: riskNotesSchema,
  /** Until when this window holds the lock (ISO date-time); every read and save renews it. Null once completed. */
  lockedUntil: z.string().nullable(),
});
export type RiskExecution = z.infer<typeof riskExecutionSchema>;

export const readRiskExecutionEndpoint = defineEndpoint({
  id: 'risk-assessment.read-execution',
  method: 'POST',
  path: '/api/risk-assessment/read-execution',
  summary:
    "The signed-in member's execution with their draft, locked to this window (another window holding it answers 409 RiskAssessment.ExecutionLocked).",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.execute] },
  body: riskExecutionBodySchema,
  response: riskExecutionSchema,
  loader: 'load',
});

export const saveRiskExecutionEndpoint = defineEndpoint({
  id: 'risk-assessment.save-execution',
  method: 'POST',
  path: '/api/risk-assessment/save-execution',
  summary:
    'Saves the draft of an execution this window holds; with complete, every question must be answered and the answers go, without the member, to the analysis. With release, the window gives the lock up (save and continue later).',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.execute] },
  body: riskExecutionBodySchema.extend({
    answers: riskAnswersSchema,
    notes: riskNotesSchema,
    complete: z.boolean().default(false),
    release: z.boolean().default(false),
  }),
  response: z.object({ completed: z.boolean() }),
  loader: 'save',
});
