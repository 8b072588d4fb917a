import type { ComponentType, ReactNode } from 'react';
import { createStore } from 'jotai';
import { SWRConfig, unstable_serialize, type Key, type Middleware } from 'swr';
import {
  type PageView,
  type Language,
  type PageViewRequest,
  type PageViewsModule,
  type RemoteAreaProps,
} from '@compliance/shared-contracts/browser';
import { installPageAnswers } from '../api/page-answers';
import { FirstViewRedirectContext } from '../layout/first-view';
import { setLicensee, setMemberState } from '../store';
import { firstViewOfArea, firstViewTheme, liveFirstViewTheme, renderStyled } from './render-first-view';

/** What an area's request-time render of its signed-in pages needs besides the request. */
export interface AreaPageViews {
  /** The area's component and the prefix the shell mounts it at. */
  Area: ComponentType<RemoteAreaProps>;
  basePath: string;
  /** The area's i18n namespace and its strings per language. */
  namespace: string;
  translations: Record<Language, Record<string, unknown>>;
}

/**
 * Rounds a render may take: a page's reads, the reads its content starts (a card's details), a
 * redirect the page makes with its data (the overview to its tab). What a later round would
 * read shows as loading, as on the live page.
 */
const RENDER_ROUNDS = 4;

/**
 * The store of a signed-in page, as the shell fills it at its start: the licensee, the member,
 * their permissions and the feature flags.
 */
export function pageViewStore(request: Pick<PageViewRequest, 'licensee' | 'member'>): ReturnType<typeof createStore> {
  const store = createStore();
  setLicensee(store, request.licensee);
  setMemberState(store, request.member);
  return store;
}

/** A middleware that notes each SWR hook's key and how to read it, so a later round has its data. */
const notingReads =
  (reads: Map<string, () => Promise<unknown>>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    if (fetcher) {
      try {
        const argument = (typeof key === 'function' ? key() : key) as Key;
        const id = unstable_serialize(argument);
        if (id && !reads.has(id)) reads.set(id, () => Promise.resolve(fetcher(argument)));
      } catch {
        // A key made of data not there yet: a later round has it.
      }
    }
    return useSWRNext(key, fetcher, config);
  };

/** A button element's start tag, and whether it says `disabled` already. */
const BUTTON_TAG = /<button\b([^>]*)>/g;

/**
 * The markup with every button disabled: a first view's button does nothing before the page's
 * code has come (links and fields work, what is typed is carried over), so it waits, as the
 * login's send button does (decision 0019), and a click is not lost on it. Its look stays:
 * MUI's disabled look is a class, the attribute only stops it.
 */
export const withButtonsWaiting = (markup: string): string =>
  markup.replace(BUTTON_TAG, (tag: string, attributes: string) =>
    /\sdisabled(=|\s|$)/.test(attributes) ? tag : `<button disabled=""${attributes}>`,
  );

/**
 * Renders a tree of a signed-in page as its first view on the server (decision 0021): rounds of
 * rendering, each reading what the round before asked for from the page's answers alone (a read
 * they do not answer fails, and its part shows as loading), or drawing the path the page
 * redirected to, until nothing more is asked. Answers the markup, its CSS and the path it shows;
 * null when the page redirects to a path that is not `ownPath`.
 * One render at a time: the page's answers are the module's while it runs.
 */
export async function renderWithAnswers(
  request: Pick<PageViewRequest, 'path' | 'answers' | 'colourScheme' | 'mobile' | 'licensee'>,
  tree: (path: string) => ReactNode,
  ownPath: (path: string) => boolean = () => true,
): Promise<PageView | null> {
  installPageAnswers(request.answers, Date.now(), { only: true });
  try {
    const screen = request.mobile ? 'phone' : 'desktop';
    const { colourScheme } = request;
    // A known mode is drawn in the live page's theme, whose styles the live page then has.
    const live = colourScheme !== 'system';
    const theme = live ? liveFirstViewTheme(request.licensee.theme, colourScheme, screen) : firstViewTheme(colourScheme, screen);
    const data: Record<string, unknown> = {};
    const asked = new Set<string>();
    let path = request.path;
    for (let round = 1; ; round += 1) {
      const reads = new Map<string, () => Promise<unknown>>();
      let redirect: string | null = null;
      const part = renderStyled(
        // A cache of this render's own: nothing of one member's page stays for the next.
        <SWRConfig value={{ use: [notingReads(reads)], fallback: data, provider: () => new Map() }}>
          <FirstViewRedirectContext.Provider value={(to) => (redirect ??= to)}>{tree(path)}</FirstViewRedirectContext.Provider>
        </SWRConfig>,
        theme,
        { live },
      );
      const unread = [...reads].filter(([key]) => !asked.has(key));
      if ((unread.length === 0 && redirect === null) || round === RENDER_ROUNDS)
        return { ...part, markup: withButtonsWaiting(part.markup), path };
      if (redirect !== null) {
        // Another area's page: this render cannot draw it.
        if (!ownPath(redirect)) return null;
        path = redirect;
      }
      await Promise.all(
        unread.map(async ([key, read]) => {
          asked.add(key);
          try {
            data[key] = await read();
          } catch {
            // Not among the page's answers: the live page reads it.
          }
        }),
      );
    }
  } finally {
    installPageAnswers([]);
  }
}

/**
 * The first view of an area's signed-in page at `request.path`, its data from the page's answers
 * (decision 0021): what the area's request-time render (its `page-views` bundle) answers the
 * server; null when the page moves on to another area's path, which this area cannot draw.
 */
export function renderPageView(area: AreaPageViews, request: PageViewRequest): Promise<PageView | null> {
  const store = pageViewStore(request);
  return renderWithAnswers(
    request,
    (path) => firstViewOfArea({ ...area, path, language: request.language }, store),
    (path) => path === area.basePath || path.startsWith(`${area.basePath}/`),
  );
}

/** The export of an area's `src/page-views.ts`: the routes it draws first views of, and their render. */
export function definePageViews(area: AreaPageViews & { routes: readonly string[] }): PageViewsModule {
  const { routes, ...views } = area;
  return { routes, render: (request) => renderPageView(views, request) };
}
