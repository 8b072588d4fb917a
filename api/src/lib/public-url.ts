import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sql, sqlRow } from './sql';

// Where links in mails point: the licensee's own domain, so the member lands on its branding.

/**
 * Links in mails point at the request's host only when that host is a registered licensee
 * domain; otherwise at PUBLIC_URL. A forged Host header can thus never receive a token.
 */
export async function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const known = await sqlRow(app.db, sql`SELECT 1 FROM licensee_domain WHERE host = ${request.hostname.toLowerCase()}`);
  if (known) return `${request.protocol}://${request.host}`;
  return app.config.publicUrl ?? `http://localhost:${app.config.port}`;
}

/**
 * The base of links in mails sent without a request (scheduled reminders): the licensee's
 * domain over HTTPS; PUBLIC_URL (or this server) without one (a licensee on localhost).
 */
export function licenseeBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>, host: string | null): string {
  if (host) return `https://${host}`;
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
