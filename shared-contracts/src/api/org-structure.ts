import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { listRequestSchema, listResponseSchema, requiredChoice, successSchema, uuidSchema } from './common';
import {
  createdSchema,
  entityMemberListRequestSchema,
  entityMemberRowSchema,
  memberAssignmentBodySchema,
  memberReferenceSchema,
  optionalFilter,
  optionalText,
  postalCodeRefinement,
  searchFilterSchema,
  uuidBodySchema,
  uuidsBodySchema,
} from './company-common';
import { PERMISSIONS } from '../permissions';
import { validateIdentifier, zodRefinement } from '../validation';
import {
  ORG_UNIT_SORT_COLUMNS,
  LOCATION_TYPES,
  LOCATION_SORT_COLUMNS,
  MEMBER_GROUP_TYPES,
  MEMBER_GROUP_SORT_COLUMNS,
} from './org-structure-values';

// min(1) only makes it required: the length belongs to the identifier rule, so a short ID gets
// that rule's one message, as in the forms, not a second one.
const identifierSchema = z.string().trim().min(1).max(100).superRefine(zodRefinement(validateIdentifier));

// ---------------------------------------------------------------- org units

/** An org unit (docs/product.md §3); `admins` are the ou-admins who administer it. */
export const orgUnitSchema = z.object({
  uuid: uuidSchema,
  orgUnitIdentifier: z.string(),
  orgUnitName: z.string(),
  isRoot: z.boolean(),
  isDefault: z.boolean(),
  parentUuid: uuidSchema.nullable(),
  memberCount: z.number().int().min(0),
  accountables: z.array(memberReferenceSchema),
  admins: z.array(memberReferenceSchema),
});
export type OrgUnit = z.infer<typeof orgUnitSchema>;

export const orgUnitListRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(ORG_UNIT_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema }).default({}),
});

export const orgUnitListEndpoint = defineEndpoint({
  id: 'org-unit.org-unit-list',
  method: 'POST',
  path: '/api/org-unit/org-unit-list',
  summary: 'Org units, one page; ou-admins see the units they administer.',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.list] },
  body: orgUnitListRequestSchema,
  response: listResponseSchema(orgUnitSchema),
  loader: 'load',
});

export const orgUnitDetailEndpoint = defineEndpoint({
  id: 'org-unit.org-unit-detail',
  method: 'POST',
  path: '/api/org-unit/org-unit-detail',
  summary: 'One org unit.',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.detail] },
  body: uuidBodySchema,
  response: orgUnitSchema,
  loader: 'load',
});

/** Fields of an org unit form. Accountables must be admins or super-admins (docs/product.md §5). */
export const orgUnitFieldsSchema = z.object({
  orgUnitIdentifier: identifierSchema,
  orgUnitName: z.string().trim().min(1).max(200),
  isRoot: z.boolean().default(false),
  isDefault: z.boolean().default(false),
  parentUuid: uuidSchema.nullable().default(null),
  accountableUuids: z.array(uuidSchema).max(100).default([]),
  adminUuids: z.array(uuidSchema).max(100).default([]),
});
export type OrgUnitFields = z.infer<typeof orgUnitFieldsSchema>;

export const createOrgUnitEndpoint = defineEndpoint({
  id: 'org-unit.create-org-unit',
  method: 'POST',
  path: '/api/org-unit/create-org-unit',
  summary: 'Creates an org unit; only one root per client; a default unit gets every member.',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.create] },
  body: orgUnitFieldsSchema,
  response: createdSchema,
  loader: 'save',
});

export const updateOrgUnitEndpoint = defineEndpoint({
  id: 'org-unit.update-org-unit',
  method: 'POST',
  path: '/api/org-unit/update-org-unit',
  summary: 'Saves an org unit; making it the default assigns every member to it.',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.update] },
  body: orgUnitFieldsSchema.extend({ uuid: uuidSchema }),
  response: successSchema,
  loader: 'save',
});

export const deleteOrgUnitEndpoint = defineEndpoint({
  id: 'org-unit.delete-org-unit',
  method: 'POST',
  path: '/api/org-unit/delete-org-unit',
  summary: 'Deletes an org unit; refused while it has members or child units.',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.delete] },
  body: uuidBodySchema,
  response: successSchema,
  loader: 'delete',
});

export const addMembersToOrgUnitEndpoint = defineEndpoint({
  id: 'org-unit.add-members-to-org-unit',
  method: 'POST',
  path: '/api/org-unit/add-members-to-org-unit',
  summary: 'Adds members to an org unit (members already in it are kept).',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.addMembers] },
  body: memberAssignmentBodySchema,
  response: successSchema,
  loader: 'save',
});

