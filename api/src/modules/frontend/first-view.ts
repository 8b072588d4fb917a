import { dirname, join } from 'node:path';
import { z } from 'zod';
import {
  FIRST_VIEW_COLOUR_VARIABLES,
  FIRST_VIEW_TOKENS,
  FIRST_VIEWS_INDEX,
  firstViewFile,
  isValidIdentifier,
  licenseeDisplayName,
  type Language,
  type LicenseeConfig,
} from '@compliance/shared-contracts';
import type { Config } from '../../config';
import { localRemoteFile } from './remote-folders';
import { readBuildFile } from './build-files';
import { escapeHtml } from '../../lib/html';

// An area's first view (docs/decisions/0019-first-view-in-the-page.md): HTML its build wrote,
// filled in here with the request's values.

const indexSchema = z.object({ views: z.array(z.object({ route: z.string(), name: z.string().regex(/^[a-z0-9-]+$/) })) });

/** The company ID of the path when it matches the route (`:clientId` its one parameter); null when it does not match. */
export function matchFirstViewRoute(route: string, path: string): { clientId?: string } | null {
  const wanted = route.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: { clientId?: string } = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment === ':clientId') params.clientId = value;
    else if (segment !== value) return null;
  }
  return params;
}

/** An image address the server gave (its own file route): written into markup and CSS as it is. */
const OWN_FILE_URL = /^\/api\/file\/[\w/.%-]+$/;

/** The style element of the licensee's colours, which the first view's theme reads. */
export function firstViewColours(theme: LicenseeConfig['theme']): string {
  const declarations = (mode: 'light' | 'dark') =>
    `${FIRST_VIEW_COLOUR_VARIABLES[mode].primary}:${theme[mode].primary};${FIRST_VIEW_COLOUR_VARIABLES[mode].contrast}:${theme[mode].contrast}`;
  return `<style>:root{${declarations('light')};${declarations('dark')}}</style>`;
}

/** The request's values the first view's tokens stand for, or null when one cannot be written safely. */
export function firstViewValues(licensee: LicenseeConfig, clientId: string | undefined): Record<string, string> | null {
  const { logo, mood } = licensee.images;
  if (clientId !== undefined && !isValidIdentifier(clientId)) return null;
  if ((logo && !OWN_FILE_URL.test(logo)) || (mood && !OWN_FILE_URL.test(mood))) return null;
  return {
    [FIRST_VIEW_TOKENS.clientId]: clientId ?? '',
    [FIRST_VIEW_TOKENS.licenseeName]: escapeHtml(licenseeDisplayName(licensee.licenseeName)),
    [FIRST_VIEW_TOKENS.logo]: logo ?? '',
    [FIRST_VIEW_TOKENS.mood]: mood ?? '',
    [FIRST_VIEW_TOKENS.moodCopyright]: escapeHtml(licensee.moodImageCopyright ?? ''),
  };
}

/** What the first view of a request needs to know of it. */
export interface FirstViewRequest {
  path: string;
  /** The language the shell will show a visitor signed out ({@link requestLanguage}). */
  language: Language;
  licensee: LicenseeConfig;
}

/**
 * The first view of the requested page from the build of the remote whose manifest is at
 * `manifestUrl`, filled in for the request: its markup and the style element of the licensee's
 * colours; null when the remote has none for the page or the request cannot fill it in.
 */
export async function firstViewFor(
  config: Pick<Config, 'frontendDir' | 'deployDir'>,
  manifestUrl: string,
  request: FirstViewRequest,
): Promise<{ markup: string; colours: string } | null> {
  const manifestFile = localRemoteFile(config, manifestUrl);
  if (!manifestFile) return null;
  const folder = dirname(manifestFile);
  const index = await readBuildFile(join(folder, FIRST_VIEWS_INDEX), (text) => indexSchema.parse(JSON.parse(text)));
  for (const view of index?.views ?? []) {
    const params = matchFirstViewRoute(view.route, request.path);
    if (!params) continue;
    const values = firstViewValues(request.licensee, params.clientId);
    if (!values) return null;
    const images = { logo: Boolean(request.licensee.images.logo), mood: Boolean(request.licensee.images.mood) };
    const html = await readBuildFile(join(folder, firstViewFile(view.name, request.language, images)), (text) => text);
    if (html === undefined) return null;
    const markup = Object.entries(values).reduce((text, [token, value]) => text.replaceAll(token, value), html);
    return { markup, colours: firstViewColours(request.licensee.theme) };
  }
  return null;
}
