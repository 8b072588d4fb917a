import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import {
  DEFAULT_LANGUAGE,
  firstViewHtml,
  FIRST_VIEW_COLOUR_VARIABLES,
  FIRST_VIEW_TOKENS,
  LIVE_STYLE_KEY,
  type FirstViewImages,
  type FirstViewPart,
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
import { licenseeTheme, THEME_BASE_OPTIONS, type ThemeMode } from '../layout/theme-options';
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

/** A first view's colour scheme: the system's (a visitor signed out), or the one a member chose. */
export type FirstViewColourScheme = 'system' | 'light' | 'dark';

/** The screen a first view is drawn for: a phone's, or a desktop's (decision 0021); unknown at build time. */
export type FirstViewScreen = 'phone' | 'desktop';

/** The widths the media queries of a render on the server are answered for, per screen. */
const SCREEN_WIDTHS: Record<FirstViewScreen, number> = { phone: 390, desktop: 1280 };

/** Whether one condition of a media query holds on a screen of `width` (px) in a light scheme. */
function conditionHolds(condition: string, width: number): boolean {
  const size = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(condition);
  if (size) return size[1] === 'min' ? width >= Number(size[2]) : width <= Number(size[2]);
  return condition === 'screen' || condition === 'all';
}

/**
 * MUI's `useMediaQuery` on the server, for a screen of `width`: the width queries the layout asks
 * (`theme.breakpoints`) answered; anything else (a dark scheme, less motion, print) does not hold.
 */
export const serverMatchMedia =
  (width: number) =>
  (query: string): { matches: boolean } => ({
    matches: query
      .replace(/^@media\s*/, '')
      .split(',')
      .some((part) =>
        part
          .split(/\band\b/)
          .map((condition) => condition.trim())
          .every((condition) => conditionHolds(condition, width)),
      ),
  });

const themes = new Map<string, Theme>();

/** Themes a thread keeps: one per licensee's colours, mode and screen in use, a few per licensee. */
const THEMES_HELD = 256;

/** `make()`'s theme, made once under `id`: creating a theme is a costly step of a render. */
function heldTheme(id: string, make: () => Theme): Theme {
  const made = themes.get(id);
  if (made) return made;
  // Colours a licensee no longer uses would otherwise stay for the thread's life.
  if (themes.size >= THEMES_HELD) themes.clear();
  const theme = make();
  themes.set(id, theme);
  return theme;
}

/** The components' defaults of a render on the server for `screen`: `useMediaQuery` answers for its width. */
const screenComponents = (screen: FirstViewScreen | undefined) =>
  screen ? { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: serverMatchMedia(SCREEN_WIDTHS[screen]) } } } : {};

/**
 * The live page's theme of a licensee's colours in a known mode (shared-ui's `licenseeTheme`),
 * with `useMediaQuery` answered for the screen: a first view drawn with it names its styles as
 * the live page does. One per colours, mode and screen, made once.
 */
export function liveFirstViewTheme(colours: LicenseeConfig['theme'] | undefined, mode: ThemeMode, screen?: FirstViewScreen): Theme {
  const id = `live:${JSON.stringify(colours)}:${mode}:${screen ?? ''}`;
  return heldTheme(id, () => licenseeTheme(colours, mode, screenComponents(screen)));
}

/**
 * MUI's theme of CSS variables: the licensee's colours come from variables the server sets; the
 * colour scheme follows the system's, as the live page does for a visitor signed out, or is the
 * member's choice. With a screen, `useMediaQuery` answers for its width. One theme each, made once.
 */
export function firstViewTheme(colourScheme: FirstViewColourScheme = 'system', screen?: FirstViewScreen): Theme {
  return heldTheme(`${colourScheme}:${screen ?? ''}`, () => variablesTheme(colourScheme, screen));
}

