import { areaLinks, resolveAreaDescription } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { areaDescription } from './area-description';

it('describes the risk-assessments entry of the apps group behind its feature flag, every label in both languages', () => {
  const description = resolveAreaDescription(areaDescription, { de_DE, en_GB });
  expect(description.sidebar.map((section) => [section.group, section.order])).toEqual([
    [{ id: 'apps', label: { de_DE: 'Apps', en_GB: 'Apps' }, order: 20 }, 20],
  ]);
  // The member's own analyses first, as docs/product.md §2 orders the sidebar.
  expect(areaLinks(description).map((link) => [link.path, (link.label as { de_DE: string }).de_DE, link.featureFlag])).toEqual([
    ['/dashboard/apps/risk-assessments/my-analyses', 'Meine Analysen', 'riskAssessments'],
    ['/dashboard/apps/risk-assessments/evaluation/list', 'Auswertung', 'riskAssessments'],
    ['/dashboard/apps/risk-assessments/catalog/list', 'Katalog', 'riskAssessments'],
  ]);
  expect(description.mounts).toEqual([{ prefix: '/dashboard/apps/risk-assessments', layout: 'dashboard' }]);
  expect(description.printPages).toEqual([
    '/dashboard/apps/risk-assessments/evaluation/details/:riskAssessmentExecutionResultUuid/risk-action-list',
  ]);
});
