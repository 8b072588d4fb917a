/**
 * A fetch answer for jsdom, which has no Response: the members apiRequest reads (status, the
 * content type, the text) of an answer with `text` as its body.
 */
export function fakeResponse(status: number, text: string, contentType = 'application/json; charset=utf-8'): Response {
  const headers = { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) };
  return {
    ok: status >= 200 && status < 300,
    status,
    headers,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text], { type: contentType }),
  } as unknown as Response;
}

/** One answer of the mocked network: status and JSON body, or a file (a PDF, an export) instead of the body. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  file?: { type: string; content: string };
}

/** A request the mocked fetch received. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Network answers by 'METHOD /path', fixed or computed from the request body. */
export type MockRoutes = Record<string, MockAnswer | ((body: unknown) => MockAnswer)>;

/**
 * Replaces `fetch` for a component test: `routes` maps 'METHOD /path' to an answer (or a
 * function of the request body); unmatched requests answer 404. Answers the list of requests
 * seen, so a test can check what was sent.
 */
export function mockFetch(routes: MockRoutes): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { error: { code: 'Route.NotFound' } } });
    const status = answer.status ?? 200;
    if (answer.file) return fakeResponse(status, answer.file.content, answer.file.type);
    return fakeResponse(status, answer.body === undefined ? '' : JSON.stringify(answer.body));
  }) as typeof fetch;
  return requests;
}
