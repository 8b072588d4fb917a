import type { i18n as I18n } from 'i18next';
import { SHARED_NAMESPACE } from '@compliance/shared-ui';
import { PACKAGE_REPORT_TRANSLATIONS } from './texts';

// The report's texts come with its entry, not with shared-ui's core: the core's texts load with
// every page, the sign-in page's included (e2e/tests/budgets.spec.ts).

/** Adds the package report's texts to shared-ui's namespace of an i18next instance, once. */
export function registerPackageReportTranslations(i18n: I18n): void {
  for (const [language, resources] of Object.entries(PACKAGE_REPORT_TRANSLATIONS)) {
    if (!i18n.exists('shared.packageReport.title', { lng: language, ns: SHARED_NAMESPACE }))
      i18n.addResourceBundle(language, SHARED_NAMESPACE, resources, true, false);
  }
}
