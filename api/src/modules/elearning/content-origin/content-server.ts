import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db';
import { drainPlugin } from '../../../plugins/drain';
import { readPackagePiece } from '../package-store';
import { readContentGrant, readGrantedFile, type GrantedFile } from './grants';
import { launcherBundle } from './launcher-bundle';
import { contentFilePolicy, launcherPage, launcherPolicy } from './pages';

/** Where the content origin serves what (docs/decisions/0009). */
export const CONTENT_PATHS = { launcher: '/launch', runtime: '/runtime', files: '/elearning' } as const;

/** A grant's token as issueContentGrant writes it: 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The address of a grant's launcher, on the content origin. */
export const launcherUrl = (contentOrigin: string, token: string): string => `${contentOrigin}${CONTENT_PATHS.launcher}/${token}`;

/** The address of a file of a grant's package, below the content origin: each path segment encoded, the query kept. */
export const grantedFileUrl = (token: string, path: string): string => `${CONTENT_PATHS.files}/${token}/${encodeURI(path)}`;

/** Headers of every answer of the content origin: nothing guessed, no address passed on, no other origin loads it. */
function contentHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-resource-policy', 'same-origin');
}

/** A file's pieces in order, each read when the answer's stream asks for it: a large video never sits in memory whole. */
async function* pieces(db: Database, file: GrantedFile, path: string): AsyncGenerator<Buffer> {
  yield file.firstPiece;
  for (let seq = 1; ; seq += 1) {
    const piece = await readPackagePiece(db, file.packageId, path, seq);
    if (!piece) return;
    yield piece;
  }
}

const notFound = (reply: FastifyReply) => contentHeaders(reply).code(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * The content origin: a server of its own, on a port of its own, that serves course files to the
 * player's frame and nothing else. It has no session, sets and reads no cookie, and answers no
 * CORS request: whatever a course's script does here, it cannot act as the learner in the app.
 */
export async function buildContentServer(options: {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({ logger: options.logger ?? { level: config.logLevel }, trustProxy: config.trustProxy });
  // A course file still loading when the server is signalled finishes, and its connection then closes.
  await app.register(drainPlugin);

  app.get<{ Params: { token: string } }>(`${CONTENT_PATHS.launcher}/:token`, async (request, reply) => {
    const { token } = request.params;
    const grant = TOKEN_PATTERN.test(token) ? await readContentGrant(db, token) : undefined;
    if (!grant) return notFound(reply);
    const { entry } = await launcherBundle();
    return contentHeaders(reply)
      .header('content-security-policy', launcherPolicy(grant.appOrigin))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        launcherPage({
          appOrigin: grant.appOrigin,
          entry: grantedFileUrl(token, grant.launchPath),
          script: `${CONTENT_PATHS.runtime}/${entry}`,
        }),
      );
  });

  app.get<{ Params: { file: string } }>(`${CONTENT_PATHS.runtime}/:file`, async (request, reply) => {
    const file = (await launcherBundle()).files.get(request.params.file);
    if (!file) return notFound(reply);
    const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    if (brotli) reply.header('content-encoding', 'br');
    // Every name carries its content's hash: an address never changes its content.
    return contentHeaders(reply)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .type('text/javascript; charset=utf-8')
      .send(brotli ? file.brotli : file.plain);
  });

  app.get<{ Params: { token: string; '*': string } }>(`${CONTENT_PATHS.files}/:token/*`, async (request, reply) => {
    const { token, '*': path } = request.params;
    // PostgreSQL cannot take the NUL character in text; no stored path holds one.
    if (!TOKEN_PATTERN.test(token) || path.includes('\u0000')) return notFound(reply);
    const file = await readGrantedFile(db, token, path);
    if (!file) return notFound(reply);
    return (
      contentHeaders(reply)
        .header('content-type', file.mimeType)
        .header('content-security-policy', contentFilePolicy(file.appOrigin))
        // A grant keeps its attempt's package: its files never change under the same address.
        .header('cache-control', 'private, max-age=3600')
        .header('content-length', String(file.size))
        .send(file.size <= file.firstPiece.length ? file.firstPiece : Readable.from(pieces(db, file, path)))
    );
  });

  app.setNotFoundHandler((_request, reply) => notFound(reply));
  // Compressing the runtime takes a moment (in the thread pool): done as the server starts
  // listening, so the first course opened does not wait for it.
  app.addHook('onListen', (done) => {
    void launcherBundle().catch((error: unknown) => app.log.error(error, 'the content launcher cannot be loaded'));
    done();
  });
  return app;
}
