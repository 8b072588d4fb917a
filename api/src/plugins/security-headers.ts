import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isHttps } from './csrf';

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
/** The header that keeps a browser on HTTPS: RFC 6797 §7.2 forbids sending it over plain HTTP. */
const TRANSPORT_HEADER = 'strict-transport-security';

/**
 * The headers of the API's answers, from the pages' headers of `options`, as OWASP's REST
 * Security Cheat Sheet lists them: nothing an API answers is a page (JSON; downloads are
 * attachments; a stored file sets its own policy), so its policy allows nothing and no frame
 * may hold it; no type is guessed; nothing is cached (an answer is personal and current; a route
 * that may be cached, the translations say, replaces it). helmet's headers for pages (the
 * remotes' origins in the CSP, the referrer policy of the requests a page makes, the window's
 * isolation and the old browsers' switches) mean nothing on a JSON answer and would be a
 * kilobyte on every one: every header costs a heartbeat about 3 % of its requests per second,
 * measured (docs/performance.md). The transport header stays, for answers over HTTPS.
 */
export function apiSecurityHeaders(pageHeaders: ReadonlyArray<readonly [string, string]>): ReadonlyArray<readonly [string, string]> {
  const retained = new Set([TRANSPORT_HEADER, 'x-content-type-options']);
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-frame-options', 'DENY'],
    ['cache-control', 'no-store'],
    ...pageHeaders.filter(([name]) => retained.has(name)),
  ];
}

/** Whether a request is one for the API's answers rather than for a page, a script or the OpenAPI pages. */
const isApiRequest = (url: string): boolean => url.startsWith(API_PREFIX) && !url.startsWith(DOCUMENTS_UNDER_API);

/** The headers sent over any transport, and the transport header (absent when the options turn it off). */
function byTransport(headers: ReadonlyArray<readonly [string, string]>) {
  return {
    anyTransport: headers.filter(([name]) => name !== TRANSPORT_HEADER),
    transport: headers.find(([name]) => name === TRANSPORT_HEADER)?.[1],
  };
}

/**
 * Sets the security headers on every response, before any route runs (a route may replace one):
 * helmet's for `options` on pages, scripts and the OpenAPI pages, the API's own on its answers;
 * the transport header only on requests that came over HTTPS (as `trustProxy` tells).
 */
export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const pageHeaders = securityHeaders(options);
  const pages = byTransport(pageHeaders);
  const answers = byTransport(apiSecurityHeaders(pageHeaders));
  app.addHook('onRequest', (request, reply, done) => {
    const { anyTransport, transport } = isApiRequest(request.url) ? answers : pages;
    for (const [name, value] of anyTransport) reply.raw.setHeader(name, value);
    if (transport !== undefined && isHttps(request)) reply.raw.setHeader(TRANSPORT_HEADER, transport);
    done();
  });
});
