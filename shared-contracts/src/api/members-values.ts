/** Countries a member's or the company's address may be in (docs/product.md §3). */
export const ADDRESS_COUNTRIES = ['DE', 'AT'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** Special attributes of a member that change which tasks apply (docs/product.md §3). */
export const SPECIAL_ATTRIBUTES = ['pregnant', 'underage'] as const;
export const GENDERS = ['d', 'f', 'm'] as const;
export const MEMBER_STATUSES = ['active', 'deactivated'] as const;

/** Columns the member list can be sorted by. */
export const MEMBER_LIST_SORT_COLUMNS = ['lastName', 'firstName', 'email', 'username', 'roleIdentifier', 'status', 'lastLoginAt'] as const;

/** Columns the archive list can be sorted by. */
export const ARCHIVED_MEMBER_SORT_COLUMNS = ['lastName', 'firstName', 'email', 'username', 'roleIdentifier', 'archivedAt'] as const;

/** Columns the org-units tab of a member can be sorted by. */
export const MEMBER_ORG_UNIT_SORT_COLUMNS = ['orgUnitName', 'orgUnitIdentifier'] as const;
