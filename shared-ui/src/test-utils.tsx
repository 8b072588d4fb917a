import type { ReactElement, ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import { COMMON_TRANSLATIONS } from '@compliance/shared-contracts';
import { appStore, type AppStore } from '@compliance/shared-ui';
import { COMMON_NAMESPACE, SHARED_NAMESPACE, SHARED_TRANSLATIONS } from './i18n';

/** A real i18next instance with shared-ui's and the common strings in both languages. */
export function createTestI18n(language: 'de_DE' | 'en_GB' = 'de_DE'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [SHARED_NAMESPACE, COMMON_NAMESPACE],
    defaultNS: SHARED_NAMESPACE,
    resources: {
      de_DE: { [SHARED_NAMESPACE]: SHARED_TRANSLATIONS.de_DE, [COMMON_NAMESPACE]: COMMON_TRANSLATIONS.de_DE },
      en_GB: { [SHARED_NAMESPACE]: SHARED_TRANSLATIONS.en_GB, [COMMON_NAMESPACE]: COMMON_TRANSLATIONS.en_GB },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Options of renderWithProviders. */
export interface ProviderOptions {
  language?: 'de_DE' | 'en_GB';
  store?: AppStore;
  route?: string;
}

/** Renders with i18n, the jotai store and a router, as the shell provides them. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(options.language);
  const store = options.store ?? appStore;
  const wrapper = ({ children }: { children: ReactNode }): ReactElement => (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
      </JotaiProvider>
    </I18nextProvider>
  );
  return Object.assign(render(ui, { wrapper }), { i18n });
}
