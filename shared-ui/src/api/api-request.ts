import {
  errorCodeOf,
  fillPath,
  pageAnswerKey,
  type BodyInputOf,
  type EndpointRoute,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@compliance/shared-contracts/browser';
import i18next from 'i18next';
import { ApiRequestError } from './api-error';
import { currentCsrfToken, ensureCsrfToken, XSRF_HEADER } from './csrf';
import { onlyPageAnswers, takePageAnswer } from './page-answers';
import { addLoadingError, hideAllLoaders, setLoader } from '../loader/loader-state';
import { appStore } from '../store/atoms';
import type { AppStore } from '../store/use-app-store';

/** What a call answers: the parsed 200 body, or a Blob for endpoints without a response schema (a file). */
export type ApiResult<C> = [ResponseOf<C>] extends [undefined] ? Blob : ResponseOf<C>;

/** Options of one call; body, params and query are typed by the contract. */
export interface ApiRequestOptions<C> {
  body?: BodyInputOf<C>;
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  /**
   * Loader to drive; defaults to the contract id. `null` drives none: work the page shows
   * itself (a typeahead's search, an autosave) must not cover it with the loading overlay.
   */
  loaderId?: string | null;
  signal?: AbortSignal;
  /** Let the request outlive the page (a course's last commit when the learner leaves it). */
  keepalive?: boolean;
  /** Store holding the loaders; the shared app store by default. */
  store?: AppStore;
  /** Statuses the caller shows itself (e.g. 400 on a form): the global handler stays quiet for them. */
  handledStatuses?: readonly number[];
}

/** Receives every failed request (the shell shows toasts and logs out on 401). */
export type HttpErrorHandler = (error: ApiRequestError, contract: EndpointRoute) => void;
/** Receives every 2xx answer whose body has `success: true`. */
export type SuccessHandler = (body: unknown, contract: EndpointRoute) => void;

let httpErrorHandler: HttpErrorHandler | undefined;
let successHandler: SuccessHandler | undefined;

/** Installs the global handler of failed requests; undefined removes it. */
export function setHttpErrorHandler(handler: HttpErrorHandler | undefined): void {
  httpErrorHandler = handler;
}

/** Installs the global handler of successful writes (`success: true`); undefined removes it. */
export function setSuccessHandler(handler: SuccessHandler | undefined): void {
  successHandler = handler;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Builds `?a=1&b=2` from a query object; arrays repeat the key, empty values are left out. */
export function buildQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function hasSuccessFlag(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === true;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Calls one endpoint: JSON with credentials, XSRF header on writes (fetching a token first when
 * the cookie is missing), loader state while running, and the global handlers (docs/product.md §4, §7, §8).
 */
export async function apiRequest<C extends EndpointRoute>(contract: C, options: ApiRequestOptions<C> = {}): Promise<ApiResult<C>> {
  const params = (options.params ?? {}) as Record<string, string | number>;
  const url = fillPath(contract.path, params) + buildQueryString(options.query);
  // A first read the server has answered into the page (decision 0020) waits for no round trip.
  const answered = takePageAnswer(pageAnswerKey(contract.method, url, options.body));
  if (answered) return answered.answer as ApiResult<C>;
  if (onlyPageAnswers()) throw new ApiRequestError(0, undefined, undefined);
  const store = options.store ?? appStore;
  const loaderId = contract.loader === 'none' || options.loaderId === null ? undefined : (options.loaderId ?? contract.id);
  if (loaderId !== undefined && contract.loader !== 'none') setLoader(loaderId, contract.loader, store);

  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (contract.method !== 'GET') headers[XSRF_HEADER] = currentCsrfToken() ?? (await ensureCsrfToken());
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    // Texts the server writes (course titles, export headers) come in the language the page shows.
    if (i18next.language) headers['Accept-Language'] = i18next.language.replace('_', '-');

    let response: Response;
    try {
      response = await fetch(url, {
        method: contract.method,
        credentials: 'include',
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiRequestError(0, undefined, undefined);
    }

    if (!response.ok) {
      const body = await readBody(response);
      throw new ApiRequestError(response.status, errorCodeOf(body), body);
    }

    // The route carries no schema to tell a file from JSON (docs/architecture.md §3); the answer's type does.
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    const result: unknown = isJson ? await readBody(response) : await response.blob();
    if (loaderId !== undefined) setLoader(loaderId, 'hide', store);
    if (hasSuccessFlag(result)) successHandler?.(result, contract);
    return result as ApiResult<C>;
  } catch (error) {
    if (isAbort(error)) {
      if (loaderId !== undefined) setLoader(loaderId, 'hide', store);
      throw error;
    }
    const apiError = error instanceof ApiRequestError ? error : new ApiRequestError(0, undefined, undefined);
    hideAllLoaders(store);
    if (loaderId !== undefined && apiError.code) addLoadingError(loaderId, apiError.code, store);
    if (!options.handledStatuses?.includes(apiError.status)) httpErrorHandler?.(apiError, contract);
    throw apiError;
  }
}

/**
 * apiRequest for an answer that may rightly be missing: a failure with one of `absentStatuses`
 * (e.g. 401 while signed out) answers null and shows no error; any other failure is thrown.
 */
export async function apiRequestOrNull<C extends EndpointRoute>(
  contract: C,
  absentStatuses: readonly number[],
  options: Omit<ApiRequestOptions<C>, 'handledStatuses'> = {},
): Promise<ApiResult<C> | null> {
  try {
    return await apiRequest(contract, { ...options, handledStatuses: absentStatuses });
  } catch (error) {
    if (error instanceof ApiRequestError && absentStatuses.includes(error.status)) return null;
    throw error;
  }
}

/**
 * A write sent by a form or a confirmation dialog, which shows the 400s it answers itself (at its
 * fields, in the dialog): the global handler stays quiet for them.
 */
export function formWrite<C extends EndpointRoute>(contract: C): (body: BodyInputOf<C>) => Promise<ApiResult<C>> {
  return (body) => apiRequest(contract, { body, handledStatuses: [400] });
}
