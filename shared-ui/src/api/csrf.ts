import { csrfEndpoint } from '@compliance/shared-contracts/browser';
import { ApiRequestError } from './api-error';

/** Cookie the server sets with the CSRF token (docs/architecture.md §6). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header every non-GET request echoes the token in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

// The token from the last /api/csrf answer, for when the cookie cannot be read (e.g. another path).
let fetchedToken: string | undefined;
let pending: Promise<string> | undefined;

/** Reads a cookie of the document by name. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The CSRF token to send, if one is known. */
export function currentCsrfToken(): string | undefined {
  return readCookie(XSRF_COOKIE) || fetchedToken;
}

/** Forgets the remembered token, e.g. after logout when cookies are cleared. */
export function resetCsrfToken(): void {
  fetchedToken = undefined;
  pending = undefined;
}

/**
 * Drops the token this page holds (the cookie, which scripts can read and so expire, and the
 * remembered one) and fetches a new one: after a 401 the old token belongs to a session that
 * has ended (docs/product.md §8).
 */
export async function renewCsrfToken(): Promise<string> {
  if (typeof document !== 'undefined') document.cookie = `${XSRF_COOKIE}=; Max-Age=0; path=/`;
  resetCsrfToken();
  return ensureCsrfToken();
}

/** Makes sure a CSRF token exists, fetching GET /api/csrf when the cookie is missing. */
export async function ensureCsrfToken(): Promise<string> {
  const cookie = readCookie(XSRF_COOKIE);
  if (cookie) return cookie;
  // Concurrent writes share one fetch instead of racing for separate tokens.
  pending ??= fetchCsrfToken().finally(() => {
    pending = undefined;
  });
  return pending;
}

async function fetchCsrfToken(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(csrfEndpoint.path, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiRequestError(0, undefined, undefined);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(response.status, undefined, body);
  const token =
    readCookie(XSRF_COOKIE) ??
    (body && typeof body === 'object' && 'csrfToken' in body && typeof body.csrfToken === 'string' ? body.csrfToken : undefined);
  if (!token) throw new ApiRequestError(response.status, undefined, body);
  fetchedToken = token;
  return token;
}
