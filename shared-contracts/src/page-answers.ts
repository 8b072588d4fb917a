// The page's answers (docs/decisions/0020-first-answers-in-the-page.md): for a signed-in member,
// the server answers the page's first read requests itself and writes the answers into the
// shell's page, so the page's start waits for no round trip of them.
import { pathParams } from './area-description';

/**
 * A read the page of `route` sends as it opens, as an area declares it in its description: the
 * endpoint (by contract id) and the body the page sends, exactly; the server answers it into the
 * page of a member who may read it.
 */
export interface AreaFirstRequest {
  /**
   * The page's absolute path; an address with a search part or another path is not answered. A
   * `:name` segment stands for a value of the page's address, which the body carries as its field
   * `name` (the player's `execution/:executionUuid` reads `{ executionUuid }`).
   */
  route: string;
  /** The contract id of an endpoint whose contract says `safe` (it changes nothing; decision 0022). */
  endpoint: string;
  /** The JSON body the page sends (a POST's). */
  body?: unknown;
}

/** One answer the page carries: the request's {@link pageAnswerKey} and the answer's JSON body. */
export interface PageAnswer {
  key: string;
  answer: unknown;
}

/** Limits on what the page carries: each answer, and all of them, as JSON text in bytes. */
export const PAGE_ANSWER_LIMITS = { answerBytes: 64 * 1024, totalBytes: 256 * 1024 } as const;

/**
 * How long after the page's start its answers are taken: for its first requests only, never for
 * one sent after the member has worked on the page a while.
 */
export const PAGE_ANSWERS_KEEP_MS = 30_000;

/** JSON with every object's keys in order, so two equal bodies give one text whatever their keys' order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

/** What identifies a request among the page's answers: its method, its URL (path and query) and its body. */
export function pageAnswerKey(method: string, url: string, body?: unknown): string {
  return `${method.toUpperCase()} ${url}${body === undefined ? '' : ` ${canonicalJson(body)}`}`;
}

/**
 * The body a declared first request sends from the page at `path` (the route's `:name` values
 * added to the declared body as its fields); null when `path` is not the request's route.
 */
export function firstRequestBody(request: AreaFirstRequest, path: string): { body: unknown } | null {
  const params = pathParams(request.route, path);
  if (!params) return null;
  if (Object.keys(params).length === 0) return { body: request.body };
  const declared = request.body !== null && typeof request.body === 'object' ? request.body : {};
  return { body: { ...declared, ...params } };
}
