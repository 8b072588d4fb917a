import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { countSchema, uuidSchema } from './common';
import { PERMISSIONS } from '../permissions';
import { coverageSchema } from './infopoint';
import { riskMatrixSchema } from './risk-assessment-evaluation';
import { ATTENTION_CHART_BARS, ATTENTION_TREND_MONTHS } from './attention-values';

// The admins' overview (route start/attention): what needs attention in the caller's scope, each
// figure counted in the database and leading to the list it counts. Loc-admins see their
// locations' members, ou-admins their units' members, admins the whole client.

/** An org unit's share of a figure; `orgUnit` null for what reaches no org unit (a location's or a member's assignment). */
export const orgUnitCountSchema = z.object({
  orgUnit: z.object({ uuid: uuidSchema, name: z.string() }).nullable(),
  count: countSchema,
});
export type OrgUnitCount = z.infer<typeof orgUnitCountSchema>;

/** A location in the scope short of first aiders or fire wardens. */
export const attentionLocationSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  memberCount: countSchema,
  firstAid: coverageSchema,
  fireWardens: coverageSchema,
});
export type AttentionLocation = z.infer<typeof attentionLocationSchema>;

/** Members with an E-Learning counted once each by their standing (as read-statistics counts): completed of assigned, in percent. */
const completionSchema = z.object({
  assigned: countSchema,
  completed: countSchema,
  completionRate: z.number().min(0).max(100),
});

/** An org unit's completion over every active E-Learning (a member counts once per E-Learning). */
export const orgUnitCompletionSchema = completionSchema.extend({ orgUnit: z.object({ uuid: uuidSchema, name: z.string() }) });
export type OrgUnitCompletion = z.infer<typeof orgUnitCompletionSchema>;

/** An active E-Learning's completion. */
export const elearningCompletionSchema = completionSchema.extend({ elearning: z.object({ uuid: uuidSchema, title: z.string() }) });
export type ELearningCompletion = z.infer<typeof elearningCompletionSchema>;

/** A month (`YYYY-MM`) of E-Learning tasks: those completed in it and those that fell overdue in it (their due date passed undone). */
export const taskMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  completed: countSchema,
  fellOverdue: countSchema,
});
export type TaskMonth = z.infer<typeof taskMonthSchema>;

/** A cell of the risk matrix (damage severity × probability) and how many risks of the latest evaluations lie in it. */
export const riskCellSchema = z.object({
  damageSeverity: z.number().int().min(1).max(5),
  probability: z.number().int().min(1).max(5),
  count: countSchema,
});
export type RiskCell = z.infer<typeof riskCellSchema>;

export const attentionOverviewSchema = z.object({
  /** Null when the client's E-Learnings are switched off. */
  elearning: z
    .object({
      /** Open E-Learning tasks past their due date, of members in the scope. */
      overdueTasks: countSchema,
      /** The same per org unit, the most first (a member in two units counts in both). */
      overdueTasksByOrgUnit: z.array(orgUnitCountSchema),
      /** Members' latest certificates whose validity ends today or within ATTENTION_CERTIFICATE_DAYS days. */
      certificatesExpiring: countSchema,
      /** The org units in the scope with the lowest completion rates (at most ATTENTION_CHART_BARS), the lowest first. */
      completionByOrgUnit: z.array(orgUnitCompletionSchema).max(ATTENTION_CHART_BARS),
      /** The active E-Learnings with the lowest completion rates (at most ATTENTION_CHART_BARS), the lowest first. */
      completionByELearning: z.array(elearningCompletionSchema).max(ATTENTION_CHART_BARS),
      /** The last ATTENTION_TREND_MONTHS months, the oldest first, the current one (up to today) last. */
      months: z.array(taskMonthSchema).length(ATTENTION_TREND_MONTHS),
    })
    .nullable(),
  /** Null when the client's risk assessments are switched off. */
  riskAssessment: z
    .object({
      /** Measures past their due date and not yet found effective. */
      overdueActions: countSchema,
      /** The same per org unit the assessment is assigned to, the most first. */
      overdueActionsByOrgUnit: z.array(orgUnitCountSchema),
      /** Agreed measures whose due date has come, not yet found effective: their effectiveness checks are due. */
      checksDue: countSchema,
      /** Running analyses with fewer completed questionnaires than an evaluation needs (RISK_ANONYMITY_THRESHOLD). */
      analysesShortOfThreshold: countSchema,
      /** The risks of each assessment's latest evaluation, per cell of the matrix that has any. */
      riskCells: z.array(riskCellSchema),
      /** The client's risk matrix as it is now (the default without one of its own), to draw the cells by. */
      matrix: riskMatrixSchema,
      /** How many assessments have been evaluated: the risk cells come from their latest evaluations. */
      evaluatedAssessments: countSchema,
    })
    .nullable(),
  /** Locations in the scope with too few first aiders or fire wardens, by name. */
  locationsShort: z.array(attentionLocationSchema),
});
export type AttentionOverview = z.infer<typeof attentionOverviewSchema>;

export const readAttentionOverviewEndpoint = defineEndpoint({
  id: 'attention.read-overview',
  method: 'GET',
  path: '/api/attention/read-overview',
  summary:
    "What needs attention in the caller's scope: overdue E-Learning tasks and measures per org unit, expiring certificates, effectiveness checks due, analyses short of evaluation, locations short of first aiders or fire wardens.",
  tag: 'attention',
  access: { kind: 'session', permissions: [PERMISSIONS.attention.readOverview] },
  response: attentionOverviewSchema,
  loader: 'load',
});