function variablesTheme(colourScheme: FirstViewColourScheme, screen: FirstViewScreen | undefined): Theme {
  const scheme = (mode: 'light' | 'dark') => ({
    palette: {
      primary: {
        main: colourVariable(FIRST_VIEW_COLOUR_VARIABLES[mode].primary),
        contrastText: colourVariable(FIRST_VIEW_COLOUR_VARIABLES[mode].contrast),
      },
    },
  });
  const options = { ...THEME_BASE_OPTIONS, components: { ...THEME_BASE_OPTIONS.components, ...screenComponents(screen) } };
  return colourScheme === 'system'
    ? createTheme({
        cssVariables: { nativeColor: true, colorSchemeSelector: 'media' },
        colorSchemes: { light: scheme('light'), dark: scheme('dark') },
        ...options,
      })
    : createTheme({ cssVariables: { nativeColor: true }, palette: { mode: colourScheme, ...scheme(colourScheme).palette }, ...options });
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

/** The i18n instance of a first view: the area's strings, the shared ones, ready before the render. */
export function firstViewTranslations(
  language: Language,
  namespace: string,
  translations: Record<Language, Record<string, unknown>>,
): i18n {
  const instance = createInstance();
  // Resources given at init, no backend: `initAsync: false` makes it ready before the render.
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      de_DE: { [namespace]: translations.de_DE, [SHARED_NAMESPACE]: sharedDe, [COMMON_NAMESPACE]: commonDe },
      en_GB: { [namespace]: translations.en_GB, [SHARED_NAMESPACE]: sharedEn, [COMMON_NAMESPACE]: commonEn },
    },
  });
  return instance;
}

/** The key of a first view's styles that the live page does not render alike (another theme). */
const FIRST_VIEW_STYLE_KEY = 'first-view';

/**
 * Renders a first view's tree with its theme and the base styles, and answers its markup and the
 * CSS it uses: emotion's cache is kept per render (`compat`: the styles stay in the cache instead
 * of a style element before each element, so they go into one). With `live`, the theme is the
 * live page's: the styles get the live page's key and their names, which its emotion then takes
 * as inserted (it inserts what differs, as ever).
 */
export function renderStyled(tree: ReactNode, theme: Theme, { live = false }: { live?: boolean } = {}): FirstViewPart {
  const cache = createCache({ key: live ? LIVE_STYLE_KEY : FIRST_VIEW_STYLE_KEY });
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {tree}
      </ThemeProvider>
    </CacheProvider>,
  );
  const styles = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (live) {
    // A class's rules are scoped by its class; a global style's (CssBaseline's `body`) are not.
    const isClass = ([name, rules]: [string, string]) => rules.includes(`.${LIVE_STYLE_KEY}-${name}`);
    const classes = styles.filter(isClass);
    const globals = styles.filter((style) => !isClass(style));
    return {
      markup,
      css: classes.map(([, rules]) => rules).join(''),
      styleNames: classes.map(([name]) => name),
      ...(globals.length > 0 ? { globalStyles: globals.map(([name, rules]) => ({ name, css: rules })) } : {}),
    };
  }
  return { markup, css: keepUsedVariables(styles.map(([, rules]) => rules).join(''), markup) };
}

/**
 * An area's page as a first view draws it: its strings, its store, the page's path, and
 * {@link FirstViewContext} set, so what needs the page's code renders disabled.
 */
export function firstViewOfArea(
  options: Pick<FirstViewOptions, 'Area' | 'basePath' | 'path' | 'language' | 'namespace' | 'translations'>,
  store: ReturnType<typeof createStore>,
): ReactNode {
  const { Area, basePath } = options;
  return (
    <I18nextProvider i18n={firstViewTranslations(options.language, options.namespace, options.translations)}>
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
  );
}

/**
 * The first view of one page of an area (docs/decisions/0019-first-view-in-the-page.md), as the
 * page holds it ({@link firstViewHtml}). Run by the area's build, in Node.
 */
export function renderFirstView(options: FirstViewOptions): string {
  const store = createStore();
  store.set(licenseeConfigAtom, tokenLicensee(options.images));
  return firstViewHtml(renderStyled(firstViewOfArea(options, store), firstViewTheme()));
}
