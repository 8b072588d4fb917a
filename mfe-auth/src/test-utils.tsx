import { testHelpersFor, type BoundProviderOptions } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

/** The namespace of this remote's strings, as area.ts declares it. */
export const AUTH_NAMESPACE = 'auth';

/** Options of renderWithProviders. */
export type ProviderOptions = BoundProviderOptions;

/** i18next with this remote's, shared-ui's and the common strings, the store and a router, as the shell provides them. */
export const { createTestI18n, renderWithProviders } = testHelpersFor({ [AUTH_NAMESPACE]: { de_DE, en_GB } });

/** One answer of the mocked network: status and JSON body. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** A request the mocked fetch received. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces global.fetch: `routes` maps 'METHOD /path' to an answer (or a function of the
 * request body). Unmatched requests answer 404. Answers the list of requests seen.
 */
export function mockFetch(routes: Record<string, MockAnswer | ((body: unknown) => MockAnswer)>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { error: { code: 'Route.NotFound' } } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no Response; apiRequest reads only these members.
    return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => JSON.parse(text) as unknown } as Response;
  }) as typeof fetch;
  return requests;
}
