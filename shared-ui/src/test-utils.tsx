import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import type { RenderResult } from '@testing-library/react';
import type { AppStore } from '@compliance/shared-ui';
import { SHARED_NAMESPACE, SHARED_TRANSLATIONS } from './i18n';
import { createTestI18n as createI18n, renderWithProviders as renderWith } from './testing';

const namespaces = { [SHARED_NAMESPACE]: SHARED_TRANSLATIONS };

/** shared-ui's own tests: a real i18next with its strings as the default namespace. */
export function createTestI18n(language: 'de_DE' | 'en_GB' = 'de_DE'): I18n {
  return createI18n({ language, namespaces });
}

/** Options of renderWithProviders. */
export interface ProviderOptions {
  language?: 'de_DE' | 'en_GB';
  store?: AppStore;
  route?: string;
}

/** Renders with i18n, the jotai store and a router, as the shell provides them. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): RenderResult & { i18n: I18n } {
  return renderWith(ui, { ...options, namespaces });
}
