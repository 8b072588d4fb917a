// Test helpers of this remote: the providers the shell gives an area, a mocked network and the area mounted at a path.
import { Route, Routes } from 'react-router-dom';
import { PERMISSIONS, type Role } from '@compliance/shared-contracts';
import { testHelpersFor, type MockRoutes } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { RiskArea } from './RiskArea';
import { RISK_NAMESPACE } from './common/namespace';

export { fieldName, settle } from '@compliance/shared-ui/testing';

/** i18next with this remote's, shared-ui's and the common strings, the store and a router. */
export const { renderInArea } = testHelpersFor({ [RISK_NAMESPACE]: { de_DE, en_GB } });

/** Every risk-assessment permission, as the company owner holds them, plus the lists the typeaheads search. */
export const RISK_PERMISSIONS: string[] = [
  ...Object.values(PERMISSIONS.riskAssessment),
  PERMISSIONS.orgUnit.list,
  PERMISSIONS.location.list,
  PERMISSIONS.memberList.getList,
];

/** Options of renderRisk. */
export interface RenderRiskOptions {
  language?: 'de_DE' | 'en_GB';
  permissions?: string[];
  role?: Role;
  routes?: MockRoutes;
}

/** Renders the area at a path below /dashboard/apps/risk-assessments as the shell mounts it. */
export function renderRisk(path: string, options: RenderRiskOptions = {}) {
  return renderInArea(
    <Routes>
      <Route path="/dashboard/apps/risk-assessments/*" element={<RiskArea />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    path,
    { ...options, permissions: options.permissions ?? RISK_PERMISSIONS, role: options.role ?? 'super-admin' },
  );
}

/** A page of a list endpoint. */
export const page = <T,>(items: T[], total = items.length) => ({ body: { items, total } });
