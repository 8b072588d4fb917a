import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { countSchema, listResponseSchema, uuidSchema } from './common';
import { PERMISSIONS } from '../permissions';
import { MEMBER_GROUP_TYPES } from './org-structure-values';
import { locationSchema } from './org-structure';
import { memberReferenceSchema } from './company-common';
import type { CoverageRule } from './infopoint-values';

// The infopoint (docs/product.md §2 start/infopoint): every member sees the client's locations,
// who is responsible at each, and whether enough first aiders and fire wardens work there.

/** How many people of a kind a location needs and has; `shortfall` is the difference when it has too few. */
export const coverageSchema = z.object({ required: countSchema, present: countSchema, shortfall: countSchema });
export type Coverage = z.infer<typeof coverageSchema>;

/** A location as the infopoint shows it: where it is, how many work there, its coverage. */
export const infopointLocationSchema = locationSchema
  .pick({ uuid: true, name: true, street: true, postalCode: true, city: true, countryCode: true, locationType: true, memberCount: true })
  .extend({
    /** Whether the signed-in member works there. */
    isOwn: z.boolean(),
    coverage: z.object({ firstAid: coverageSchema, fireWardens: coverageSchema } satisfies Record<CoverageRule, typeof coverageSchema>),
  });
export type InfopointLocation = z.infer<typeof infopointLocationSchema>;

export const readInfopointLocationListEndpoint = defineEndpoint({
  id: 'infopoint.read-location-list',
  method: 'GET',
  path: '/api/infopoint/read-location-list',
  summary: "The client's locations with their coverage, the signed-in member's own first, then by name.",
  tag: 'infopoint',
  access: { kind: 'session', permissions: [PERMISSIONS.infopoint.readLocationList] },
  response: listResponseSchema(infopointLocationSchema),
  loader: 'load',
});

/** A person to turn to: name and the ways to reach them. */
export const contactPersonSchema = memberReferenceSchema.extend({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

/** A member group responsible at a location, with the members a person there can turn to. */
export const infopointMemberGroupSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  type: z.enum(MEMBER_GROUP_TYPES),
  /** Serves the whole company, so every member of it is listed, wherever they work. */
  companyWide: z.boolean(),
  members: z.array(contactPersonSchema),
});
export type InfopointMemberGroup = z.infer<typeof infopointMemberGroupSchema>;

export const readInfopointMemberGroupsEndpoint = defineEndpoint({
  id: 'infopoint.read-member-groups',
  method: 'POST',
  path: '/api/infopoint/read-member-groups',
  summary: "One location's coverage, its responsible persons and the member groups responsible there, with their members' contact data.",
  tag: 'infopoint',
  access: { kind: 'session', permissions: [PERMISSIONS.infopoint.readMemberGroups] },
  body: z.object({ locationUuid: uuidSchema }),
  response: z.object({
    location: infopointLocationSchema,
    responsibleMembers: z.array(contactPersonSchema),
    groups: z.array(infopointMemberGroupSchema),
  }),
  loader: 'load',
});
