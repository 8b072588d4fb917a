import type { Language } from './format/language';
import type { LicenseeConfig, MemberState } from './api/startup';
import type { PageAnswer } from './page-answers';
import type { AreaDescription } from './area-description';

// An area's first view (docs/decisions/0019-first-view-in-the-page.md): HTML its build renders,
// with tokens where the server writes a request's values.

/** The tokens a first view carries in place of a request's values; none needs escaping anywhere. */
export const FIRST_VIEW_TOKENS = {
  clientId: '__FIRST_VIEW_CLIENT_ID__',
  licenseeName: '__FIRST_VIEW_LICENSEE_NAME__',
  logo: '__FIRST_VIEW_LOGO__',
  mood: '__FIRST_VIEW_MOOD__',
  moodCopyright: '__FIRST_VIEW_MOOD_COPYRIGHT__',
} as const;

/** The CSS variables a first view's theme takes the licensee's colours from, per colour scheme. */
export const FIRST_VIEW_COLOUR_VARIABLES = {
  light: { primary: '--first-view-primary-light', contrast: '--first-view-contrast-light' },
  dark: { primary: '--first-view-primary-dark', contrast: '--first-view-contrast-dark' },
} as const;

/** Which of the licensee's optional images a first view shows: each combination is a file of its own. */
export interface FirstViewImages {
  logo: boolean;
  mood: boolean;
}

/** Every combination of {@link FirstViewImages} an area's build renders. */
export const FIRST_VIEW_IMAGE_VARIANTS: readonly FirstViewImages[] = [
  { logo: true, mood: true },
  { logo: true, mood: false },
  { logo: false, mood: true },
  { logo: false, mood: false },
];

/** The file of one first view in the area's build folder, e.g. `first-views/login.de_DE.logo-mood.html`. */
export function firstViewFile(name: string, language: Language, images: FirstViewImages): string {
  return `first-views/${name}.${language}.${images.logo ? 'logo' : 'no-logo'}-${images.mood ? 'mood' : 'no-mood'}.html`;
}

/** The index an area's build writes beside its `mf-manifest.json`. */
export const FIRST_VIEWS_INDEX = 'first-views.json';

/** One page with a first view: its route (absolute; `:clientId` the one parameter) and its files' name. */
export interface FirstViewRoute {
  route: string;
  name: string;
}

/** The content of {@link FIRST_VIEWS_INDEX}. */
export interface FirstViewsIndex {
  views: FirstViewRoute[];
}

/** Marks the element a first view is drawn in, which the live page replaces. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/**
 * The key of the live page's emotion cache (emotion's default): a first view rendered with it
 * and the live page's theme names its styles as emotion's server rendering does, and the live
 * page's emotion takes them as inserted at its start instead of inserting each rule again.
 */
export const LIVE_STYLE_KEY = 'css';

/** Emotion's names are letters, digits and dashes; anything else would not be one, and could end the attribute. */
const isStyleName = (name: string) => /^[\w-]+$/.test(name);

/**
 * A first view as the page holds it: its global styles, its CSS, then its markup in the element
 * {@link FIRST_VIEW_ATTRIBUTE} marks. CSS of named styles ({@link FirstViewPart.styleNames}) is
 * marked for the live page's emotion, which moves it into its own sheet and leaves it there. Each
 * global style ({@link FirstViewPart.globalStyles}) gets an element of its own, as emotion's server
 * rendering writes it: the live page's global style of the same name takes that element over and
 * removes it when it changes (another colour scheme), so the first view's `body` rules do not
 * outlast it.
 */
export function firstViewHtml({ css, markup, styleNames, globalStyles }: FirstViewPart): string {
  const names = (styleNames ?? []).filter(isStyleName);
  const named = names.length > 0 ? ` data-emotion="${LIVE_STYLE_KEY} ${names.join(' ')}"` : '';
  const globals = (globalStyles ?? [])
    .filter(({ name }) => isStyleName(name))
    .map(({ name, css: rules }) => `<style data-emotion="${LIVE_STYLE_KEY}-global ${name}">${rules}</style>`)
    .join('');
  return `${globals}<style${named}>${css}</style><div ${FIRST_VIEW_ATTRIBUTE}="">${markup}</div>`;
}

/**
 * What the server gives an area's request-time render of a signed-in page's first view
 * (docs/decisions/0021-signed-in-first-view.md): the request's page, the member and the answers
 * the page carries (decision 0020), from which the page's reads are answered.
 */
export interface PageViewRequest {
  /** The requested path, without a search part. */
  path: string;
  language: Language;
  licensee: LicenseeConfig;
  member: MemberState;
  /**
   * The member's chosen colour scheme, else the device's as its `Sec-CH-Prefers-Color-Scheme`
   * hint says; `system` when neither is known (the view then follows the device's, as the live page does).
   */
  colourScheme: 'light' | 'dark' | 'system';
  /** A phone's layout (the request's `Sec-CH-UA-Mobile`), else a desktop's. */
  mobile: boolean;
  answers: readonly PageAnswer[];
}

/** One part of a first view a render gives the server: its markup, and the CSS the markup uses. */
export interface FirstViewPart {
  markup: string;
  css: string;
  /**
   * The emotion names of the styles `css` holds when it was rendered as the live page renders
   * (its cache key, {@link LIVE_STYLE_KEY}, and its theme); absent when it was not.
   */
  styleNames?: readonly string[];
  /** The global styles (a `body` rule, say) of a render as the live page renders, each by its emotion name; `css` holds none of them. */
  globalStyles?: readonly NamedStyle[];
}

/** A style by its emotion name, and its rules. */
export interface NamedStyle {
  name: string;
  css: string;
}

/** A page's first view: its part, and the path it shows (where the page redirected, else the request's). */
export interface PageView extends FirstViewPart {
  path: string;
}

/** The element the shell's layout, rendered for a first view, holds where the area's page goes; the server writes the page in its place. */
export const FIRST_VIEW_CONTENT_ELEMENT = 'first-view-content';

/** What the shell's layout render is told besides the page's request: the areas, for its navigation. */
export interface LayoutViewRequest extends PageViewRequest {
  areas: Readonly<Record<string, AreaDescription>>;
}

/** What the shell's page-views bundle exports: the prefix of the pages it lays out, and the layout's render. */
export interface LayoutViewsModule {
  routes: readonly string[];
  render: (request: LayoutViewRequest) => Promise<FirstViewPart>;
}

/**
 * What an area's (or the shell's) page-views bundle exports (decision 0021): the routes whose
 * first view it renders (absolute; `:name` parameters) and the render of one request.
 */
export interface PageViewsModule {
  routes: readonly string[];
  /** Null when the page moves on to a path the bundle does not draw. */
  render: (request: PageViewRequest) => Promise<PageView | null>;
}

/** The index of an app's page-views bundle, beside its `mf-manifest.json`: the bundle's file and its routes. */
export const PAGE_VIEWS_INDEX = 'page-views.json';

/** The content of {@link PAGE_VIEWS_INDEX}. */
export interface PageViewsIndex {
  /** The bundle, relative to the index (`first-views/page-views.<hash>.cjs`). */
  file: string;
  routes: string[];
}
