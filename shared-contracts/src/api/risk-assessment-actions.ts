import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { countSchema, listRequestSchema, listResponseSchema, successSchema, uuidSchema } from './common';
import { memberReferenceSchema, optionalFilter, searchFilterSchema, uuidListSchema } from './company-common';
import { PERMISSIONS } from '../permissions';
import { riskActionCountsSchema, riskFactorSchema, riskResultBodySchema, riskResultSchema, riskSchema } from './risk-assessment-evaluation';
import { taskDateSchema } from './task-settings';
import {
  RISK_ACTION_SORT_COLUMNS,
  RISK_ACTION_EVENT_KINDS,
  RISK_ACTION_STATUSES,
  RISK_ACTION_EXPORT_FORMATS,
  RISK_ACTION_TEXT_LIMITS,
  RISK_ACTIONS_PER_RESULT_MAX,
  RISK_MEASURE_TYPES,
  RISK_RESULT_STATUSES,
} from './risk-assessment-values';

// Measures against risks (risk actions; docs/product.md §3, §4): defined with a responsible member
// and a due date, agreed by confirm-risk-actions, checked for effectiveness, exported.

const FEATURE = 'riskAssessments' as const;
const READERS = [PERMISSIONS.riskAssessment.readRiskActionList];

/** What a measure says: its title, description, STOP type (with why not a higher one), who, by when, and the factor expected after it. */
const riskActionFields = z.object({
  title: z.string().trim().min(1).max(RISK_ACTION_TEXT_LIMITS.title),
  description: z.string().trim().max(RISK_ACTION_TEXT_LIMITS.description).default(''),
  measureType: z.enum(RISK_MEASURE_TYPES),
  /** Why a higher-ranked type (substitution first) is not possible; required for every type but substitution. */
  typeReason: z.string().trim().max(RISK_ACTION_TEXT_LIMITS.typeReason).nullable().default(null),
  responsibleMemberUuid: uuidSchema,
  /** ISO date (YYYY-MM-DD), today or later: an earlier one is 400 RiskAssessment.InvalidDueDate. */
  dueDate: taskDateSchema,
  expectedRiskFactor: riskFactorSchema,
  /**
   * Why the risk expected after the measure is higher than the risk before it: required then (400
   * RiskAssessment.ExpectedRiskReasonRequired), dropped otherwise.
   */
  expectedRiskReason: z.string().trim().max(RISK_ACTION_TEXT_LIMITS.expectedRiskReason).nullable().default(null),
});

/** A lower-ranked type than substitution says why the higher ones are not possible. */
const reasonGiven = (action: { measureType: string; typeReason: string | null }) =>
  action.measureType === 'substitution' || (action.typeReason !== null && action.typeReason !== '');
const REASON_GIVEN = { path: ['typeReason'], message: 'required' };

export const createRiskActionEndpoint = defineEndpoint({
  id: 'risk-assessment.create-risk-action',
  method: 'POST',
  path: '/api/risk-assessment/create-risk-action',
  summary:
    "Defines a measure against a risk; a due date in the past is 400 RiskAssessment.InvalidDueDate, an expected risk above the risk's own without its reason 400 RiskAssessment.ExpectedRiskReasonRequired.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.manageRiskActions] },
  body: riskActionFields.extend({ riskUuid: uuidSchema }).refine(reasonGiven, REASON_GIVEN),
  response: z.object({ success: z.literal(true), riskActionUuid: uuidSchema }),
  loader: 'save',
});

/** The effectiveness check of a measure: when, by whom, whether it worked, and a note. */
export const effectivenessCheckSchema = z.object({
  /** ISO date of the check, today or earlier: a later one is 400 RiskAssessment.InvalidCheckDate. */
  checkDate: taskDateSchema,
  /** Who checked (the member responsible for the check). */
  responsibleMemberUuid: uuidSchema,
  effective: z.boolean(),
  note: z.string().trim().max(RISK_ACTION_TEXT_LIMITS.note).default(''),
});

/** Why a measure's content changed or why it is cancelled. */
const stepReasonSchema = z.string().trim().max(RISK_ACTION_TEXT_LIMITS.reason);

export const updateRiskActionEndpoint = defineEndpoint({
  id: 'risk-assessment.update-risk-action',
  method: 'POST',
  path: '/api/risk-assessment/update-risk-action',
  summary:
    "Changes a measure's content as a new version, and records an effectiveness check (null: no new check; a recorded check stays in the history). A new version of an agreed measure needs a reason (400 RiskAssessment.ChangeReasonRequired) and must be agreed again; a changed due date in the past is 400 RiskAssessment.InvalidDueDate, an expected risk above the risk's own without its reason 400 RiskAssessment.ExpectedRiskReasonRequired, a check of a measure not agreed (or no longer, as this change ends the agreement) 409 RiskAssessment.ActionNotAgreed, a check dated after today 400 RiskAssessment.InvalidCheckDate, a cancelled measure 409 RiskAssessment.ActionCancelled. Audited with the fields that changed.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.manageRiskActions] },
  body: riskActionFields
    .extend({
      riskActionUuid: uuidSchema,
      check: effectivenessCheckSchema.nullable(),
      /** Why the content changes; required once the measure has been agreed. */
      reason: stepReasonSchema.nullable().default(null),
    })
    .refine(reasonGiven, REASON_GIVEN),
  response: successSchema,
  loader: 'save',
});