export const removeMembersFromOrgUnitEndpoint = defineEndpoint({
  id: 'org-unit.remove-members',
  method: 'POST',
  path: '/api/org-unit/remove-members',
  summary: 'Removes members from an org unit.',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.removeMembers] },
  body: memberAssignmentBodySchema,
  response: successSchema,
  loader: 'remove',
});

export const copyMemberAssignmentsEndpoint = defineEndpoint({
  id: 'org-unit.copy-member-assignments',
  method: 'POST',
  path: '/api/org-unit/copy-member-assignments',
  summary: 'Adds every member of the source org unit to the target org unit.',
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.copyMemberAssignments] },
  body: z.object({ sourceUuid: uuidSchema, targetUuid: uuidSchema }),
  response: z.object({ success: z.literal(true), copied: z.number().int().min(0) }),
  loader: 'save',
});

export const orgUnitMemberListEndpoint = defineEndpoint({
  id: 'org-unit.member-list',
  method: 'POST',
  path: '/api/org-unit/member-list',
  summary: "An org unit's members, one page.",
  tag: 'org-units',
  access: { kind: 'session', permissions: [PERMISSIONS.orgUnit.memberList] },
  body: entityMemberListRequestSchema,
  response: listResponseSchema(entityMemberRowSchema),
  loader: 'load',
});

// ---------------------------------------------------------------- locations

/** A location (docs/product.md §3). */
export const locationSchema = z.object({
  uuid: uuidSchema,
  locationIdentifier: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string(),
  locationType: z.enum(LOCATION_TYPES),
  floorSpace: z.number().nullable(),
  memberCount: z.number().int().min(0),
  responsibleMembers: z.array(memberReferenceSchema),
});
export type Location = z.infer<typeof locationSchema>;

export const locationListRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(LOCATION_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema, locationType: optionalFilter(z.enum(LOCATION_TYPES)) }).default({}),
});

export const locationListEndpoint = defineEndpoint({
  id: 'location.location-list',
  method: 'POST',
  path: '/api/location/location-list',
  summary: 'Locations, one page; loc-admins see the locations they are responsible for.',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.list] },
  body: locationListRequestSchema,
  response: listResponseSchema(locationSchema),
  loader: 'load',
});

const locationFieldsObject = z.object({
  locationIdentifier: identifierSchema,
  name: z.string().trim().min(1).max(200),
  street: optionalText(200),
  postalCode: optionalText(20),
  city: z.string().trim().min(1).max(100),
  countryCode: z.string().trim().length(2).toUpperCase().default('DE'),
  locationType: requiredChoice(LOCATION_TYPES),
  floorSpace: z.number().min(0).max(100_000_000).nullable(),
  responsibleMemberUuids: z.array(uuidSchema).max(100).default([]),
});

/** Fields of a location form; the postal code must fit the country (docs/product.md §5). */
export const locationFieldsSchema = locationFieldsObject.superRefine(postalCodeRefinement('countryCode'));
export type LocationFields = z.infer<typeof locationFieldsSchema>;

export const createLocationEndpoint = defineEndpoint({
  id: 'location.create-location',
  method: 'POST',
  path: '/api/location/create-location',
  summary: 'Creates a location.',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.create] },
  body: locationFieldsSchema,
  response: createdSchema,
  loader: 'save',
});

export const locationDetailEndpoint = defineEndpoint({
  id: 'location.location-detail',
  method: 'POST',
  path: '/api/location/location-detail',
  summary: 'One location.',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.detail] },
  body: uuidBodySchema,
  response: locationSchema,
  loader: 'load',
});

export const updateLocationEndpoint = defineEndpoint({
  id: 'location.update-location-detail',
  method: 'POST',
  path: '/api/location/update-location-detail',
  summary: 'Saves a location.',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.update] },
  body: locationFieldsObject.extend({ uuid: uuidSchema }).superRefine(postalCodeRefinement('countryCode')),
  response: successSchema,
  loader: 'save',
});

export const deleteLocationsEndpoint = defineEndpoint({
  id: 'location.delete-locations',
  method: 'POST',
  path: '/api/location/delete-locations',
  summary: 'Deletes locations; refused while a member is responsible for one of them.',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.delete] },
  body: uuidsBodySchema,
  response: successSchema,
  loader: 'delete',
});

