import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  listRequestSchema,
  listResponseSchema,
  optionalPhoneSchema,
  passwordHashSchema,
  requiredChoice,
  successSchema,
  uuidSchema,
} from './common';
import {
  createdSchema,
  optionalFilter,
  optionalText,
  postalCodeRefinement,
  searchFilterSchema,
  uuidBodySchema,
  uuidsBodySchema,
} from './company-common';
import { PERMISSIONS } from '../permissions';
import { MEMBER_ROLES } from '../roles';
import { latestTodayOnEarth, validateBirthDate, validateEmail, validateUsername, zodRefinement } from '../validation';
import {
  ADDRESS_COUNTRIES,
  SPECIAL_ATTRIBUTES,
  GENDERS,
  MEMBER_STATUSES,
  MEMBER_LIST_SORT_COLUMNS,
  ARCHIVED_MEMBER_SORT_COLUMNS,
  MEMBER_ORG_UNIT_SORT_COLUMNS,
} from './members-values';

const LOGIN_NAME_MAX_LENGTH = 254;
const checkPostalCode = postalCodeRefinement('country');

/** The editable fields of a member (docs/product.md §3 member details), shared by create, update and import. */
export const memberFieldsSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().max(LOGIN_NAME_MAX_LENGTH).superRefine(zodRefinement(validateEmail)).nullable(),
  // min(1) only makes it required: the length belongs to the username rule and its one message.
  username: z.string().trim().min(1).max(LOGIN_NAME_MAX_LENGTH).superRefine(zodRefinement(validateUsername)),
  roleIdentifier: requiredChoice(MEMBER_ROLES),
  birthDate: z
    .string()
    .superRefine(zodRefinement((value: string) => validateBirthDate(value, latestTodayOnEarth())))
    .nullable(),
  phoneNumber: optionalPhoneSchema,
  mobileNumber: optionalPhoneSchema,
  specialAttributes: z.array(z.enum(SPECIAL_ATTRIBUTES)).max(SPECIAL_ATTRIBUTES.length).default([]),
  gender: z.enum(GENDERS).default('d'),
  street: optionalText(200),
  additionalAddress: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  country: z.enum(ADDRESS_COUNTRIES).default('DE'),
  externalCompany: optionalText(200),
});
export type MemberFields = z.infer<typeof memberFieldsSchema>;

/** Member options of docs/product.md §3: whether tasks are created for the member automatically. */
export const memberOptionsSchema = z.object({
  createElearningTasks: z.boolean().default(true),
  createRiskAssessmentTasks: z.boolean().default(true),
});
export type MemberOptions = z.infer<typeof memberOptionsSchema>;

export const createMemberBodySchema = memberFieldsSchema
  .extend({
    /** Hash of the initial password (docs/product.md §5); null creates the member without one. */
    initialPassword: passwordHashSchema.nullable(),
    orgUnitUuids: z.array(uuidSchema).max(500).default([]),
    options: memberOptionsSchema.default({ createElearningTasks: true, createRiskAssessmentTasks: true }),
  })
  .superRefine(checkPostalCode);
export type CreateMemberBody = z.infer<typeof createMemberBodySchema>;

export const createMemberEndpoint = defineEndpoint({
  id: 'member.create-member',
  method: 'POST',
  path: '/api/member/createmember',
  summary: 'Creates a member of the client (username and e-mail unique, maximum members enforced); adds the default org unit.',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.member.create] },
  body: createMemberBodySchema,
  response: createdSchema,
  loader: 'save',
});

export const memberListFilterSchema = z.object({
  search: searchFilterSchema,
  role: optionalFilter(z.enum(MEMBER_ROLES)),
  status: optionalFilter(z.enum(MEMBER_STATUSES)),
  orgUnitUuid: optionalFilter(uuidSchema),
  locationUuid: optionalFilter(uuidSchema),
});
export type MemberListFilter = z.infer<typeof memberListFilterSchema>;

export const memberListRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(MEMBER_LIST_SORT_COLUMNS).optional(),
  filter: memberListFilterSchema.default({}),
});
export type MemberListRequest = z.infer<typeof memberListRequestSchema>;

/** A member list row (docs/product.md §3). */
export const memberListRowSchema = z.object({
  uuid: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(MEMBER_STATUSES),
  lastLoginAt: z.string().nullable(),
  email: z.string().nullable(),
  roleIdentifier: z.enum(MEMBER_ROLES),
  username: z.string(),
});
export type MemberListRow = z.infer<typeof memberListRowSchema>;

export const memberListEndpoint = defineEndpoint({
  id: 'member-list.get-list',
  method: 'POST',
  path: '/api/memberlist/getlist',
  summary: 'Active (not archived) members, one page; loc-admins and ou-admins see only the members of their locations or org units.',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.getList] },
  body: memberListRequestSchema,
  response: listResponseSchema(memberListRowSchema),
  loader: 'load',
});

