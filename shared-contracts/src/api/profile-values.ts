/** Columns the profile's org-unit table can be sorted by. */
export const PROFILE_ORG_UNIT_SORT_COLUMNS = ['orgUnitName', 'orgUnitIdentifier'] as const;
