// The profile's data (docs/adding-an-area.md §4): the signed-in member's settings and org units,
// their cache keys, and the writes. The member's own details come from the member state the shell
// keeps; a write that changes them hands the fresh state to the shell (announceSignedIn).
import useSWR from 'swr';
import {
  changePasswordEndpoint,
  changeUsernameEndpoint,
  checkUsernameEndpoint,
  readProfileOrgUnitListEndpoint,
  readProfileSettingEndpoint,
  updateProfileEndpoint,
  updateProfileSettingEndpoint,
  type BodyInputOf,
  type ProfileSetting,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { serverList } from '@compliance/shared-ui/table';

/** The member's org units, sorted by name first (the table keeps its state under this id, docs/product.md §3). */
export const PROFILE_ORG_UNITS = serverList(readProfileOrgUnitListEndpoint, 'profile-org-units', {
  sortBy: 'orgUnitName',
  sortDirection: 'asc',
});

/** The member's theme and language, with the languages on offer. */
export const useProfileSetting = () =>
  useSWR(readProfileSettingEndpoint.path, () => apiRequest(readProfileSettingEndpoint), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

/** Saves the member's theme and language (a failure is shown by the shell's error toast). */
export const saveProfileSetting = (setting: ProfileSetting) => apiRequest(updateProfileSettingEndpoint, { body: setting });

/** Saves the member's names and contact data; 400s (e-mail taken) are the form's to show. */
export const saveProfile = (body: BodyInputOf<typeof updateProfileEndpoint>) =>
  apiRequest(updateProfileEndpoint, { handledStatuses: [400], body });

/** Changes the password (hashes only); 400s are the form's to show. */
export const changePassword = (body: BodyInputOf<typeof changePasswordEndpoint>) =>
  apiRequest(changePasswordEndpoint, { handledStatuses: [400], body });

/** Changes the username; 400s are the form's to show. */
export const changeUsername = (body: BodyInputOf<typeof changeUsernameEndpoint>) =>
  apiRequest(changeUsernameEndpoint, { handledStatuses: [400], body });

/** Whether another member of the client already signs in with `username`. */
export const isUsernameTaken = async (username: string): Promise<boolean> =>
  (await apiRequest(checkUsernameEndpoint, { body: { username } })).usernameExists;
