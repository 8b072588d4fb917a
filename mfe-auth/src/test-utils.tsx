import type { ReactElement, ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import { COMMON_TRANSLATIONS } from '@compliance/shared-contracts';
import { appStore, registerSharedTranslations, type AppStore } from '@compliance/shared-ui';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

/** The namespace of this remote's strings, as area.ts declares it. */
export const AUTH_NAMESPACE = 'auth';

/** A real i18next instance with this remote's, shared-ui's and the common strings in both languages, as the shell sets it up. */
export function createTestI18n(language: 'de_DE' | 'en_GB' = 'de_DE'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [AUTH_NAMESPACE, 'common'],
    defaultNS: AUTH_NAMESPACE,
    resources: {
      de_DE: { [AUTH_NAMESPACE]: de_DE, common: COMMON_TRANSLATIONS.de_DE },
      en_GB: { [AUTH_NAMESPACE]: en_GB, common: COMMON_TRANSLATIONS.en_GB },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  registerSharedTranslations(instance);
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

/** One answer of the mocked network: status and JSON body. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** A request the mocked fetch received. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces global.fetch: `routes` maps 'METHOD /path' to an answer (or a function of the
 * request body). Unmatched requests answer 404. Answers the list of requests seen.
 */
export function mockFetch(routes: Record<string, MockAnswer | ((body: unknown) => MockAnswer)>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { error: { code: 'Route.NotFound' } } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no Response; apiRequest reads only these members.
    return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => JSON.parse(text) as unknown } as Response;
  }) as typeof fetch;
  return requests;
}
