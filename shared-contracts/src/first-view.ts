import type { Language } from './format/language';

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
