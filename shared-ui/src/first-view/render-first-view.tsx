import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import {
  DEFAULT_LANGUAGE,
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_COLOUR_VARIABLES,
  FIRST_VIEW_TOKENS,
  type FirstViewImages,
  type Language,
  type LicenseeConfig,
  type RemoteAreaProps,
} from '@compliance/shared-contracts/browser';
import commonDe from '@compliance/shared-contracts/i18n/de_DE.json';
import commonEn from '@compliance/shared-contracts/i18n/en_GB.json';
import sharedDe from '../../i18n/de_DE.json';
import sharedEn from '../../i18n/en_GB.json';
import { COMMON_NAMESPACE, SHARED_NAMESPACE } from '../i18n';
import { FirstViewContext } from '../layout/first-view';
import { THEME_BASE_OPTIONS } from '../layout/theme-options';
import { licenseeConfigAtom } from '../store';
import { keepUsedVariables } from './css-variables';

/** What an area's build gives {@link renderFirstView} for one page. */
export interface FirstViewOptions {
  /** The area's component and the prefix the shell mounts it at. */
  Area: ComponentType<RemoteAreaProps>;
  basePath: string;
  /** The page's path, a {@link FIRST_VIEW_TOKENS} token in place of each parameter. */
  path: string;
  language: Language;
  /** The area's i18n namespace and its strings per language. */
  namespace: string;
  translations: Record<Language, Record<string, unknown>>;
  images: FirstViewImages;
}

const colourVariable = (name: string) => `var(${name})`;

/**
 * MUI's theme of CSS variables: the licensee's colours come from variables the server sets, and
 * the colour scheme follows the system's, as the live page does for a visitor signed out.
 */
function firstViewTheme() {
  const scheme = (mode: 'light' | 'dark') => ({
    palette: {
      primary: {
        main: colourVariable(FIRST_VIEW_COLOUR_VARIABLES[mode].primary),
        contrastText: colourVariable(FIRST_VIEW_COLOUR_VARIABLES[mode].contrast),
      },
    },
  });
  return createTheme({
    cssVariables: { nativeColor: true, colorSchemeSelector: 'media' },
    colorSchemes: { light: scheme('light'), dark: scheme('dark') },
    ...THEME_BASE_OPTIONS,
  });
}

/** The licensee configuration of a first view: tokens for what the page shows of it. */
function tokenLicensee(images: FirstViewImages): LicenseeConfig {
  return {
    licenseeIdentifier: '',
    licenseeName: FIRST_VIEW_TOKENS.licenseeName,
    externalCalendarHref: null,
    moodImageCopyright: images.mood ? FIRST_VIEW_TOKENS.moodCopyright : null,
    images: { logo: images.logo ? FIRST_VIEW_TOKENS.logo : null, mood: images.mood ? FIRST_VIEW_TOKENS.mood : null },
    theme: { light: { primary: '', contrast: '' }, dark: { primary: '', contrast: '' } },
    isWhitelabelPartner: false,
    zenDeskKey: null,
    baseRoute: '',
    defaultLanguage: DEFAULT_LANGUAGE,
    footer: { licenseeLink: null, legalNoticeLink: null, dataProtectionLink: null },
  };
}

function firstViewTranslations(options: FirstViewOptions) {
  const i18n = createInstance();
  // Resources given at init, no backend: `initAsync: false` makes it ready before the render.
  void i18n.use(initReactI18next).init({
    lng: options.language,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      de_DE: { [options.namespace]: options.translations.de_DE, [SHARED_NAMESPACE]: sharedDe, [COMMON_NAMESPACE]: commonDe },
      en_GB: { [options.namespace]: options.translations.en_GB, [SHARED_NAMESPACE]: sharedEn, [COMMON_NAMESPACE]: commonEn },
    },
  });
  return i18n;
}

/**
 * The first view of one page of an area (docs/decisions/0019-first-view-in-the-page.md): its
 * markup in an element marked {@link FIRST_VIEW_ATTRIBUTE}, after a style element with the CSS it
 * uses. Run by the area's build, in Node.
 */
export function renderFirstView(options: FirstViewOptions): string {
  const { Area, basePath } = options;
  const store = createStore();
  store.set(licenseeConfigAtom, tokenLicensee(options.images));
  // `compat`: emotion keeps the styles in its cache instead of writing a style element before
  // each element, so they can go into one.
  const cache = createCache({ key: 'first-view' });
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={firstViewTheme()}>
        <CssBaseline />
        <I18nextProvider i18n={firstViewTranslations(options)}>
          <Provider store={store}>
            <FirstViewContext.Provider value={true}>
              <MemoryRouter initialEntries={[options.path]}>
                <Routes>
                  <Route path={`${basePath}/*`} element={<Area basePath={basePath} />} />
                </Routes>
              </MemoryRouter>
            </FirstViewContext.Provider>
          </Provider>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return `<style>${keepUsedVariables(css, markup)}</style><div ${FIRST_VIEW_ATTRIBUTE}="">${markup}</div>`;
}
