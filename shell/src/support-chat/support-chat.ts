import { DASHBOARD_PREFIX, matchesPathPattern } from '@compliance/shared-contracts/browser';

/** Zendesk's widget loader; its key comes from the licensee configuration. */
export const ZENDESK_SNIPPET_URL = 'https://static.zdassets.com/ekr/snippet.js';
const SCRIPT_ID = 'ze-snippet';

/**
 * Whether the support chat stays hidden on a page: outside the dashboard, and on the pages in
 * the print layout the areas name (`printPages`: certificates, exports), where it would cover
 * what people print (docs/product.md §1).
 */
export function isChatHidden(pathname: string, printPages: readonly string[] = []): boolean {
  return !pathname.startsWith(`${DASHBOARD_PREFIX}/`) || printPages.some((pattern) => matchesPathPattern(pathname, pattern));
}

type ZendeskApi = (scope: string, command: string) => void;

/** Loads the widget once, only when the licensee has a key. */
export function loadSupportChat(key: string | null, doc: Document = document): boolean {
  if (!key) return false;
  if (doc.getElementById(SCRIPT_ID)) return true;
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${ZENDESK_SNIPPET_URL}?key=${encodeURIComponent(key)}`;
  doc.body.appendChild(script);
  return true;
}

/** Shows or hides the widget for a page, once it is there. */
export function applyChatVisibility(pathname: string, printPages: readonly string[], win: Window & { zE?: ZendeskApi } = window): void {
  win.zE?.('messenger', isChatHidden(pathname, printPages) ? 'hide' : 'show');
}
