// Test helpers of this remote: the providers the shell gives an area, a mocked network and the area mounted at a path.
import { Route, Routes } from 'react-router-dom';
import { permissionsForRole, type FeatureFlags, type Role } from '@compliance/shared-contracts';
import { testHelpersFor, type MockRoutes } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { StartArea } from './StartArea';
import { START_NAMESPACE } from './common/namespace';
import { mountOf } from './common/paths';

export { settle } from '@compliance/shared-ui/testing';

/** i18next with this remote's, shared-ui's and the common strings, the store and a router. */
export const { renderInArea } = testHelpersFor({ [START_NAMESPACE]: { de_DE, en_GB } });

/** Options of renderStart. */
export interface RenderStartOptions {
  language?: 'de_DE' | 'en_GB';
  permissions?: string[];
  role?: Role;
  routes?: MockRoutes;
  featureFlags?: Partial<FeatureFlags>;
}

/**
 * Renders the area at a path below one of its mounts (/dashboard/start, /dashboard/apps/templates)
 * as the shell mounts it there, by default for a member.
 */
export function renderStart(path: string, options: RenderStartOptions = {}) {
  const role = options.role ?? 'member';
  const basePath = mountOf(path);
  return renderInArea(
    <Routes>
      <Route path={`${basePath}/*`} element={<StartArea basePath={basePath} />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    path,
    { ...options, permissions: options.permissions ?? [...permissionsForRole(role)], role },
  );
}
