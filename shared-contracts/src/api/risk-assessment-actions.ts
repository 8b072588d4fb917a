import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { listRequestSchema, listResponseSchema, successSchema, uuidSchema } from './common';
import { memberReferenceSchema, optionalFilter, searchFilterSchema, uuidListSchema } from './company-common';
import { PERMISSIONS } from '../permissions';
import { riskActionCountsSchema, riskFactorSchema, riskResultBodySchema } from './risk-assessment-evaluation';
import { taskDateSchema } from './task-settings';
import {
  RISK_ACTION_SORT_COLUMNS,
  RISK_ACTION_STATUSES,
  RISK_ACTION_EXPORT_FORMATS,
  RISK_ACTION_TEXT_LIMITS,
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
});

/** A lower-ranked type than substitution says why the higher ones are not possible. */
const reasonGiven = (action: { measureType: string; typeReason: string | null }) =>
  action.measureType === 'substitution' || (action.typeReason !== null && action.typeReason !== '');
const REASON_GIVEN = { path: ['typeReason'], message: 'required' };

export const createRiskActionEndpoint = defineEndpoint({
  id: 'risk-assessment.create-risk-action',
  method: 'POST',
  path: '/api/risk-assessment/create-risk-action',
  summary: 'Defines a measure against a risk; a due date in the past is 400 RiskAssessment.InvalidDueDate.',
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

export const updateRiskActionEndpoint = defineEndpoint({
  id: 'risk-assessment.update-risk-action',
  method: 'POST',
  path: '/api/risk-assessment/update-risk-action',
  summary:
    'Changes a measure, and records its effectiveness check (null: none yet); a changed due date in the past is 400 RiskAssessment.InvalidDueDate, a check of a measure not yet agreed 409 RiskAssessment.ActionNotAgreed, a check dated after today 400 RiskAssessment.InvalidCheckDate. The change is audited with what it was before.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.manageRiskActions] },
  body: riskActionFields
    .extend({ riskActionUuid: uuidSchema, check: effectivenessCheckSchema.nullable() })
    .refine(reasonGiven, REASON_GIVEN),
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
});
export type RiskActionRow = z.infer<typeof riskActionRowSchema>;

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

/** A measure with all it says, its agreement and its check. */
export const riskActionDetailsSchema = riskActionRowSchema.extend({
  riskAssessmentExecutionResultUuid: uuidSchema,
  description: z.string(),
  typeReason: z.string().nullable(),
  /** ISO date-times and who agreed; null until agreed. */
  agreedAt: z.string().nullable(),
  agreedBy: memberReferenceSchema.nullable(),
  check: effectivenessCheckSchema.extend({ reviewer: memberReferenceSchema.nullable() }).omit({ responsibleMemberUuid: true }).nullable(),
});
export type RiskActionDetails = z.infer<typeof riskActionDetailsSchema>;

export const readRiskActionDetailsEndpoint = defineEndpoint({
  id: 'risk-assessment.read-risk-action-details',
  method: 'POST',
  path: '/api/risk-assessment/read-risk-action-details',
  summary: 'One measure with its agreement and effectiveness check.',
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
