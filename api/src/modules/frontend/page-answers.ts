import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ENDPOINTS,
  PAGE_ANSWER_LIMITS,
  firstRequestBody,
  isAreaPath,
  isLanguage,
  memberStateEndpoint,
  pageAnswerKey,
  readProfileSettingEndpoint,
  toLocale,
  type AreaFirstRequest,
  type EndpointContract,
  type Language,
  type MemberState,
  type PageAnswer,
  type ProfileSettingResponse,
  type RemotesManifest,
} from '@compliance/shared-contracts';
import { SESSION_COOKIE } from '../../plugins/session';
import { CSRF_COOKIE, CSRF_HEADER } from '../../plugins/csrf';
import { requestLanguage } from '../../lib/language';

// The page's answers (docs/decisions/0020-first-answers-in-the-page.md): for a signed-in member,
// the server sends the start's reads and the page's first reads itself, as the browser would
// (through the routes, with the member's own cookies: the same rights and checks), and writes
// their answers into the shell's page.

const ENDPOINTS_BY_ID = new Map(ENDPOINTS.map((endpoint) => [endpoint.id, endpoint]));

/**
 * An endpoint a first request may name: one of a signed-in session whose contract says it changes
 * nothing (`safe`; not every read does: read-execution opens an attempt), without path
 * parameters; an area's description cannot make the server write anything.
 */
export function answerableEndpoint(id: string): EndpointContract | undefined {
  const endpoint = ENDPOINTS_BY_ID.get(id);
  if (!endpoint?.safe || endpoint.access.kind !== 'session' || endpoint.path.includes(':') || endpoint.upload) return undefined;
  return endpoint.method === 'GET' || endpoint.method === 'POST' ? endpoint : undefined;
}

interface InnerRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/** Bytes of text as UTF-8: what the page grows by. */
const textBytes = (text: string) => Buffer.byteLength(text);

/** Sends one read through the app as the page's request would, with its cookies; the answer's JSON when it is 200. */
async function innerAnswer(app: FastifyInstance, request: FastifyRequest, inner: InnerRequest, locale: string): Promise<unknown> {
  const csrf = request.cookies[CSRF_COOKIE];
  const response = await app.inject({
    method: inner.method,
    url: inner.url,
    headers: {
      cookie: request.headers.cookie ?? '',
      host: request.headers.host ?? 'localhost',
      accept: 'application/json',
      'accept-language': locale,
      // The page's own reads: the double-submit check sees the member's token as a page's script would send it.
      ...(inner.method === 'POST' ? { 'content-type': 'application/json', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) } : {}),
      ...(request.headers['x-forwarded-proto'] ? { 'x-forwarded-proto': request.headers['x-forwarded-proto'] } : {}),
    },
    ...(inner.body === undefined ? {} : { payload: JSON.stringify(inner.body) }),
  });
  if (response.statusCode !== 200 || !response.headers['content-type']?.toString().includes('application/json')) return undefined;
  if (textBytes(response.body) > PAGE_ANSWER_LIMITS.answerBytes) return undefined;
  return JSON.parse(response.body) as unknown;
}

/**
 * The first requests the areas declare for a page's path, each area for its own pages only (an
 * address with a search part has none); a route's `:name` values go into the body.
 */
export function firstRequestsFor(remotes: RemotesManifest, url: string): InnerRequest[] {
  if (url.includes('?')) return [];
  // The build refuses a declaration outside the area's mounts; a description deployed by hand is held to it here.
  const declared: AreaFirstRequest[] = Object.values(remotes).flatMap(({ area }) =>
    area ? (area.firstRequests ?? []).filter(({ route }) => isAreaPath(area, route)) : [],
  );
  return declared.flatMap((request) => {
    const sent = firstRequestBody(request, url);
    const endpoint = sent ? answerableEndpoint(request.endpoint) : undefined;
    if (!sent || !endpoint) return [];
    return [{ method: endpoint.method as InnerRequest['method'], url: endpoint.path, ...(endpoint.method === 'POST' ? sent : {}) }];
  });
}

/**
 * The client hint of the device's colour scheme, which Chromium's browsers send once a page of
 * the site has asked for it (`Accept-CH`, sendShellPage): a structured string, `"dark"` or `"light"`.
 */
export const COLOUR_SCHEME_HINT = 'sec-ch-prefers-color-scheme';

/** The device's colour scheme as its hint says; undefined without the hint (Safari, Firefox, a first visit). */
export function deviceColourScheme(headers: FastifyRequest['headers']): 'light' | 'dark' | undefined {
  const hint = /^"?(light|dark)"?$/.exec(String(headers[COLOUR_SCHEME_HINT] ?? '').trim());
  return hint ? (hint[1] as 'light' | 'dark') : undefined;
}

/** What a signed-in member's page carries, and what its start learnt on the way: who it is for and how it shows. */
export interface PageAnswers {
  answers: PageAnswer[];
  /** The member the answers are for (their state's answer); null without a member's session. */
  member: MemberState | null;
  /** The member's chosen colour scheme, else the device's as its hint says ({@link deviceColourScheme}), else the system's. */
  colourScheme: 'light' | 'dark' | 'system';
  /** The language the page shows: the member's choice, else the browser's. */
  language: Language;
}

/**
 * The answers a signed-in member's page carries: the member's state and profile setting (the
 * shell's start), then the first reads the page's area declares, in the member's language. None
 * for a request without a session, or whose session is not a member's; a read that fails or is
 * too large is left to the page, as are all once PAGE_ANSWER_LIMITS.totalBytes are reached.
 */
export async function pageAnswersFor(app: FastifyInstance, request: FastifyRequest, remotes: RemotesManifest): Promise<PageAnswers> {
  const browserLanguage = requestLanguage(request);
  const none: PageAnswers = { answers: [], member: null, colourScheme: 'system', language: browserLanguage };
  if (request.cookies[SESSION_COOKIE] === undefined) return none;
  const answer = async (inner: InnerRequest, locale: string): Promise<PageAnswer | null> => {
    try {
      const body = await innerAnswer(app, request, inner, locale);
      return body === undefined ? null : { key: pageAnswerKey(inner.method, inner.url, inner.body), answer: body };
    } catch (error) {
      request.log.warn({ err: error, url: inner.url }, 'page answer left to the page');
      return null;
    }
  };
  const browserLocale = toLocale(browserLanguage);
  // Both at once: the setting of a session without a profile (an advisor's) is refused, and left out.
  const [state, setting] = await Promise.all([
    answer({ method: 'GET', url: memberStateEndpoint.path }, browserLocale),
    answer({ method: 'GET', url: readProfileSettingEndpoint.path }, browserLocale),
  ]);
  if (!state) return none;
  // The page asks in the language it shows: the member's choice, else the browser's.
  const chosen = setting?.answer as Partial<ProfileSettingResponse> | undefined;
  const language = chosen?.languageCode && isLanguage(chosen.languageCode) ? chosen.languageCode : browserLanguage;
  const first = await Promise.all(firstRequestsFor(remotes, request.url).map((inner) => answer(inner, toLocale(language))));
  let total = 0;
  const answers = [state, setting, ...first].filter((item): item is PageAnswer => {
    if (!item) return false;
    total += textBytes(JSON.stringify(item.answer));
    return total <= PAGE_ANSWER_LIMITS.totalBytes;
  });
  const colourScheme = chosen?.frontendStyle?.theme ?? deviceColourScheme(request.headers) ?? 'system';
  return { answers, member: state.answer as MemberState, colourScheme, language };
}
