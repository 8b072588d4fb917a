import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { randomToken, safeEqual } from '../security/tokens';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request came over HTTPS (directly or, with TRUST_PROXY, behind a proxy). */
export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

/** Issues a fresh CSRF token cookie (readable by scripts, which echo it in X-XSRF-TOKEN). */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds?: number): string {
  const token = randomToken(24);
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: isHttps(request),
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
  return token;
}

/** Double-submit CSRF check on every non-GET request: the header must echo the cookie. */
export const csrfPlugin = fp(async (app) => {
  // A callback hook: it waits for nothing, and an async one costs every request a microtask.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) return done(new ApiError(403, 'Auth.CsrfTokenInvalid'));
    done();
  });
});
