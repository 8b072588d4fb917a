import type { ReactElement, ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { act, render, type RenderResult } from '@testing-library/react';
import { COMMON_TRANSLATIONS, FEATURE_FLAG_DEFAULTS, type FeatureFlags, type Role } from '@compliance/shared-contracts';
import { COMMON_NAMESPACE, SHARED_NAMESPACE } from '../i18n';
import sharedDe from '../../i18n/de_DE.json';
import sharedEn from '../../i18n/en_GB.json';
import { appStore, featureFlagsAtom, memberStateAtom, permissionsAtom, type AppStore } from '../store';
import { ToastHost } from '../toast';
import { mockFetch, type MockRoutes } from './mock-fetch';
import { testMemberState } from './member-state';
import type { RecordedRequest } from './mock-fetch';
import { SWRConfig } from 'swr';

type Language = 'de_DE' | 'en_GB';

/** shared-ui's own strings in both languages, as the shell adds them (the core loads English only when shown). */
export const SHARED_TRANSLATIONS = { de_DE: sharedDe, en_GB: sharedEn } as const;
/** An app's own strings: namespace → strings of each language. */
export type TestNamespaces = Record<string, Record<Language, Record<string, unknown>>>;

/** Options of the test helpers: language, the app's namespaces (first = default), store, route. */
export interface TestProviderOptions {
  language?: Language;
  namespaces?: TestNamespaces;
  store?: AppStore;
  route?: string;
}

/**
 * A real i18next instance set up as the shell does it: the common strings, shared-ui's, and
 * the given app namespaces, in both languages. For tests only (not part of the public index).
 */
export function createTestI18n({ language = 'de_DE', namespaces = {} }: Pick<TestProviderOptions, 'language' | 'namespaces'> = {}): I18n {
  const instance = i18next.createInstance();
  const own = Object.keys(namespaces);
  const resources = (lang: Language) => ({
    [COMMON_NAMESPACE]: COMMON_TRANSLATIONS[lang],
    ...Object.fromEntries(own.map((ns) => [ns, namespaces[ns]![lang]])),
  });
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...own, COMMON_NAMESPACE],
    defaultNS: own[0] ?? COMMON_NAMESPACE,
    resources: { de_DE: resources('de_DE'), en_GB: resources('en_GB') },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  for (const [lang, strings] of Object.entries(SHARED_TRANSLATIONS))
    instance.addResourceBundle(lang, SHARED_NAMESPACE, strings, true, false);
  return instance;
}

/** Renders with i18n, a jotai store, a router and an SWR cache of its own, as the shell provides them. */
export function renderWithProviders(ui: ReactElement, options: TestProviderOptions = {}): RenderResult & { i18n: I18n; store: AppStore } {
  const i18n = createTestI18n(options);
  const store = options.store ?? appStore;
  const wrapper = ({ children }: { children: ReactNode }): ReactElement => (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        {/* A cache per render: one test's answers never fill the next test's page. */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
        </SWRConfig>
      </JotaiProvider>
    </I18nextProvider>
  );
  return Object.assign(render(ui, { wrapper }), { i18n, store });
}

/** Options of the helpers an app binds to its namespaces. */
export interface BoundProviderOptions {
  language?: Language;
  store?: AppStore;
  route?: string;
}

/** Options of renderInArea: who is signed in and what the mocked network answers. */
export interface AreaRenderOptions {
  language?: Language;
  /** The signed-in member's permissions. */
  permissions: readonly string[];
  /** The signed-in member's role (whom they may act on). */
  role: Role;
  routes?: MockRoutes;
  /** The client's feature flags that differ from their defaults. */
  featureFlags?: Partial<FeatureFlags>;
}

/** The helpers bound to one app's namespaces, for its own test-utils. */
export function testHelpersFor(namespaces: TestNamespaces) {
  const renderBound = (ui: ReactElement, options: BoundProviderOptions = {}): RenderResult & { i18n: I18n; store: AppStore } =>
    renderWithProviders(ui, { ...options, namespaces });
  return {
    createTestI18n: (language: Language = 'de_DE'): I18n => createTestI18n({ language, namespaces }),
    renderWithProviders: renderBound,
    /**
     * Renders an element of a remote with what the shell gives it (a store with the member's
     * permissions and state, its own SWR cache, toasts) at a path, over a mocked network.
     */
    renderInArea: (
      element: ReactElement,
      path: string,
      { language, permissions, role, routes = [], featureFlags = {} }: AreaRenderOptions,
    ) => {
      const store = createStore();
      store.set(permissionsAtom, [...permissions]);
      store.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, ...featureFlags });
      store.set(memberStateAtom, testMemberState({ role, permissions: [...permissions] }));
      // A known CSRF cookie keeps writes from fetching /api/csrf first.
      document.cookie = 'XSRF-TOKEN=test-token; path=/';
      const requests = mockFetch(routes);
      const result = renderBound(
        <>
          {element}
          <ToastHost />
        </>,
        { store, route: path, language },
      );
      return { ...result, store, requests, writes: writesTo(requests) };
    },
  };
}
export {
  declaredFirstRequestKeys,
  fakeResponse,
  mockEndpoint,
  mockFetch,
  pageAnswerKeysOf,
  type MockAnswer,
  type MockErrorStatus,
  type MockHandler,
  type MockReply,
  type MockRoutes,
  type RecordedRequest,
  type RowOf,
} from './mock-fetch';
export { testMemberState, testStaffState, type TestMemberStateOptions } from './member-state';
export { testMemberRow } from './member-row';
export { testLicenseeConfig } from './licensee-config';
export { onScreenWidth } from './screen-width';
export { renderPageViewOf, routesWithoutFirstRequests } from './page-views';
export { FakeUpload, installFakeUploads, sentUpload } from './fake-uploads';

/** MUI transitions, tab indicators and lazy parts settle after a frame; lets that happen inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Matches a field's accessible name whether or not MUI appends the required asterisk. */
export function fieldName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** The writes (requests other than GET) the mocked network received, by path. */
export function writesTo(requests: readonly RecordedRequest[]): (path: string) => RecordedRequest[] {
  return (path) => requests.filter((request) => request.method !== 'GET' && request.path === path);
}
export { expectCompleteTranslations, literalKeysUsedIn, translationKeysOf, type TranslationTrees } from './translations';

/** Catches the files a page saves (saveFile's link click) by their names; `restore` puts the browser's back. */
export function captureSavedFiles(): { saved: string[]; restore: () => void } {
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:saved';
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}