export const archiveMembersEndpoint = defineEndpoint({
  id: 'member-list.archive-member',
  method: 'POST',
  path: '/api/memberlist/archivemember',
  summary: 'Archives members: they can no longer sign in and their sessions end. One cannot archive oneself.',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.archive] },
  body: uuidsBodySchema,
  response: successSchema,
  loader: 'save',
});

/** A member as administration sees and edits it (details tab). */
export const managedMemberSchema = memberFieldsSchema.extend({
  uuid: uuidSchema,
  status: z.enum(MEMBER_STATUSES),
  lastLoginAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  options: memberOptionsSchema,
});
export type ManagedMember = z.infer<typeof managedMemberSchema>;

export const memberDetailsEndpoint = defineEndpoint({
  id: 'member-list.memberdetails',
  method: 'POST',
  path: '/api/memberlist/memberdetails',
  summary: "One member's details and options.",
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.details] },
  body: uuidBodySchema,
  response: managedMemberSchema,
  loader: 'load',
});

export const updateMemberDetailsBodySchema = memberFieldsSchema
  .extend({ uuid: uuidSchema, status: z.enum(MEMBER_STATUSES).default('active'), options: memberOptionsSchema })
  .superRefine(checkPostalCode);
export type UpdateMemberDetailsBody = z.infer<typeof updateMemberDetailsBodySchema>;

export const updateMemberDetailsEndpoint = defineEndpoint({
  id: 'member-list.updatememberdetails',
  method: 'POST',
  path: '/api/memberlist/updatememberdetails',
  summary: "Saves a member's details, status and options (username and e-mail unique in the client).",
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.update] },
  body: updateMemberDetailsBodySchema,
  response: successSchema,
  loader: 'save',
});

export const resetMemberPasswordEndpoint = defineEndpoint({
  id: 'member-list.reset-password',
  method: 'POST',
  path: '/api/memberlist/reset-password',
  summary: 'Sends the member a password-reset mail (the member needs an e-mail address; once per 10 minutes).',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberList.resetPassword] },
  body: uuidBodySchema,
  response: successSchema,
  loader: 'save',
});

export const archivedMemberListRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(ARCHIVED_MEMBER_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema }).default({}),
});
export type ArchivedMemberListRequest = z.infer<typeof archivedMemberListRequestSchema>;

/** An archived member (docs/product.md §3). */
export const archivedMemberSchema = z.object({
  uuid: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  archivedAt: z.string(),
  roleIdentifier: z.enum(MEMBER_ROLES),
  username: z.string(),
});
export type ArchivedMember = z.infer<typeof archivedMemberSchema>;

export const archivedMemberListEndpoint = defineEndpoint({
  id: 'archive-member.list',
  method: 'POST',
  path: '/api/archivedmember/list',
  summary: 'Archived members, one page.',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.archiveMember.list] },
  body: archivedMemberListRequestSchema,
  response: listResponseSchema(archivedMemberSchema),
  loader: 'load',
});

export const unarchiveMembersEndpoint = defineEndpoint({
  id: 'archive-member.unarchive-members',
  method: 'POST',
  path: '/api/archivedmember/unarchivemember',
  summary: 'Restores archived members (maximum members enforced).',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.archiveMember.unarchive] },
  body: uuidsBodySchema,
  response: successSchema,
  loader: 'save',
});

export const deleteArchivedMembersEndpoint = defineEndpoint({
  id: 'archive-member.delete-members',
  method: 'POST',
  path: '/api/archivedmember/deletemember',
  summary: 'Deletes archived members permanently; refused while one is responsible for a location or accountable for an org unit.',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.archiveMember.delete] },
  body: uuidsBodySchema,
  response: successSchema,
  loader: 'delete',
});

export const memberOrgUnitListRequestSchema = listRequestSchema.extend({
  uuid: uuidSchema,
  sortBy: z.enum(MEMBER_ORG_UNIT_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema }).default({}),
});

/** An org unit a member belongs to. */
export const memberOrgUnitSchema = z.object({
  uuid: uuidSchema,
  orgUnitIdentifier: z.string(),
  orgUnitName: z.string(),
  isRoot: z.boolean(),
  isDefault: z.boolean(),
});
export type MemberOrgUnit = z.infer<typeof memberOrgUnitSchema>;

export const memberOrgUnitListEndpoint = defineEndpoint({
  id: 'member-details.read-org-unit-list',
  method: 'POST',
  path: '/api/member-details/read-org-unit-list',
  summary: 'The org units a member belongs to, one page.',
  tag: 'members',
  access: { kind: 'session', permissions: [PERMISSIONS.memberDetails.readOrgUnitList] },
  body: memberOrgUnitListRequestSchema,
  response: listResponseSchema(memberOrgUnitSchema),
  loader: 'load',
});
