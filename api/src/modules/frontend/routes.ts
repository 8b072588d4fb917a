import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { remotesEndpoint } from '@compliance/shared-contracts';
import { registerEndpoint } from '../../route';
import { remotesManifest } from './area-descriptions';
import { COLOUR_SCHEME_HINT } from './page-answers';
import { remoteFolders } from './remote-folders';
import { shellPageFor } from './shell-page';

/** Paths the API owns; any other GET of a page (no file extension) is the single-page app. */
const API_PREFIXES = ['/api/', '/assets/', '/remotes/', '/remotes.json', '/deploy/'];

/**
 * Files named by content hash never change; a remote's manifest says where its current build is,
 * so no cache keeps it; every other file (entries, pages) is revalidated.
 */
export function cacheControlFor(path: string): string {
  // A precompressed copy (main.js.br) is cached like the file it stands for.
  const file = path.replace(/\.(gz|br)$/, '');
  if (/\.[0-9a-f]{8}\.js$/.test(file)) return 'public, max-age=31536000, immutable';
  return file.endsWith('mf-manifest.json') ? 'no-store' : 'no-cache';
}

/**
 * What every static folder shares: the build's brotli or gzip copy is sent to a browser that
 * takes it (the build writes them, PrecompressPlugin), the cache policy by file.
 */
const STATIC_OPTIONS = {
  decorateReply: false,
  // What a build writes for the server alone (first views, page-views bundles) is not the browser's.
  allowedPath: (path: string) => !/^\/?(first-views\/|(first|page)-views\.json$)/.test(path),
  preCompressed: true,
  setHeaders: (reply: { header: (name: string, value: string) => unknown }, path: string) =>
    reply.header('cache-control', cacheControlFor(path)),
} as const;

const compressPage = promisify(brotliCompress);
/** A middling brotli quality: the page is compressed per request (on libuv's threads), its files once by the build. */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Answers with the shell's page, brotli-compressed for a browser that takes it (a first view's
 * CSS makes it tens of KB); it differs by host and path, so no cache keeps it unasked.
 */
export async function sendShellPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { html, personal } = await app.shellPage!(request);
  // A member's page carries their data (decision 0020): never stored, as the API's answers of it.
  // Its first view is drawn in the device's colour scheme where the browser says which (its
  // client hint, asked for here for the pages after this one), so the live page finds its styles.
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', personal ? 'no-store' : 'no-cache')
    .header('accept-ch', COLOUR_SCHEME_HINT)
    .header('vary', `accept-encoding, ${COLOUR_SCHEME_HINT}`);
  if (!/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(html);
  return reply.header('content-encoding', 'br').send(await compressPage(html, PAGE_BROTLI));
}

/**
 * Whether a request asks for a client-side route of the shell. HEAD as well as GET: uptime
 * monitors and link checkers ask a page's head, and a 404 there reads as the site down.
 */
export function isSpaPage(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (method === 'GET' || method === 'HEAD') && !API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the built front end in the one-command start: the shell at `/` (index.html for every
 * client-side route) and each remote at `/remotes/<folder>/`, as `/remotes.json` points to by
 * default. Deployments that host remotes elsewhere point REMOTES there instead.
 */
export const frontendRoutes = fp(async (app: FastifyInstance): Promise<void> => {
  const root = app.config.frontendDir;
  const shellDir = join(root, 'shell', 'dist');
  registerEndpoint(app, remotesEndpoint, async (_request, reply) => {
    // Remote locations are deploy-time data: never let a browser keep a stale copy.
    reply.header('cache-control', 'no-store');
    return remotesManifest(app.config);
  });
  // Deployed builds appear in the deploy folder after the start and REMOTES_FILE points
  // /remotes.json at them; files are looked up per request (wildcard), so nothing restarts.
  for (const folder of remoteFolders(app.config)) {
    if (folder.builtRemote && !existsSync(folder.root)) continue;
    await app.register(fastifyStatic, { root: folder.root, prefix: folder.prefix, wildcard: true, ...STATIC_OPTIONS });
  }
  if (!existsSync(join(shellDir, 'index.html'))) {
    app.log.warn(`no built shell in ${shellDir}: run "pnpm build" to serve the front end`);
    return;
  }
  const indexHtml = readFileSync(join(shellDir, 'index.html'), 'utf8');
  app.shellPage = async (request) => {
    try {
      return await shellPageFor(app, indexHtml, request);
    } catch (error) {
      // Without its data (the database away, say) the shell asks for it itself.
      request.log.warn({ err: error }, 'shell page without start-up data');
      return { html: indexHtml, personal: false };
    }
  };
  // The site root is the shell's page too; the static handler would refuse it as a folder.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendShellPage(app, request, reply));
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    // Looked up per request, so a rebuild is served without a restart; misses fall through
    // to the not-found handler (the page for client-side routes, the error body otherwise).
    wildcard: true,
    ...STATIC_OPTIONS,
  });
});
