import type { LocationType, MemberGroupType } from './org-structure-values';

// The infopoint's coverage rules (docs/areas/start.md): how many first aiders and fire wardens a
// location needs for the members working there. Plain values and functions, so the browser can
// explain a figure the server computed with the same rule.

/** The group type whose members give first aid at their locations (DGUV Vorschrift 1 §26). */
export const FIRST_AID_GROUP_TYPE = 'first-aid' satisfies MemberGroupType;

/** The group type whose members are fire wardens at their locations (ASR A2.2, Brandschutzhelfer). */
export const FIRE_WARDEN_GROUP_TYPE = 'fire-assistent' satisfies MemberGroupType;

/**
 * Group types that serve the whole company rather than one site: the company doctor, the health and
 * safety specialists, the fire safety officer and the works council. Every location lists all their
 * members; the other types list only those who work at the location.
 */
export const COMPANY_WIDE_GROUP_TYPES = [
  'medical-officer',
  'fire-marshall',
  'health-safety-officer',
  'work-council',
] as const satisfies readonly MemberGroupType[];

/**
 * First aiders per 100 insured persons above 20 (DGUV Vorschrift 1 §26 (1)): 5 in administration and
 * trade, 10 in other businesses. A headquarters counts as administration, a branch as another business.
 */
export const FIRST_AID_PERCENT: Readonly<Record<LocationType, number>> = { headquarters: 5, branch: 10 };

/** Up to this many insured persons, one first aider suffices (DGUV Vorschrift 1 §26 (1) 1.). */
export const FIRST_AID_SINGLE_UP_TO = 20;

/** Fire wardens per 100 members (ASR A2.2 6.2: 5 % as the default; more where the fire risk is higher). */
export const FIRE_WARDEN_PERCENT = 5;

const percentOf = (count: number, percent: number): number => Math.ceil((count * percent) / 100);

/** First aiders a location needs for `insured` persons present (none below 2, one up to 20, then its rate). */
export function requiredFirstAiders(insured: number, locationType: LocationType): number {
  if (insured < 2) return 0;
  if (insured <= FIRST_AID_SINGLE_UP_TO) return 1;
  return percentOf(insured, FIRST_AID_PERCENT[locationType]);
}

/** Fire wardens a location needs for `members` working there (5 %, rounded up). */
export const requiredFireWardens = (members: number): number => percentOf(members, FIRE_WARDEN_PERCENT);

/** The coverage rules a location is checked against. */
export const COVERAGE_RULES = ['firstAid', 'fireWardens'] as const;
export type CoverageRule = (typeof COVERAGE_RULES)[number];
