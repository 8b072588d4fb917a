import type { FastifyRequest } from 'fastify';
import type { Language } from '@compliance/shared-contracts';

/**
 * The language a request wants texts in (course titles, export headers): the first tag of its
 * Accept-Language, which the dashboard sets to the language it shows; German otherwise.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en_GB' : 'de_DE';
}
