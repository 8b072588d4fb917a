import { SHELL_PAGE_DATA_ID } from '@compliance/shared-contracts/browser';
import { readShellPageData } from './page-data';

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
