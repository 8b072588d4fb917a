import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';

/**
 * Browsers share cookies between the ports of one host, so a content origin that differs from the
 * app's by its port only would let a course's script read the app's readable cookies. On one
 * machine the content is therefore served under the loopback address's other name.
 */
const LOOPBACK_TWIN: Readonly<Record<string, string>> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/** The app's origin as the browser named it in `request`. */
export const appOriginOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * Where the browser of `request` reaches course content: CONTENT_ORIGIN, else the app's own host
 * name (or its loopback twin) on the content port.
 */
export function contentOriginOf(config: Pick<Config, 'contentOrigin' | 'contentPort'>, request: FastifyRequest): string {
  if (config.contentOrigin) return config.contentOrigin;
  const host = request.hostname.toLowerCase();
  return `${request.protocol}://${LOOPBACK_TWIN[host] ?? host}:${config.contentPort}`;
}

/** The sources the app's pages may frame for course content (their CSP's frame-src). */
export function contentFrameSources(config: Pick<Config, 'contentOrigin' | 'contentPort'>): string[] {
  // Unset, the content origin follows the host a page was opened on: any host on the content port.
  return [config.contentOrigin ?? `*:${config.contentPort}`];
}