export const cancelRiskActionEndpoint = defineEndpoint({
  id: 'risk-assessment.cancel-risk-action',
  method: 'POST',
  path: '/api/risk-assessment/cancel-risk-action',
  summary:
    "Cancels a measure with a reason: it leaves 'x of y' and the statuses, and stays in its history; a cancelled one again is 409 RiskAssessment.ActionCancelled.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.manageRiskActions] },
  body: z.object({ riskActionUuid: uuidSchema, reason: stepReasonSchema.min(1) }),
  response: successSchema,
  loader: 'save',
});

/** A measure as the list shows it. */
export const riskActionRowSchema = z.object({
  riskActionUuid: uuidSchema,
  riskUuid: uuidSchema,
  /** The risk's position and title (the question's hazard) in the caller's language, and its factor. */
  riskPosition: z.number().int().min(1),
  riskTitle: z.string(),
  riskFactor: riskFactorSchema,
  title: z.string(),
  measureType: z.enum(RISK_MEASURE_TYPES),
  responsible: memberReferenceSchema.nullable(),
  /** ISO date. */
  dueDate: z.string(),
  status: z.enum(RISK_ACTION_STATUSES),
  /** Not yet found effective and past its due date. */
  overdue: z.boolean(),
  expectedRiskFactor: riskFactorSchema,
  /** The earlier run this measure continues, unfinished there (when that run was evaluated, ISO date-time); null when defined in this run. */
  carriedFrom: z.object({ finishedAt: z.string() }).nullable(),
});
export type RiskActionRow = z.infer<typeof riskActionRowSchema>;

/**
 * A measure the signed-in member is responsible for, agreed and not yet found effective: a
 * follow-up task of an assessment, which may be done already (docs/product.md §4).
 */
export const memberRiskActionRowSchema = z.object({
  riskActionUuid: uuidSchema,
  riskAssessmentExecutionResultUuid: uuidSchema,
  /** The assessment's title and the risk's (the question's hazard) in the caller's language. */
  assessmentTitle: z.string(),
  riskTitle: z.string(),
  title: z.string(),
  measureType: z.enum(RISK_MEASURE_TYPES),
  /** ISO date by which the measure is to be in place; its effectiveness check is due from then on. */
  dueDate: z.string(),
  /** Past its due date. */
  overdue: z.boolean(),
  /** Its due date has come: the effectiveness check is due. */
  checkDue: z.boolean(),
  /** Its latest check found it not effective. */
  foundNotEffective: z.boolean(),
});
export type MemberRiskActionRow = z.infer<typeof memberRiskActionRowSchema>;

export const readMemberRiskActionListEndpoint = defineEndpoint({
  id: 'risk-assessment.read-member-risk-action-list',
  method: 'POST',
  path: '/api/risk-assessment/read-member-risk-action-list',
  summary:
    "The signed-in member's follow-up tasks: the agreed measures they are responsible for, not yet found effective, by due date; one page.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readMemberTasks] },
  body: listRequestSchema.pick({ page: true, perPage: true }),
  response: listResponseSchema(memberRiskActionRowSchema),
  loader: 'load',
});

export const riskActionListRequestSchema = listRequestSchema.extend({
  riskAssessmentExecutionResultUuid: uuidSchema,
  sortBy: z.enum(RISK_ACTION_SORT_COLUMNS).optional(),
  filter: z
    .object({ search: searchFilterSchema, status: optionalFilter(z.enum(RISK_ACTION_STATUSES)), riskUuid: optionalFilter(uuidSchema) })
    .default({}),
});

export const readRiskActionListEndpoint = defineEndpoint({
  id: 'risk-assessment.read-risk-action-list',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-action-list',
  summary: 'The measures of an evaluated analysis, one page, searchable by title, filterable by status and risk.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: READERS },
  body: riskActionListRequestSchema,
  response: listResponseSchema(riskActionRowSchema),
  loader: 'load',
});

/** An effectiveness check as recorded: its reviewer as a member reference. */
const recordedCheckSchema = effectivenessCheckSchema
  .extend({ reviewer: memberReferenceSchema.nullable() })
  .omit({ responsibleMemberUuid: true });

