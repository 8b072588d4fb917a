// Test helpers of this remote: the back office mounted at a path as the shell mounts it, for a member of the licensee's staff.
import { Route, Routes } from 'react-router-dom';
import { createStore } from 'jotai';
import { BACK_OFFICE_PREFIX, type LicenseeRole } from '@compliance/shared-contracts';
import { permissionsAtom, staffStateAtom, ToastHost } from '@compliance/shared-ui';
import { mockFetch, testHelpersFor, testStaffState, writesTo, type MockRoutes } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { LicenseeArea } from './LicenseeArea';
import { LICENSEE_NAMESPACE } from './common/namespace';

export { settle } from '@compliance/shared-ui/testing';

const { renderWithProviders } = testHelpersFor({ [LICENSEE_NAMESPACE]: { de_DE, en_GB } });

/** Options of renderBackOffice. */
export interface RenderBackOfficeOptions {
  /** The staff member's role; none renders the back office signed out. */
  role?: LicenseeRole | null;
  routes?: MockRoutes;
  language?: 'de_DE' | 'en_GB';
}

/** Renders the back office at a path below /licensee, signed in as a licensee admin unless told otherwise, over a mocked network. */
export function renderBackOffice(path: string, { role = 'licensee-admin', routes = [], language }: RenderBackOfficeOptions = {}) {
  const store = createStore();
  if (role) {
    const staff = testStaffState(role);
    store.set(staffStateAtom, staff);
    store.set(permissionsAtom, staff.staff.permissions);
  }
  // A known CSRF cookie keeps writes from fetching /api/csrf first.
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  const requests = mockFetch(routes);
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path={`${BACK_OFFICE_PREFIX}/*`} element={<LicenseeArea basePath={BACK_OFFICE_PREFIX} />} />
        <Route path="/auth/licensee-login" element={<p>Anmeldung Backoffice</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <ToastHost />
    </>,
    { store, route: path, language },
  );
  return { ...result, store, requests, writes: writesTo(requests) };
}
