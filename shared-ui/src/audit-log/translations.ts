import type { i18n as I18n } from 'i18next';
import { AUDIT_LOG_TEXTS } from '@compliance/shared-contracts/audit-log-texts';
import { SHARED_NAMESPACE } from '@compliance/shared-ui';

// The audit log's texts (its actions in words) come with its entry, not with shared-ui's core:
// the core's texts load with every page, the sign-in page's included (e2e/tests/budgets.spec.ts).
// shared-contracts holds them, as the server's export writes the same words.

/** The audit log's texts per language, under shared.auditLog. */
export const AUDIT_LOG_TRANSLATIONS = {
  de_DE: { shared: AUDIT_LOG_TEXTS.de_DE },
  en_GB: { shared: AUDIT_LOG_TEXTS.en_GB },
} as const;

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
