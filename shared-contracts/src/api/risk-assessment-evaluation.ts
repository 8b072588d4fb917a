import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { countSchema as count, listRequestSchema, listResponseSchema, successSchema, uuidSchema } from './common';
import { optionalFilter, searchFilterSchema } from './company-common';
import { PERMISSIONS } from '../permissions';
import { riskAssessmentBodySchema } from './risk-assessment';
import {
  RISK_ANSWER_SCALE,
  RISK_DAMAGE_SEVERITIES,
  RISK_LEVELS,
  RISK_OVERVIEW_ATTENTION,
  RISK_OVERVIEW_SORT_COLUMNS,
  RISK_OVERVIEW_STATES,
  RISK_PROBABILITIES,
  RISK_RESULT_STATUSES,
  RISK_SORT_COLUMNS,
  RISK_STATUSES,
} from './risk-assessment-values';

// The evaluation of risk assessments (docs/product.md §2 evaluation, §4): finishing an analysis,
// the overview of analyses, a result with its risks, and the client's risk matrix. Results are
// counts of at least RISK_ANONYMITY_THRESHOLD analyses; nothing here names who answered what.

const FEATURE = 'riskAssessments' as const;
/** A risk factor 1–10 (docs/product.md §4). */
export const riskFactorSchema = z.number().int().min(1).max(10);

// Who reads the evaluation: admins, and ou-admins for the assessments of their units. The
// overview list's permission alone (the customer advisor's) opens no result: a result carries
// answer counts and the members' notes.
const EVALUATION_READERS = [PERMISSIONS.riskAssessment.readRiskList];

export const completeRiskExecutionEndpoint = defineEndpoint({
  id: 'risk-assessment.complete-execution',
  method: 'POST',
  path: '/api/risk-assessment/complete-execution',
  summary:
    "Finishes the open analysis of an assessment: with fewer than 6 completed member analyses 400 RiskAssessment.NotEnoughCompletedTasks; else every member's execution ends, answered or not, and the risks are evaluated by the client's matrix. Answers the result.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.completeExecution] },
  body: riskAssessmentBodySchema,
  response: z.object({ riskAssessmentExecutionResultUuid: uuidSchema }),
  loader: 'save',
});

/** An analysis of an assessment, running or evaluated, as the evaluation list shows it. */
export const riskOverviewRowSchema = z.object({
  analysisUuid: uuidSchema,
  riskAssessmentTaskUuid: uuidSchema,
  title: z.string(),
  category: z.string(),
  /** running while members answer; else the result's status. */
  state: z.enum(RISK_OVERVIEW_STATES),
  /** Members with a part in the analysis, and how many completed theirs. */
  participants: count,
  completed: count,
  /** Completed analyses whose answers count toward the 6 an evaluation needs (docs/areas/risk-assessments.md). */
  counted: count,
  /** ISO date the members' analyses are due. */
  dueDate: z.string(),
  /** ISO date-time; null while running. */
  finishedAt: z.string().nullable(),
  riskAssessmentExecutionResultUuid: uuidSchema.nullable(),
  /** The highest risk factor the result found; null while running. */
  highestRiskFactor: riskFactorSchema.nullable(),
  /** ISO date of the next analysis; null while running or when the assessment runs once. */
  nextReviewDate: z.string().nullable(),
  /** Measures not yet found effective, and those of them past their due date. */
  openRiskActions: count,
  overdueRiskActions: count,
});
export type RiskOverviewRow = z.infer<typeof riskOverviewRowSchema>;

export const riskOverviewRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(RISK_OVERVIEW_SORT_COLUMNS).optional(),
  filter: z
    .object({
      search: searchFilterSchema,
      state: optionalFilter(z.enum(RISK_OVERVIEW_STATES)),
      attention: optionalFilter(z.enum(RISK_OVERVIEW_ATTENTION)),
      riskAssessmentTaskUuid: optionalFilter(uuidSchema),
      /** Analyses of assessments assigned to this org unit. */
      orgUnitUuid: optionalFilter(uuidSchema),
    })
    .default({}),
});

export const readRiskAssignmentOverviewListEndpoint = defineEndpoint({
  id: 'risk-assessment.read-assignment-overview-list',
  method: 'POST',
  path: '/api/risk-assessment/read-assignment-overview-list',
  summary:
    "The analyses of the client's assessments, running and evaluated, one page, with participation, result status, highest risk and measures due; filterable by state, by what the admins' overview counts and by an org unit the assessment is assigned to; an ou-admin sees those of assessments assigned to their units.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readAssignmentOverviewList] },
  body: riskOverviewRequestSchema,
  response: listResponseSchema(riskOverviewRowSchema),
  loader: 'load',
});

/** A 5 × 5 risk matrix: rows by damage severity 1 … 5, columns by probability 1 … 5, each a risk factor 1–10. */
export const riskMatrixSchema = z
  .array(z.array(riskFactorSchema).length(RISK_PROBABILITIES.length))
  .length(RISK_DAMAGE_SEVERITIES.length)
  // A graver or likelier hazard is never a smaller risk.
  .refine(
    (rows) =>
      // Checked also when a cell failed its own check: the rows may not be arrays of numbers then.
      rows.every(
        (row, s) =>
          Array.isArray(row) &&
          row.every((factor, p) => (p === 0 || factor >= (row[p - 1] ?? 0)) && (s === 0 || factor >= (rows[s - 1]?.[p] ?? 0))),
      ),
    { message: 'riskMatrixOrder' },
  );

