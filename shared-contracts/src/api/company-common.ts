import { z } from 'zod';
import { listRequestSchema, uuidSchema } from './common';
import { validateZipcode } from '../validation';
import { ENTITY_MEMBER_SORT_COLUMNS } from './company-common-values';

/**
 * A dropdown or search filter value as the data table sends it: an empty choice arrives as
 * '' or null and means "no filter", so the server reads it as absent.
 */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Optional text of a form: '' and null both mean "none". */
export const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** The free-text search of a list's filter bar. */
export const searchFilterSchema = optionalFilter(z.string().trim().max(100));

/** A member as other entities name it (responsible members, accountables, typeahead choices). */
export const memberReferenceSchema = z.object({
  uuid: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
});
export type MemberReference = z.infer<typeof memberReferenceSchema>;

/** Many uuids at once (bulk actions); the upper bound keeps one request reasonable. */
export const uuidListSchema = z.array(uuidSchema).min(1).max(1000);

/** Body naming one entity by uuid. */
export const uuidBodySchema = z.object({ uuid: uuidSchema });

/** Body of every bulk action on entities (archive, unarchive, delete). */
export const uuidsBodySchema = z.object({ uuids: uuidListSchema });

/** Body of assign / remove calls: the entity and the members to add to or take from it. */
export const memberAssignmentBodySchema = z.object({ uuid: uuidSchema, memberUuids: uuidListSchema });
export type MemberAssignmentBody = z.infer<typeof memberAssignmentBodySchema>;

/** The members tab of an org unit, location or member group: one entity's members, paged. */
export const entityMemberListRequestSchema = listRequestSchema.extend({
  uuid: uuidSchema,
  sortBy: z.enum(ENTITY_MEMBER_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema }).default({}),
});
export type EntityMemberListRequest = z.infer<typeof entityMemberListRequestSchema>;

/** A row of a members tab. */
export const entityMemberRowSchema = z.object({
  uuid: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  roleIdentifier: z.string(),
});
export type EntityMemberRow = z.infer<typeof entityMemberRowSchema>;

/** Answer of a create call: the new entity's uuid. */
export const createdSchema = z.object({ success: z.literal(true), uuid: uuidSchema });

/**
 * A `superRefine` that checks `postalCode` against the country in `countryField` (docs/product.md §5),
 * reporting 'zipcode' on the postal-code field as the forms do.
 */
export function postalCodeRefinement<K extends string>(countryField: K) {
  return (value: { postalCode?: string | null } & { [key in K]?: string | null }, context: z.RefinementCtx): void => {
    const error = validateZipcode(value.postalCode ?? null, value[countryField] ?? undefined);
    if (error) context.addIssue({ code: 'custom', path: ['postalCode'], message: error.key, params: { key: error.key, ...error.params } });
  };
}
