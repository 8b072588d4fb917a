// Fixtures of the profile tests: a signed-in member, the store and the route as the shell gives them.
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { PERMISSIONS, type MemberState, memberStateEndpoint } from '@compliance/shared-contracts/browser';
import { mockEndpoint, testMemberState, writesTo } from '@compliance/shared-ui/testing';

export { fieldName, settle } from '@compliance/shared-ui/testing';
import { memberStateAtom, permissionsAtom } from '@compliance/shared-ui';
import { AuthArea } from '../AuthArea';
import { ProfileRoutes } from './ProfileRoutes';
import { mockFetch, renderWithProviders, type MockRoutes } from '../test-utils';

/** Every profile permission, as a member holds them. */
export const ALL_PROFILE_PERMISSIONS: string[] = Object.values(PERMISSIONS.profile);

/** The signed-in member of the tests. */
export function memberState(overrides: Partial<MemberState['memberDetails']> = {}, permissions = ALL_PROFILE_PERMISSIONS): MemberState {
  return testMemberState({ permissions, details: overrides });
}

/** Options of renderProfile. */
export interface RenderProfileOptions {
  language?: 'de_DE' | 'en_GB';
  permissions?: string[];
  state?: MemberState;
  /** The mocked endpoints; GET /api/member/state answers the member state unless given. */
  routes?: MockRoutes;
  /** Mount through AuthArea, as the shell does (the profile then loads lazily), not directly. */
  throughArea?: boolean;
}

/**
 * Renders the profile routes at a path below /dashboard/profile, as AuthArea mounts them for the
 * shell (there by a lazy import; here at once, unless `throughArea`, so a test needs not wait).
 */
export function renderProfile(path: string, options: RenderProfileOptions = {}) {
  const permissions = options.permissions ?? ALL_PROFILE_PERMISSIONS;
  const state = options.state ?? memberState({}, permissions);
  const store = createStore();
  store.set(memberStateAtom, state);
  store.set(permissionsAtom, permissions);
  // A known CSRF cookie keeps writes from fetching /api/csrf first.
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  const requests = mockFetch([mockEndpoint(memberStateEndpoint, { body: state }), ...(options.routes ?? [])]);
  const result = renderWithProviders(
    <Routes>
      <Route path="/dashboard/profile/*" element={options.throughArea ? <AuthArea basePath="/dashboard/profile" /> : <ProfileRoutes />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { store, route: path, language: options.language },
  );
  return { ...result, store, requests, writes: writesTo(requests) };
}
