import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { countSchema, uuidSchema } from './common';
import { PERMISSIONS } from '../permissions';
import { coverageSchema } from './infopoint';

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
