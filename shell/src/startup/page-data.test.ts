import { SHELL_PAGE_DATA_ID, type ShellPageData } from '@compliance/shared-contracts/browser';
import { readShellPageData, startAtFirstViewPath } from './page-data';

function pageWith(html: string): Document {
  const page = document.implementation.createHTMLDocument('shell');
  page.head.innerHTML = html;
  return page;
}

describe('the start-up data of the page', () => {
  it('reads what the server wrote into the page', () => {
    const page = pageWith(
      `<script type="application/json" id="${SHELL_PAGE_DATA_ID}">{"licensee":{"licenseeName":"Acme \\u003c/script>"},"remotes":{"mfe_auth":"/remotes/mfe-auth/mf-manifest.json"}}</script>`,
    );
    expect(readShellPageData(page)).toEqual({
      licensee: { licenseeName: 'Acme </script>' },
      remotes: { mfe_auth: '/remotes/mfe-auth/mf-manifest.json' },
    });
  });

  it('is null when the page carries none, or none that reads', () => {
    expect(readShellPageData(pageWith(''))).toBeNull();
    expect(readShellPageData(pageWith(`<script type="application/json" id="${SHELL_PAGE_DATA_ID}">{"licensee":</script>`))).toBeNull();
  });
});

describe('starting at the first view’s page', () => {
  const data = (firstViewPath?: string) => ({ licensee: {}, remotes: {}, ...(firstViewPath ? { firstViewPath } : {}) }) as ShellPageData;
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('moves the address to the page the server redirected to, keeping its fragment', () => {
    window.history.replaceState(null, '', '/dashboard/start/overview#top');
    startAtFirstViewPath(data('/dashboard/start/overview/elearnings'));
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/dashboard/start/overview/elearnings#top');
  });

  it('leaves the address without a redirect, with a search part, or for an address of another site', () => {
    window.history.replaceState(null, '', '/dashboard/start/overview');
    startAtFirstViewPath(data());
    startAtFirstViewPath(data('//elsewhere.example/x'));
    expect(window.location.pathname).toBe('/dashboard/start/overview');
    window.history.replaceState(null, '', '/dashboard/start/overview?bucket=done');
    startAtFirstViewPath(data('/dashboard/start/overview/elearnings'));
    expect(window.location.pathname).toBe('/dashboard/start/overview');
  });
});
