// The page-view threads' script (docs/decisions/0021-signed-in-first-view.md): renders the first
// view of a signed-in page with the page-views bundles the area and the shell deployed. Bundled
// on its own (dist/workers/page-views.js); it imports nothing of the server.
import { createRequire } from 'node:module';
import {
  FIRST_VIEW_CONTENT_ELEMENT,
  type LayoutViewRequest,
  type LayoutViewsModule,
  type PageView,
  type PageViewsModule,
} from '@compliance/shared-contracts';

/**
 * One render: the area's bundle and the shell's (absolute paths of their files), and the request.
 * Without the area's bundle (an area that draws no view of the path) the layout is drawn alone.
 */
export interface PageViewTask {
  pageBundle: string | null;
  layoutBundle: string;
  request: LayoutViewRequest;
}

/** Loads bundles ahead of the first render, so a new thread's first page does not wait for them. */
export interface PageViewWarmUp {
  warm: string[];
}

const load = createRequire(__filename);
const SLOT = `<${FIRST_VIEW_CONTENT_ELEMENT}></${FIRST_VIEW_CONTENT_ELEMENT}>`;

/**
 * The page's first view inside the shell's layout: the area's page, then the layout for the
 * path the page ended on, the page written into the layout's slot; null when the area's bundle
 * draws none. Without an area bundle the slot stays empty: header and sidebar are drawn before
 * the page's code comes, and the area's page appears in them once it has.
 * A bundle is loaded once per thread; a deploy names its new bundle anew.
 */
export default async function renderPageView(task: PageViewTask | PageViewWarmUp): Promise<PageView | null> {
  if ('warm' in task) {
    for (const bundle of task.warm) load(bundle);
    return null;
  }
  const { pageBundle, layoutBundle, request } = task;
  const layout = (load(layoutBundle) as LayoutViewsModule).render;
  const view = pageBundle ? await (load(pageBundle) as PageViewsModule).render(request) : { markup: '', css: '', path: request.path };
  if (!view) return null;
  const frame = await layout({ ...request, path: view.path });
  const at = frame.markup.indexOf(SLOT);
  if (at < 0) return null;
  // Both parts are drawn in the same theme: named alike, or neither (a mode the server does not know).
  const styleNames = [...new Set([...(frame.styleNames ?? []), ...(view.styleNames ?? [])])];
  // Each part draws the base styles: a global style of the same name is written once.
  const globalStyles = [
    ...new Map([...(frame.globalStyles ?? []), ...(view.globalStyles ?? [])].map((style) => [style.name, style])).values(),
  ];
  return {
    markup: `${frame.markup.slice(0, at)}${view.markup}${frame.markup.slice(at + SLOT.length)}`,
    css: `${frame.css}${view.css}`,
    path: view.path,
    ...(styleNames.length > 0 ? { styleNames } : {}),
    ...(globalStyles.length > 0 ? { globalStyles } : {}),
  };
}
