/** Columns the org-unit list can be sorted by. */
export const ORG_UNIT_SORT_COLUMNS = ['orgUnitName', 'orgUnitIdentifier', 'memberCount'] as const;

export const LOCATION_TYPES = ['headquarters', 'branch'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Columns the location list can be sorted by. */
export const LOCATION_SORT_COLUMNS = [
  'name',
  'locationIdentifier',
  'city',
  'countryCode',
  'locationType',
  'floorSpace',
  'memberCount',
] as const;

export const MEMBER_GROUP_TYPES = [
  'medical-officer',
  'first-aid',
  'fire-marshall',
  'fire-assistent',
  'health-safety-officer',
  'work-council',
] as const;
export type MemberGroupType = (typeof MEMBER_GROUP_TYPES)[number];

export const MEMBER_GROUP_SORT_COLUMNS = ['name', 'memberGroupIdentifier', 'type', 'memberCount'] as const;
