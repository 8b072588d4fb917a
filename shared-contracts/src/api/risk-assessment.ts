import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { listRequestSchema, listResponseSchema, successSchema, uuidSchema } from './common';
import { optionalFilter, searchFilterSchema, uuidListSchema } from './company-common';
import { PERMISSIONS } from '../permissions';
import { ELEARNING_STATUSES } from './elearning-values';
import { DATES_IN_ORDER, datesInOrder, taskScheduleFields } from './task-settings';
import { RISK_ASSIGNMENT_KINDS, RISK_ASSIGNMENT_SORT_COLUMNS, RISK_CATALOG_SORT_COLUMNS } from './risk-assessment-values';

// Risk assessments (docs/product.md §2, §3, §7): the client's catalog of assessments, each
// one's task settings and what it is assigned to. Every call needs the feature flag
// 'riskAssessments'. The analyses, the evaluation and the measures have their own files.

const FEATURE = 'riskAssessments' as const;

/** One risk assessment of the client (riskAssessmentTaskUuid): its questionnaire's texts in the caller's language, its status. */
export const riskAssessmentSchema = z.object({
  uuid: uuidSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  durationMinutes: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  status: z.enum(ELEARNING_STATUSES),
  assignmentCount: z.number().int().min(0),
});
export type RiskAssessment = z.infer<typeof riskAssessmentSchema>;

export const riskCatalogRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(RISK_CATALOG_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema, status: optionalFilter(z.enum(ELEARNING_STATUSES)) }).default({}),
});

export const readRiskCatalogListEndpoint = defineEndpoint({
  id: 'risk-assessment.read-catalog-list',
  method: 'POST',
  path: '/api/risk-assessment/read-catalog-list',
  summary: "The client's risk assessments, one page, searchable by title and category, filterable by status.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readCatalogList] },
  body: riskCatalogRequestSchema,
  response: listResponseSchema(riskAssessmentSchema),
  loader: 'load',
});

/** Names one risk assessment of the client. */
export const riskAssessmentBodySchema = z.object({ riskAssessmentTaskUuid: uuidSchema });

export const readRiskAssessmentDetailsEndpoint = defineEndpoint({
  id: 'risk-assessment.read-details',
  method: 'POST',
  path: '/api/risk-assessment/read-details',
  summary: 'One risk assessment of the client.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readCatalogList] },
  body: riskAssessmentBodySchema,
  response: riskAssessmentSchema,
  loader: 'load',
});

/** The task settings of a risk assessment (docs/product.md §3, §9). Dates are ISO dates (YYYY-MM-DD). */
export const riskAssessmentSettingsSchema = taskScheduleFields.refine(datesInOrder, DATES_IN_ORDER);
export type RiskAssessmentSettings = z.infer<typeof riskAssessmentSettingsSchema>;

export const readRiskAssessmentSettingsEndpoint = defineEndpoint({
  id: 'risk-assessment.read-settings',
  method: 'POST',
  path: '/api/risk-assessment/read-settings',
  summary: "A risk assessment's task settings.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readSettings] },
  body: riskAssessmentBodySchema,
  response: riskAssessmentSettingsSchema,
  loader: 'load',
});

export const saveRiskAssessmentSettingsEndpoint = defineEndpoint({
  id: 'risk-assessment.save-settings',
  method: 'POST',
  path: '/api/risk-assessment/save-settings',
  summary:
    "Saves a risk assessment's task settings; switching it on opens an analysis for its assigned members. The deactivation date cannot come before the activation date.",
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.saveSettings] },
  body: taskScheduleFields.extend(riskAssessmentBodySchema.shape).refine(datesInOrder, DATES_IN_ORDER),
  response: successSchema,
  loader: 'save',
});

/** What a risk assessment is assigned to: an org unit, the location or a single member, with the members it reaches. */
export const riskAssignmentSchema = z.object({
  assignmentUuid: uuidSchema,
  kind: z.enum(RISK_ASSIGNMENT_KINDS),
  /** The org unit's, location's or member's uuid. */
  targetUuid: uuidSchema,
  /** The org unit's or location's name, or the member's "last name, first name". */
  name: z.string(),
  /** Active members the assignment reaches (1 for a member). */
  memberCount: z.number().int().min(0),
});
export type RiskAssignment = z.infer<typeof riskAssignmentSchema>;

export const riskAssignmentListRequestSchema = listRequestSchema.extend({
  riskAssessmentTaskUuid: uuidSchema,
  sortBy: z.enum(RISK_ASSIGNMENT_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema, kind: optionalFilter(z.enum(RISK_ASSIGNMENT_KINDS)) }).default({}),
});

export const readRiskAssignmentListEndpoint = defineEndpoint({
  id: 'risk-assessment.read-assignment-list',
  method: 'POST',
  path: '/api/risk-assessment/read-assignment-list',
  summary: 'What a risk assessment is assigned to (org units, the location, members), one page, searchable by name.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.readAssignmentList] },
  body: riskAssignmentListRequestSchema,
  response: listResponseSchema(riskAssignmentSchema),
  loader: 'load',
});

export const assignRiskOrgUnitsEndpoint = defineEndpoint({
  id: 'risk-assessment.assign-org-units',
  method: 'POST',
  path: '/api/risk-assessment/assign-org-units',
  summary: 'Assigns org units to a risk assessment; their members take part in its analyses. Units already assigned stay as they are.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.assign] },
  body: riskAssessmentBodySchema.extend({ orgUnitUuids: uuidListSchema }),
  response: successSchema,
  loader: 'save',
});

export const assignRiskLocationEndpoint = defineEndpoint({
  id: 'risk-assessment.assign-location',
  method: 'POST',
  path: '/api/risk-assessment/assign-location',
  summary: 'Assigns the location a risk assessment is about; its members take part. An assessment has one location: another replaces it.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.assign] },
  body: riskAssessmentBodySchema.extend({ locationUuid: uuidSchema }),
  response: successSchema,
  loader: 'save',
});

export const assignRiskMemberEndpoint = defineEndpoint({
  id: 'risk-assessment.assign-member',
  method: 'POST',
  path: '/api/risk-assessment/assign-member',
  summary: 'Assigns single members to a risk assessment; members already assigned stay as they are.',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.assign] },
  body: riskAssessmentBodySchema.extend({ memberUuids: uuidListSchema }),
  response: successSchema,
  loader: 'save',
});

export const deleteRiskAssignmentsEndpoint = defineEndpoint({
  id: 'risk-assessment.delete-task-assignments',
  method: 'POST',
  path: '/api/risk-assessment/delete-task-assignments',
  summary:
    'Takes assignments away from a risk assessment; members no longer reached lose their open analysis (answers already given stay in the results, which never name anyone).',
  tag: 'risk-assessment',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.riskAssessment.assign] },
  body: riskAssessmentBodySchema.extend({ assignmentUuids: uuidListSchema }),
  response: successSchema,
  loader: 'delete',
});
