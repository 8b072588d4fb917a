import type { i18n as I18n } from 'i18next';
import { SHARED_NAMESPACE } from '@compliance/shared-ui';
import de_DE from './i18n/de_DE.json';
import en_GB from './i18n/en_GB.json';

// The audit log's texts (its actions in words) come with its entry, not with shared-ui's core:
// the core's texts load with every page, the sign-in page's included (e2e/tests/budgets.spec.ts).

/** The audit log's texts per language, under shared.auditLog. */
export const AUDIT_LOG_TRANSLATIONS = { de_DE, en_GB } as const;

/** Adds the audit log's texts to shared-ui's namespace of an i18next instance, once. */
export function registerAuditLogTranslations(i18n: I18n): void {
  for (const [language, resources] of Object.entries(AUDIT_LOG_TRANSLATIONS)) {
    if (
      !i18n.hasResourceBundle(language, SHARED_NAMESPACE) ||
      !i18n.exists('shared.auditLog.entries', { lng: language, ns: SHARED_NAMESPACE })
    )
      i18n.addResourceBundle(language, SHARED_NAMESPACE, resources, true, false);
  }
}