/** One step of a measure's history, as it was taken (never changed afterwards). */
export const riskActionEventSchema = z.object({
  kind: z.enum(RISK_ACTION_EVENT_KINDS),
  /** ISO date-time of the step, and who took it (null: the demo's seed, or a member since deleted). */
  at: z.string(),
  by: memberReferenceSchema.nullable(),
  /** The version the step belongs to (a change starts the next one). */
  version: z.number().int().min(1),
  /** defined, changed: what the measure then said. */
  content: z
    .object({
      title: z.string(),
      description: z.string(),
      measureType: z.enum(RISK_MEASURE_TYPES),
      typeReason: z.string().nullable(),
      responsible: memberReferenceSchema.nullable(),
      dueDate: z.string(),
      expectedRiskFactor: riskFactorSchema,
      expectedRiskReason: z.string().nullable(),
    })
    .nullable(),
  /** changed (once agreed), cancelled: why. */
  reason: z.string().nullable(),
  /** checked: the check as recorded. */
  check: recordedCheckSchema.nullable(),
});
export type RiskActionEvent = z.infer<typeof riskActionEventSchema>;

/** A measure with all it says, its agreement, its latest check and its whole history. */
export const riskActionDetailsSchema = riskActionRowSchema.extend({
  riskAssessmentExecutionResultUuid: uuidSchema,
  description: z.string(),
  typeReason: z.string().nullable(),
  /** Why the expected risk is above the risk's own; null when it is not. */
  expectedRiskReason: z.string().nullable(),
  /** The current version: 1 as defined, one more with each change of its content. */
  version: z.number().int().min(1),
  /** ISO date-times and who agreed the current version; null until agreed. */
  agreedAt: z.string().nullable(),
  agreedBy: memberReferenceSchema.nullable(),
  /** The latest check of the current version; null while none. */
  check: recordedCheckSchema.nullable(),
  /** Set once cancelled: when, by whom, why. */
  cancellation: z.object({ at: z.string(), by: memberReferenceSchema.nullable(), reason: z.string() }).nullable(),
  /** Every step, oldest first. */
  history: z.array(riskActionEventSchema),
});
export type RiskActionDetails = z.infer<typeof riskActionDetailsSchema>;

export const readRiskActionDetailsEndpoint = defineEndpoint({
  id: 'risk-assessment.read-risk-action-details',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-action-details',
  summary: 'One measure with its agreement, effectiveness check, cancellation and every step of its history.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: READERS },
  body: z.object({ riskActionUuid: uuidSchema }),
  response: riskActionDetailsSchema,
  loader: 'load',
});

export const confirmRiskActionsEndpoint = defineEndpoint({
  id: 'risk-assessment.confirm-risk-actions',
  method: 'POST',
  path: '/api/risk-assessment/confirm-risk-actions',
  summary: 'Agrees measures of an evaluated analysis (those agreed already stay as they were); audited with who agreed.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.manageRiskActions] },
  body: riskResultBodySchema.extend({ riskActionUuids: uuidListSchema }),
  response: successSchema,
  loader: 'save',
});

export const readRiskActionStatusEndpoint = defineEndpoint({
  id: 'risk-assessment.read-risk-action-status',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-action-status',
  summary: "How far an evaluated analysis's measures are: 'x of y' agreed and done, overdue, and the assessment's status.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: READERS },
  body: riskResultBodySchema,
  response: riskActionCountsSchema.extend({ status: z.enum(RISK_RESULT_STATUSES) }),
  loader: 'load',
});

/**
 * An evaluated analysis as a complete record, what its print page and export hold (issue 71):
 * the result with its figures and matrix, the scope and dates of the run and who finished it,
 * every risk (those needing no measure too) and every measure (cancelled ones too) with its whole
 * history.
 */
export const riskRecordSchema = z.object({
  result: riskResultSchema,
  /** What the assessment is assigned to as it stands: org units and locations by name, single members by count. */
  scope: z.object({ orgUnits: z.array(z.string()), locations: z.array(z.string()), members: countSchema }),
  /** The run: ISO date-time it opened, ISO date it was due, and who finished it (null: the seed, or a member since deleted). */
  run: z.object({ startedAt: z.string(), dueDate: z.string(), finishedBy: memberReferenceSchema.nullable() }),
  /** Every risk, by position. */
  risks: z.array(riskSchema),
  /** Every measure, by its risk's position and when it was defined, with its history. */
  riskActions: z.array(riskActionDetailsSchema).max(RISK_ACTIONS_PER_RESULT_MAX),
});
export type RiskRecord = z.infer<typeof riskRecordSchema>;

export const readRiskRecordEndpoint = defineEndpoint({
  id: 'risk-assessment.read-risk-record',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-record',
  summary:
    'An evaluated analysis as a complete record: scope, dates, who finished it, every risk, every measure with its versions, agreements, checks and cancellation.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: READERS },
  body: riskResultBodySchema,
  response: riskRecordSchema,
  loader: 'load',
});

export const exportRiskActionListEndpoint = defineEndpoint({
  id: 'risk-assessment.export-risk-action-list',
  method: 'POST',
  path: '/api/risk-assessment/export-risk-action-list',
  summary:
    "The measures of an evaluated analysis with their risks, and the risk matrix the analysis was evaluated by, in the caller's language: an Excel workbook (xlsx, the default) or a PDF to file or print (A4 landscape).",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.exportRiskActionList] },
  body: riskResultBodySchema.extend({ format: z.enum(RISK_ACTION_EXPORT_FORMATS).default('xlsx') }),
  loader: 'load',
});
