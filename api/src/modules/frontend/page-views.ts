import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DASHBOARD_PREFIX,
  PAGE_VIEWS_INDEX,
  pathParams,
  type AreaDescription,
  type LicenseeConfig,
  type PageView,
} from '@compliance/shared-contracts';
import type { Config } from '../../config';
import { renderPageViewInThread, warmPageViewThreads } from '../../workers/page-view-pool';
import { remotesManifest } from './area-descriptions';
import { readBuildFile } from './build-files';
import { localRemoteFile } from './remote-folders';
import type { PageAnswers } from './page-answers';

// A signed-in page's first view (docs/decisions/0021-signed-in-first-view.md): the page-views
// bundles the area and the shell built, run in the page-view threads with the page's answers.

/** An app's page-views index; the file stays inside the build folder's first-views/. */
const indexSchema = z.object({
  file: z.string().regex(/^first-views\/page-views\.[0-9a-f]+\.cjs$/),
  routes: z.array(z.string()),
});

/** The page-views bundle of a build folder (its absolute path) and the routes it draws; null when the build has none. */
async function pageViewsOf(folder: string): Promise<{ bundle: string; routes: string[] } | null> {
  const index = await readBuildFile(join(folder, PAGE_VIEWS_INDEX), (text) => indexSchema.parse(JSON.parse(text)));
  return index ? { bundle: join(folder, index.file), routes: index.routes } : null;
}

/**
 * Whether a request comes from a phone: its `Sec-CH-UA-Mobile` client hint (Chromium's browsers
 * send it), else the user agent's `Mobi` (as the browsers' own detection advises).
 */
export function isPhoneRequest(headers: FastifyRequest['headers']): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1' || hint === '?0') return hint === '?1';
  return /Mobi/.test(headers['user-agent'] ?? '');
}

/** The request's page as the shell's page has found it: its path, the areas, and the manifest of the page's area. */
export interface PageOfRequest {
  path: string;
  areas: Readonly<Record<string, AreaDescription>>;
  entry: string | undefined;
}

/**
 * The first view of a signed-in member's page, drawn by its area's page-views bundle inside the
 * shell's layout, or the layout alone where the area draws no view of the path; null for a path
 * of no area or with a search part, a shell without its bundle, or a render that fails, draws
 * nothing or takes too long.
 */
export async function pageViewFor(
  app: FastifyInstance,
  request: FastifyRequest,
  { path, areas, entry }: PageOfRequest,
  licensee: LicenseeConfig,
  start: PageAnswers,
): Promise<PageView | null> {
  // The signed-in layout frames the areas' pages below /dashboard only; a sign-in page has a page of its own.
  if (!start.member || request.url !== path || !entry || !path.startsWith(`${DASHBOARD_PREFIX}/`)) return null;
  // A remote hosted elsewhere has no bundle here: its pages are drawn in the layout like those of an area without one.
  const folder = remoteBuildFolder(app.config, entry);
  const [page, layout] = await Promise.all([folder ? pageViewsOf(folder) : null, pageViewsOf(shellBuildFolder(app.config))]);
  if (!layout) return null;
  return renderPageViewInThread(
    {
      pageBundle: page?.routes.some((route) => pathParams(route, path)) ? page.bundle : null,
      layoutBundle: layout.bundle,
      request: {
        path,
        language: start.language,
        licensee,
        member: start.member,
        colourScheme: start.colourScheme,
        mobile: isPhoneRequest(request.headers),
        answers: start.answers,
        areas,
      },
    },
    request.log,
    app.config.pageViewWaitMs,
  );
}

/** The build folder of a remote this server serves, from its manifest's URL; undefined for one hosted elsewhere. */
function remoteBuildFolder(config: Pick<Config, 'frontendDir' | 'deployDir'>, entry: string): string | undefined {
  const manifest = localRemoteFile(config, entry);
  return manifest && dirname(manifest);
}

/** The shell's build folder, whose page-views bundle draws the signed-in layout. */
const shellBuildFolder = (config: Pick<Config, 'frontendDir'>) => join(config.frontendDir, 'shell', 'dist');

/**
 * Loads the page-views bundles of the shell and of every remote this server serves into the
 * page-view threads (the server's start): a thread's first render would otherwise load them, and
 * the first member's page wait longer than its first view may take.
 */
export async function warmPageViews(app: FastifyInstance): Promise<void> {
  const remotes = await remotesManifest(app.config);
  const folders = [
    shellBuildFolder(app.config),
    ...Object.values(remotes).flatMap(({ entry }) => remoteBuildFolder(app.config, entry) ?? []),
  ];
  const found = await Promise.all(folders.map(pageViewsOf));
  await warmPageViewThreads(
    found.flatMap((views) => (views ? [views.bundle] : [])),
    app.log,
  );
}
