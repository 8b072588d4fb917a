import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once: helmet's middleware writes the same
 * headers on every response when no directive is a function (ours are not), so running it
 * against a recorder at start replaces building them per request, which @fastify/helmet does.
 * helmet also removes X-Powered-By, which Fastify never sends.
 */
export function securityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Where the API's answers are served, and the documents served among them (the OpenAPI pages). */
const API_PREFIX = '/api/';
const DOCUMENTS_UNDER_API = '/api/docs';

/**
 * The headers of the API's answers, from the pages' headers of `options`: nothing an API
 * answers is a page (JSON; downloads are attachments; a stored file sets its own policy), so
 * its policy allows nothing and no frame may hold it, as OWASP's REST Security Cheat Sheet
 * advises. helmet's headers for pages (the remotes' origins in the CSP, the window's isolation
 * and the old browsers' switches) would be a kilobyte on every answer for nothing: a fifth of
 * a heartbeat's time, measured (README "Performance budgets").
 */
export function apiSecurityHeaders(pageHeaders: ReadonlyArray<readonly [string, string]>): ReadonlyArray<readonly [string, string]> {
  const kept = new Set(['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']);
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-frame-options', 'DENY'],
    ...pageHeaders.filter(([name]) => kept.has(name)),
  ];
}

/** Whether a request is one for the API's answers rather than for a page, a script or the OpenAPI pages. */
const isApiRequest = (url: string): boolean => url.startsWith(API_PREFIX) && !url.startsWith(DOCUMENTS_UNDER_API);

/**
 * Sets the security headers on every response, before any route runs (a route may replace one):
 * helmet's for `options` on pages, scripts and the OpenAPI pages, the API's own on its answers.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const pageHeaders = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiRequest(request.url) ? apiHeaders : pageHeaders) reply.raw.setHeader(name, value);
    done();
  });
});
