import {
  ENDPOINT_ROUTES,
  firstRequestBody,
  pageAnswerKey,
  pathParams,
  type AreaDescriptionSource,
  type BodyInputOf,
  type EndpointRoute,
  type ErrorBody,
  type ResponseOf,
} from '@compliance/shared-contracts/browser';

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

/** An error status the API answers with (docs/architecture.md §4). */
export type MockErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * What a mocked endpoint answers, typed by its contract: its 200 answer, an error body with an
 * error status, or a file (a download, or a body that is not the API's JSON).
 */
export type MockReply<C extends EndpointRoute> =
  | ([ResponseOf<C>] extends [undefined] ? { status?: 200; body?: undefined } : { status?: 200; body: ResponseOf<C> })
  | { status: MockErrorStatus; body?: ErrorBody }
  | { status?: number; file: { type: string; content: string } };

/** The row type of a list endpoint's answer, to type a fixture of its rows. */
export type RowOf<C extends EndpointRoute> = ResponseOf<C> extends { items: Array<infer R> } ? R : never;

/** One endpoint of the mocked network and how it answers. */
export interface MockHandler {
  readonly method: string;
  /** The contract's path; a `:name` part matches any one segment. */
  readonly path: string;
  readonly reply: (body: unknown) => MockAnswer | Promise<MockAnswer>;
}

/**
 * A mocked endpoint: the answer (or the function of the request body that makes it, at once or
 * when a test lets it come) is typed by the endpoint's contract, so a fixture that no longer
 * matches the API fails the typecheck.
 */
export function mockEndpoint<C extends EndpointRoute>(
  endpoint: C,
  reply: MockReply<C> | ((body: BodyInputOf<C>) => MockReply<C> | Promise<MockReply<C>>),
): MockHandler {
  return {
    method: endpoint.method,
    path: endpoint.path,
    reply: (body) => (typeof reply === 'function' ? reply(body as BodyInputOf<C>) : reply),
  };
}

/** A request the mocked fetch received. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** The endpoints of a mocked network; of two handlers of one endpoint, the later one answers. */
export type MockRoutes = readonly MockHandler[];

const NOT_FOUND: MockAnswer = { status: 404, body: { error: { code: 'Route.NotFound' } } };

/**
 * Replaces `fetch` for a component test with the handlers of `routes` (`mockEndpoint`);
 * unmatched requests answer 404. Answers the list of requests seen, so a test can check what
 * was sent.
 */
export function mockFetch(routes: MockRoutes): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path, body });
    const handler = routes.findLast((candidate) => candidate.method === method && pathParams(candidate.path, path) !== null);
    const answer = handler ? await handler.reply(body) : NOT_FOUND;
    const status = answer.status ?? 200;
    if (answer.file) return fakeResponse(status, answer.file.content, answer.file.type);
    return fakeResponse(status, answer.body === undefined ? '' : JSON.stringify(answer.body));
  }) as typeof fetch;
  return requests;
}

/** The requests' keys among a page's answers (decision 0020), to hold them to an area's declared first requests. */
export const pageAnswerKeysOf = (requests: readonly RecordedRequest[]): string[] =>
  requests.map(({ method, path, body }) => pageAnswerKey(method, path, body));

/** The keys of the first requests an area's description declares for the page at `path` (a route's `:name` values in their bodies). */
export function declaredFirstRequestKeys(description: Pick<AreaDescriptionSource, 'firstRequests'>, path: string): string[] {
  return (description.firstRequests ?? []).flatMap((request) => {
    const sent = firstRequestBody(request, path);
    if (!sent) return [];
    const endpoint = ENDPOINT_ROUTES.find((candidate) => candidate.id === request.endpoint);
    if (!endpoint) throw new Error(`no endpoint ${request.endpoint}`);
    return [pageAnswerKey(endpoint.method, endpoint.path, sent.body)];
  });
}
