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
