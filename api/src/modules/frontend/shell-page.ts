import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMOTE_AREA_EXPOSE, firstViewHtml, SHELL_PAGE_DATA_ID, areaForPath, type ShellPageData } from '@compliance/shared-contracts';
import type { Config } from '../../config';
import { readLicenseeConfig } from '../../lib/licensee-config';
import { remotesManifest } from './area-descriptions';
import { localRemoteFile } from './remote-folders';
import { firstViewColours, firstViewFor } from './first-view';
import { pageViewFor } from './page-views';
import { readBuildFile } from './build-files';
import { SESSION_COOKIE } from '../../plugins/session';
import { escapeHtml } from '../../lib/html';
import { pageAnswersFor } from './page-answers';

/** The parts of a remote's `mf-manifest.json` that say which files its area starts with. */
const manifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string(), path: z.string() }),
  }),
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

/** The script URLs a manifest names for the area: its remoteEntry.js and the area module's first chunks. */
export function areaScripts(manifestUrl: string, manifest: z.infer<typeof manifestSchema>): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  // 'auto': the files sit beside the manifest, as the federation runtime resolves them.
  const base = !publicPath || publicPath === 'auto' ? manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1) : publicPath;
  const area = manifest.exposes.find((expose) => expose.name === REMOTE_AREA_EXPOSE);
  return [
    `${base}${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`,
    ...(area?.assets.js.sync ?? []).map((file) => `${base}${file}`),
  ];
}

async function localAreaScripts(config: Config, manifestUrl: string): Promise<string[]> {
  const file = localRemoteFile(config, manifestUrl);
  if (!file) return [];
  const scripts = await readBuildFile(file, (text) => areaScripts(manifestUrl, manifestSchema.parse(JSON.parse(text))));
  return scripts ?? [];
}

// Inside a script element only "</script" or "<!--" could end it early; escaping every "<" (and
// the two line separators older parsers refuse) keeps any licensee text inert.
const jsonForScriptElement = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell's page with its start-up data written in (a JSON script element, which the CSP does
 * not treat as script) and a preload of each script of the requested page's area, so the browser
 * fetches them alongside the shell's own, and of each image the page's first view shows.
 */
export function renderShellPage(
  indexHtml: string,
  data: ShellPageData,
  preloads: readonly string[],
  images: readonly string[] = [],
  firstView: { markup: string; colours: string } | null = null,
): string {
  const head = [
    ...preloads.map((url) => `<link rel="preload" as="script" href="${escapeHtml(url)}">`),
    ...images.map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}">`),
    `<script type="application/json" id="${SHELL_PAGE_DATA_ID}">${jsonForScriptElement(data)}</script>`,
    firstView?.colours ?? '',
  ].join('');
  const end = indexHtml.indexOf('</head>');
  const page = end < 0 ? `${head}${indexHtml}` : `${indexHtml.slice(0, end)}${head}${indexHtml.slice(end)}`;
  return firstView ? page.replace(EMPTY_ROOT, `<div id="root">${firstView.markup}</div>`) : page;
}

/** The shell's page of one request, and whether it carries a member's data (then no cache may keep it). */
export interface ShellPage {
  html: string;
  personal: boolean;
}

/** The shell's page for one request: the licensee of its host, the remotes now, the area's scripts, a member's answers. */
export async function shellPageFor(app: FastifyInstance, indexHtml: string, request: FastifyRequest): Promise<ShellPage> {
  const remotes = await remotesManifest(app.config);
  const path = request.url.split('?')[0] ?? '';
  const areas = Object.fromEntries(Object.entries(remotes).flatMap(([name, { area }]) => (area ? [[name, area]] : [])));
  const remote = areaForPath(areas, path);
  const entry = remote ? remotes[remote]?.entry : undefined;
  const [licensee, preloads, start] = await Promise.all([
    readLicenseeConfig(app.db, request),
    entry ? localAreaScripts(app.config, entry) : [],
    pageAnswersFor(app, request, remotes),
  ]);
  // The sign-in pages' largest element is the licensee's logo: fetched with the page, not only
  // once the form has been drawn (on a phone's network, seconds later).
  const images = path.startsWith('/auth/') && licensee.images.logo ? [licensee.images.logo] : [];
  // Someone signed in is sent on from a sign-in page: its first view would only flash. A member's
  // page is drawn with their data, in the layout (decision 0021).
  const signedIn = request.cookies[SESSION_COOKIE] !== undefined;
  const pageView = signedIn ? await pageViewFor(app, request, { path, areas, entry }, licensee, start) : null;
  const firstView = pageView
    ? {
        markup: firstViewHtml(pageView),
        colours: firstViewColours(licensee.theme),
      }
    : entry && !signedIn
      ? await firstViewFor(app.config, entry, { path, language: start.language, licensee })
      : null;
  const { answers } = start;
  const personal = answers.length > 0;
  const data: ShellPageData = {
    licensee,
    remotes,
    ...(personal ? { answers } : {}),
    ...(pageView && pageView.path !== path ? { firstViewPath: pageView.path } : {}),
  };
  const html = renderShellPage(indexHtml, data, preloads, images, firstView);
  return { html, personal };
}
