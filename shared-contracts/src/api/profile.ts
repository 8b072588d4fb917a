import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  languageCodeSchema,
  listRequestSchema,
  listResponseSchema,
  optionalPhoneSchema,
  passwordHashSchema,
  successSchema,
  themeSchema,
  uuidSchema,
} from './common';
import { PERMISSIONS } from '../permissions';
import { validateEmail, zodRefinement } from '../validation';
import { PROFILE_ORG_UNIT_SORT_COLUMNS } from './profile-values';

// Longest username or e-mail a login accepts (RFC 5321 path limit), so a name set here can be used to sign in.
const LOGIN_NAME_MAX_LENGTH = 254;

/** What a member may change about themselves (docs/product.md §7 Profile): contact data and names. */
export const updateProfileBodySchema = z.object({
  email: z.string().trim().max(LOGIN_NAME_MAX_LENGTH).superRefine(zodRefinement(validateEmail)).nullable(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phoneNumber: optionalPhoneSchema,
  mobileNumber: optionalPhoneSchema,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const updateProfileEndpoint = defineEndpoint({
  id: 'profile.update',
  method: 'POST',
  path: '/api/profile/update',
  summary: "Updates the signed-in member's e-mail, names and phone numbers; the e-mail must be unused in the client.",
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.update] },
  body: updateProfileBodySchema,
  response: successSchema,
  loader: 'save',
});

/**
 * Profile settings of docs/product.md §3. `null` means "not chosen yet": the UI then follows the
 * system colour scheme and the browser language (docs/product.md §4).
 */
export const profileSettingSchema = z.object({
  frontendStyle: z.object({ theme: themeSchema.nullable() }),
  languageCode: languageCodeSchema.nullable(),
});
export type ProfileSetting = z.infer<typeof profileSettingSchema>;

export const profileSettingResponseSchema = profileSettingSchema.extend({
  availableLanguages: z.array(languageCodeSchema),
});
export type ProfileSettingResponse = z.infer<typeof profileSettingResponseSchema>;

export const readProfileSettingEndpoint = defineEndpoint({
  id: 'profile.read-profile-setting',
  method: 'GET',
  path: '/api/profile/readprofilesetting',
  summary: "The signed-in member's theme and language (null when not chosen) and the languages on offer.",
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.readSetting] },
  response: profileSettingResponseSchema,
  loader: 'load',
});

export const updateProfileSettingEndpoint = defineEndpoint({
  id: 'profile.update-profile-setting',
  method: 'POST',
  path: '/api/profile/updateprofilesetting',
  summary: "Saves the signed-in member's theme and language; null returns to the system or browser default.",
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.updateSetting] },
  body: profileSettingSchema,
  response: successSchema,
  loader: 'save',
});

export const changePasswordEndpoint = defineEndpoint({
  id: 'profile.change-password',
  method: 'POST',
  path: '/api/profile/changepassword',
  summary:
    'Changes the password (all hashes); refuses a wrong current one, a mismatch and any password used before. Ends the other sessions.',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.changePassword] },
  body: z.object({ old: passwordHashSchema, new: passwordHashSchema, newCheck: passwordHashSchema }),
  response: successSchema,
  loader: 'save',
});

export const changeUsernameEndpoint = defineEndpoint({
  id: 'profile.change-username',
  method: 'POST',
  path: '/api/profile/changeusername',
  summary:
    'Changes the username after confirming the current username and password hash; the new one must be valid and free in the client.',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.changeUsername] },
  body: z.object({
    username: z.string().trim().min(1).max(LOGIN_NAME_MAX_LENGTH),
    // Checked by the handler rather than here, so a bad name answers Username.Invalid (docs/product.md §8).
    newUsername: z.string().trim().min(1).max(LOGIN_NAME_MAX_LENGTH),
    password: passwordHashSchema,
  }),
  response: successSchema,
  loader: 'save',
});

export const checkUsernameEndpoint = defineEndpoint({
  id: 'profile.check-username',
  method: 'POST',
  path: '/api/profile/checkusername',
  summary:
    "Whether a username is taken in the signed-in member's client (case-insensitive); the member's own name counts as free unless forNewMember.",
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.changeUsername] },
  body: z.object({
    username: z.string().trim().min(1).max(LOGIN_NAME_MAX_LENGTH),
    /** For a member being created: then the caller's own name counts as taken too. */
    forNewMember: z.boolean().default(false),
  }),
  response: z.object({ usernameExists: z.boolean() }),
  loader: 'none',
});

/** One org unit the signed-in member belongs to. */
export const profileOrgUnitSchema = z.object({
  uuid: uuidSchema,
  orgUnitIdentifier: z.string(),
  orgUnitName: z.string(),
  isRoot: z.boolean(),
  isDefault: z.boolean(),
});
export type ProfileOrgUnit = z.infer<typeof profileOrgUnitSchema>;

/** A list request whose `sortBy` is limited to the table's sortable columns; `filter.search` matches name or identifier. */
export const profileOrgUnitListRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(PROFILE_ORG_UNIT_SORT_COLUMNS).optional(),
});
export type ProfileOrgUnitListRequest = z.infer<typeof profileOrgUnitListRequestSchema>;

export const readProfileOrgUnitListEndpoint = defineEndpoint({
  id: 'profile.read-org-unit-list',
  method: 'POST',
  path: '/api/profile/read-org-unit-list',
  summary: 'The org units the signed-in member belongs to, one page, sorted by name (default) or identifier.',
  tag: 'profile',
  access: { kind: 'session', permissions: [PERMISSIONS.profile.readOrgUnitList] },
  body: profileOrgUnitListRequestSchema,
  response: listResponseSchema(profileOrgUnitSchema),
  loader: 'load',
});
