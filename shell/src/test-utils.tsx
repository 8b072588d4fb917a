import type { ReactElement, ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import { COMMON_TRANSLATIONS } from '@compliance/shared-contracts';
import { COMMON_NAMESPACE, registerSharedTranslations } from '@compliance/shared-ui';
import shellDe from '../i18n/de_DE.json';
import shellEn from '../i18n/en_GB.json';

/** Renders with the shell's i18n namespaces, its own jotai store and a router at `route`. */
export function renderShell(
  ui: ReactElement,
  { route = '/', language = 'de_DE', store = createStore() }: { route?: string; language?: 'de_DE' | 'en_GB'; store?: ReturnType<typeof createStore> } = {},
): RenderResult & { i18n: I18n; store: ReturnType<typeof createStore> } {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [COMMON_NAMESPACE, 'shell'],
    defaultNS: COMMON_NAMESPACE,
    resources: {
      de_DE: { [COMMON_NAMESPACE]: COMMON_TRANSLATIONS.de_DE, shell: shellDe },
      en_GB: { [COMMON_NAMESPACE]: COMMON_TRANSLATIONS.en_GB, shell: shellEn },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  registerSharedTranslations(i18n);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </JotaiProvider>
    </I18nextProvider>
  );
  return Object.assign(render(ui, { wrapper }), { i18n, store });
}
