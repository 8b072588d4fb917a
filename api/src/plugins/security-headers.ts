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

/** Sets the security headers of `options` on every response, before any route runs (a route may replace one). */
export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
