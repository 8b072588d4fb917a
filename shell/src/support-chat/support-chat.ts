import { DASHBOARD_PREFIX } from '@compliance/shared-contracts/browser';

/** Zendesk's widget loader; its key comes from the licensee configuration. */
export const ZENDESK_SNIPPET_URL = 'https://static.zdassets.com/ekr/snippet.js';
const SCRIPT_ID = 'ze-snippet';

/** Pages where the chat would cover what people print or export (SPEC.md §1). */
const HIDDEN_PATHS = [/^\/dashboard\/apps\/elearnings\/certificate\//, /^\/dashboard\/apps\/risk-assessments\/evaluation\/details\/[^/]+\/risk-action-list/];

/** Whether the support chat stays hidden on a page: outside the dashboard, certificates, the risk-action export. */
export function isChatHidden(pathname: string): boolean {
  return !pathname.startsWith(`${DASHBOARD_PREFIX}/`) || HIDDEN_PATHS.some((pattern) => pattern.test(pathname));
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
export function applyChatVisibility(pathname: string, win: Window & { zE?: ZendeskApi } = window): void {
  win.zE?.('messenger', isChatHidden(pathname) ? 'hide' : 'show');
}