export const locationMemberListEndpoint = defineEndpoint({
  id: 'location.read-member-list',
  method: 'POST',
  path: '/api/location/read-member-list',
  summary: "A location's members, one page.",
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.readMemberList] },
  body: entityMemberListRequestSchema,
  response: listResponseSchema(entityMemberRowSchema),
  loader: 'load',
});

export const assignMembersToLocationEndpoint = defineEndpoint({
  id: 'location.assign-members',
  method: 'POST',
  path: '/api/location/assign-members',
  summary: 'Assigns members to a location.',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.assignMembers] },
  body: memberAssignmentBodySchema,
  response: successSchema,
  loader: 'save',
});

export const removeMembersFromLocationEndpoint = defineEndpoint({
  id: 'location.remove-members',
  method: 'POST',
  path: '/api/location/remove-members',
  summary: 'Removes members from a location.',
  tag: 'locations',
  access: { kind: 'session', permissions: [PERMISSIONS.location.removeMembers] },
  body: memberAssignmentBodySchema,
  response: successSchema,
  loader: 'remove',
});

// ---------------------------------------------------------------- member groups

/** A member group (docs/product.md §3). */
export const memberGroupSchema = z.object({
  uuid: uuidSchema,
  memberGroupIdentifier: z.string(),
  name: z.string(),
  type: z.enum(MEMBER_GROUP_TYPES),
  memberCount: z.number().int().min(0),
});
export type MemberGroup = z.infer<typeof memberGroupSchema>;

export const memberGroupListRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(MEMBER_GROUP_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema, type: optionalFilter(z.enum(MEMBER_GROUP_TYPES)) }).default({}),
});

export const memberGroupListEndpoint = defineEndpoint({
  id: 'member-group.read-list',
  method: 'POST',
  path: '/api/member-group/read-list',
  summary: 'Member groups, one page.',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.list] },
  body: memberGroupListRequestSchema,
  response: listResponseSchema(memberGroupSchema),
  loader: 'load',
});

export const memberGroupFieldsSchema = z.object({
  memberGroupIdentifier: identifierSchema,
  name: z.string().trim().min(1).max(200),
  type: requiredChoice(MEMBER_GROUP_TYPES),
});
export type MemberGroupFields = z.infer<typeof memberGroupFieldsSchema>;

export const createMemberGroupEndpoint = defineEndpoint({
  id: 'member-group.create-member-group',
  method: 'POST',
  path: '/api/member-group/create-member-group',
  summary: 'Creates a member group.',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.create] },
  body: memberGroupFieldsSchema,
  response: createdSchema,
  loader: 'save',
});

export const deleteMemberGroupEndpoint = defineEndpoint({
  id: 'member-group.delete-member-group',
  method: 'POST',
  path: '/api/member-group/delete-member-group',
  summary: 'Deletes member groups (their members stay).',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.delete] },
  body: uuidsBodySchema,
  response: successSchema,
  loader: 'delete',
});

export const memberGroupDetailsEndpoint = defineEndpoint({
  id: 'member-group.read-details',
  method: 'POST',
  path: '/api/member-group/read-details',
  summary: 'One member group.',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.details] },
  body: uuidBodySchema,
  response: memberGroupSchema,
  loader: 'load',
});

export const updateMemberGroupEndpoint = defineEndpoint({
  id: 'member-group.update-details',
  method: 'POST',
  path: '/api/member-group/update-details',
  summary: 'Saves a member group.',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.update] },
  body: memberGroupFieldsSchema.extend({ uuid: uuidSchema }),
  response: successSchema,
  loader: 'save',
});

export const memberGroupMemberListEndpoint = defineEndpoint({
  id: 'member-group.read-member-list',
  method: 'POST',
  path: '/api/member-group/read-member-list',
  summary: "A member group's members, one page.",
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.memberList] },
  body: entityMemberListRequestSchema,
  response: listResponseSchema(entityMemberRowSchema),
  loader: 'load',
});

export const assignMembersToGroupEndpoint = defineEndpoint({
  id: 'member-group.assign-members',
  method: 'POST',
  path: '/api/member-group/assign-members',
  summary: 'Adds members to a member group.',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.assignMembers] },
  body: memberAssignmentBodySchema,
  response: successSchema,
  loader: 'save',
});

export const removeMembersFromGroupEndpoint = defineEndpoint({
  id: 'member-group.remove-members',
  method: 'POST',
  path: '/api/member-group/remove-members',
  summary: 'Removes members from a member group.',
  tag: 'member-groups',
  access: { kind: 'session', permissions: [PERMISSIONS.memberGroup.removeMembers] },
  body: memberAssignmentBodySchema,
  response: successSchema,
  loader: 'remove',
});
