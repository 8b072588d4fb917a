import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import type { RenderResult } from '@testing-library/react';
import type { AppStore } from '@compliance/shared-ui';
import { createTestI18n as createI18n, renderWithProviders as renderWith } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

/** The namespace of this remote's strings, as area.ts declares it. */
export const AUTH_NAMESPACE = 'auth';
const namespaces = { [AUTH_NAMESPACE]: { de_DE, en_GB } };

/** A real i18next instance with this remote's, shared-ui's and the common strings, as the shell sets it up. */
export function createTestI18n(language: 'de_DE' | 'en_GB' = 'de_DE'): I18n {
  return createI18n({ language, namespaces });
}

/** Options of renderWithProviders. */
export interface ProviderOptions {
  language?: 'de_DE' | 'en_GB';
  store?: AppStore;
  route?: string;
}

/** Renders with i18n, the jotai store and a router, as the shell provides them. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): RenderResult & { i18n: I18n } {
  return renderWith(ui, { ...options, namespaces });
}

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
