import { SHELL_PAGE_DATA_ID, type ShellPageData } from '@compliance/shared-contracts/browser';

/**
 * The start-up data the server wrote into the page (licensee configuration, remotes), or null
 * when the page carries none (a development server's page, or the database was away): then the
 * shell asks for them itself.
 */
export function readShellPageData(page: Document = document): ShellPageData | null {
  const json = page.getElementById(SHELL_PAGE_DATA_ID)?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as ShellPageData;
  } catch {
    return null;
  }
}

/**
 * Moves the address to the page the first view shows, when the server followed the page's
 * redirect to draw it (decision 0021): the live page then starts on that page and replaces the
 * first view with the same content, instead of drawing the redirecting page first. Only the
 * path changes, within the address the page was asked by (no search part).
 */
export function startAtFirstViewPath(
  data: ShellPageData | null,
  location: Location = window.location,
  history: History = window.history,
): void {
  const path = data?.firstViewPath;
  if (!path || !path.startsWith('/') || path.startsWith('//') || location.search !== '') return;
  history.replaceState(history.state, '', `${path}${location.hash}`);
}
