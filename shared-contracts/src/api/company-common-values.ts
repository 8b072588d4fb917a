/** Columns a member table inside an org unit, location or group can be sorted by. */
export const ENTITY_MEMBER_SORT_COLUMNS = ['lastName', 'firstName', 'email', 'username', 'roleIdentifier'] as const;