/** Names one result: an evaluated analysis. */
export const riskResultBodySchema = z.object({ riskAssessmentExecutionResultUuid: uuidSchema });

const levelCounts = z.object(
  Object.fromEntries(RISK_LEVELS.map((level) => [level, count])) as Record<(typeof RISK_LEVELS)[number], typeof count>,
);

/** A result's measures: all, agreed, found effective (done), and open ones past their due date. */
export const riskActionCountsSchema = z.object({ total: count, agreed: count, done: count, overdue: count });

/** An evaluated analysis: its figures, the matrix it was evaluated by, its status and measures. */
export const riskResultSchema = z.object({
  riskAssessmentExecutionResultUuid: uuidSchema,
  riskAssessmentTaskUuid: uuidSchema,
  title: z.string(),
  status: z.enum(RISK_RESULT_STATUSES),
  /** Completed member analyses it evaluated, and members who had a part. */
  analysesCount: count,
  participants: count,
  /** Of the completed analyses, those whose answers counted (at least 6; docs/areas/risk-assessments.md). */
  answersCounted: count,
  /** Audit entries of admins acting on the participants from their accounts' window on; null for results before that rule. */
  participantAdminChanges: count.nullable(),
  /** ISO date-time; ISO date of the next analysis (null when it runs once). */
  finishedAt: z.string(),
  nextReviewDate: z.string().nullable(),
  matrix: riskMatrixSchema,
  riskCounts: levelCounts,
  /** Per damage severity 1 … 5: the counted answers that met a hazard of it (any answer but "never"). */
  hazardReportsBySeverity: z.array(count).length(RISK_DAMAGE_SEVERITIES.length),
  riskActions: riskActionCountsSchema,
});
export type RiskResult = z.infer<typeof riskResultSchema>;

export const readRiskResultDetailsEndpoint = defineEndpoint({
  id: 'risk-assessment.read-execution-result-details',
  method: 'POST',
  path: '/api/risk-assessment/read-execution-result-details',
  summary: 'An evaluated analysis: status, figures, the matrix it was evaluated by, its risks by level and its measures.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: EVALUATION_READERS },
  body: riskResultBodySchema,
  response: riskResultSchema,
  loader: 'load',
});

/** A risk of a result: the question's hazard, its factor from severity × probability, level and status. */
export const riskSchema = z.object({
  riskUuid: uuidSchema,
  position: z.number().int().min(1),
  section: z.string(),
  title: z.string(),
  damageSeverity: z.number().int().min(1).max(5),
  probability: z.number().int().min(1).max(5),
  riskFactor: riskFactorSchema,
  /**
   * The factor is above the matrix's cell: the question names a hazard of the highest damage
   * severity (RISK_SEVERE_DAMAGE) that some counted answer met, so the risk is at least medium.
   */
  raisedBySeverity: z.boolean(),
  level: z.enum(RISK_LEVELS),
  status: z.enum(RISK_STATUSES),
  riskActionCount: count,
});
export type Risk = z.infer<typeof riskSchema>;

export const riskListRequestSchema = listRequestSchema.extend({
  riskAssessmentExecutionResultUuid: uuidSchema,
  sortBy: z.enum(RISK_SORT_COLUMNS).optional(),
  filter: z.object({ level: optionalFilter(z.enum(RISK_LEVELS)), status: optionalFilter(z.enum(RISK_STATUSES)) }).default({}),
});

export const readRiskListEndpoint = defineEndpoint({
  id: 'risk-assessment.read-risk-list',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-list',
  summary: 'The risks an evaluated analysis found, one page, filterable by level and status.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: EVALUATION_READERS },
  body: riskListRequestSchema,
  response: listResponseSchema(riskSchema),
  loader: 'load',
});

/** A risk with how often each answer was given (counts, never a person's answer) and the notes without their authors. */
export const riskDetailsSchema = riskSchema.extend({
  riskAssessmentExecutionResultUuid: uuidSchema,
  hint: z.string(),
  /** How many of the analyses gave each answer of RISK_ANSWER_SCALE. */
  answerCounts: z.array(count).length(RISK_ANSWER_SCALE.length),
  /** The members' notes to the question, sorted: who wrote them is not kept. */
  notes: z.array(z.string()),
});
export type RiskDetails = z.infer<typeof riskDetailsSchema>;

export const readRiskDetailsEndpoint = defineEndpoint({
  id: 'risk-assessment.read-risk-details',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-details',
  summary: "A risk with how often each answer was given and the members' notes, none of them with its author.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: EVALUATION_READERS },
  body: z.object({ riskUuid: uuidSchema }),
  response: riskDetailsSchema,
  loader: 'load',
});

export const readRiskMatrixEndpoint = defineEndpoint({
  id: 'risk-assessment.read-risk-matrix',
  method: 'GET',
  path: '/api/risk-assessment/read-risk-matrix',
  summary: "The client's risk matrix (the default of docs/areas/risk-assessments.md until the client saves its own).",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readSettings, PERMISSIONS.riskAssessment.readRiskList] },
  response: z.object({ factors: riskMatrixSchema, isDefault: z.boolean() }),
  loader: 'load',
});

export const saveRiskMatrixEndpoint = defineEndpoint({
  id: 'risk-assessment.save-risk-matrix',
  method: 'POST',
  path: '/api/risk-assessment/save-risk-matrix',
  summary: "Saves the client's risk matrix; analyses finished from then on are evaluated by it, earlier results keep theirs.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.saveSettings] },
  body: z.object({ factors: riskMatrixSchema }),
  response: successSchema,
  loader: 'save',
});
