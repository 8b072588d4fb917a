import type { FastifyRequest } from 'fastify';
import { languageFromLocales, type Language } from '@compliance/shared-contracts';

/** The languages an `Accept-Language` header names, most wanted first, without the ones refused. */
export function acceptedLocales(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [locale = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { locale: locale.trim(), quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter(({ locale, quality }) => locale !== '' && locale !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ locale }) => locale);
}

/**
 * The language a request wants texts in (course titles, export headers, a page's first view):
 * its Accept-Language read as the shell reads the browser's languages (`languageFromLocales`),
 * so a page drawn by the server speaks the language the shell will. The dashboard sets the
 * header to the language it shows; German when no language of it is ours.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageFromLocales(acceptedLocales(request.headers['accept-language']));
}
