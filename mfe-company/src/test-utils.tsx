// Test helpers of this remote: the providers the shell gives an area, a mocked network and the area mounted at a path.
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PERMISSIONS, type Role } from '@compliance/shared-contracts';
import { testHelpersFor, type MockRoutes } from '@compliance/shared-ui/testing';

export { fieldName, mockEndpoint, mockFetch, settle, type MockRoutes, type RecordedRequest } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { CompanyArea } from './CompanyArea';
import { COMPANY_NAMESPACE } from './common/namespace';

/** i18next with this remote's, shared-ui's and the common strings, the store and a router. */
export const { createTestI18n, renderWithProviders, renderInArea } = testHelpersFor({ [COMPANY_NAMESPACE]: { de_DE, en_GB } });

/** Every permission an admin of the company area holds, plus creating super-admins. */
export const COMPANY_PERMISSIONS: string[] = [
  ...Object.values(PERMISSIONS.member),
  ...Object.values(PERMISSIONS.memberList),
  ...Object.values(PERMISSIONS.archiveMember),
  ...Object.values(PERMISSIONS.memberImport),
  ...Object.values(PERMISSIONS.memberGroup),
  ...Object.values(PERMISSIONS.orgUnit),
  ...Object.values(PERMISSIONS.location),
  ...Object.values(PERMISSIONS.clientDetails),
  ...Object.values(PERMISSIONS.memberDetails),
  PERMISSIONS.profile.changeUsername,
];

/** Options of renderCompany. */
export interface RenderCompanyOptions {
  language?: 'de_DE' | 'en_GB';
  permissions?: string[];
  /** The signed-in member's role (who they may act on); the owner's by default. */
  role?: Role;
  routes?: MockRoutes;
}

/** Renders an element of this area as the shell mounts it, for an owner with every company permission by default. */
export const renderInCompany = (element: ReactElement, path: string, options: RenderCompanyOptions = {}) =>
  renderInArea(element, path, {
    ...options,
    permissions: options.permissions ?? COMPANY_PERMISSIONS,
    role: options.role ?? 'super-admin',
  });

/** Renders the area at a path below /dashboard/company as the shell mounts it. */
export function renderCompany(path: string, options: RenderCompanyOptions = {}) {
  return renderInCompany(
    <Routes>
      <Route path="/dashboard/company/*" element={<CompanyArea />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    path,
    options,
  );
}

/** A page of a list endpoint. */
export const page = <T,>(items: T[], total = items.length) => ({ body: { items, total } });
