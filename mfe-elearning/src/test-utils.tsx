// Test helpers of this remote: the providers the shell gives an area, a mocked network and the area mounted at a path.
import { Route, Routes } from 'react-router-dom';
import { PERMISSIONS, type Role } from '@compliance/shared-contracts';
import { testHelpersFor, type MockRoutes } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { ELearningArea } from './ELearningArea';
import { ELEARNING_NAMESPACE } from './common/namespace';

export { fieldName, settle } from '@compliance/shared-ui/testing';

/** i18next with this remote's, shared-ui's and the common strings, the store and a router. */
export const { renderInArea } = testHelpersFor({ [ELEARNING_NAMESPACE]: { de_DE, en_GB } });

/** Every E-Learning permission, as the company owner holds them, plus listing org units for the typeahead. */
export const ELEARNING_PERMISSIONS: string[] = [...Object.values(PERMISSIONS.elearning), PERMISSIONS.orgUnit.list];

/** Options of renderELearning. */
export interface RenderELearningOptions {
  language?: 'de_DE' | 'en_GB';
  permissions?: string[];
  role?: Role;
  routes?: MockRoutes;
}

/** Renders the area at a path below /dashboard/apps/elearnings as the shell mounts it. */
export function renderELearning(path: string, options: RenderELearningOptions = {}) {
  return renderInArea(
    <Routes>
      <Route path="/dashboard/apps/elearnings/*" element={<ELearningArea />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    path,
    { ...options, permissions: options.permissions ?? ELEARNING_PERMISSIONS, role: options.role ?? 'super-admin' },
  );
}

/** A page of a list endpoint. */
export const page = <T,>(items: T[], total = items.length) => ({ body: { items, total } });
