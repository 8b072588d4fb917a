/**
 * @jest-environment node
 */
// In Node, as an area's build runs it: emotion then keeps the styles for the style element.
import Button from '@mui/material/Button';
import { FIRST_VIEW_TOKENS, type RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { useAtomValue } from 'jotai';
import { Route, Routes, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useIsFirstView } from '../layout/first-view';
import { licenseeConfigAtom } from '../store';
import { renderFirstView } from './render-first-view';

function Greeting() {
  const { t } = useAreaTranslation('notes');
  const { clientId } = useParams();
  const licensee = useAtomValue(licenseeConfigAtom);
  const firstView = useIsFirstView();
  return (
    <main>
      <h1>{t('greeting', { clientId })}</h1>
      {licensee?.images.logo && <img src={licensee.images.logo} alt={licensee.licenseeName} />}
      <Button variant="contained" disabled={firstView}>
        {t('send')}
      </Button>
    </main>
  );
}

function NotesArea(_props: RemoteAreaProps) {
  return (
    <Routes>
      <Route path="hello/:clientId" element={<Greeting />} />
    </Routes>
  );
}

const render = (language: 'de_DE' | 'en_GB', logo: boolean) =>
  renderFirstView({
    Area: NotesArea,
    basePath: '/notes',
    path: `/notes/hello/${FIRST_VIEW_TOKENS.clientId}`,
    language,
    namespace: 'notes',
    translations: { de_DE: { greeting: 'Hallo {{clientId}}', send: 'Senden' }, en_GB: { greeting: 'Hello {{clientId}}' } },
    images: { logo, mood: false },
  });

describe('renderFirstView', () => {
  it("renders the area's page in the language asked for, tokens in place of the request's values", () => {
    const html = render('en_GB', true);
    expect(html).toMatch(/^<style>.*<\/style><div data-first-view="">/s);
    expect(html).toContain(`<h1>Hello ${FIRST_VIEW_TOKENS.clientId}</h1>`);
    expect(html).toContain(`src="${FIRST_VIEW_TOKENS.logo}" alt="${FIRST_VIEW_TOKENS.licenseeName}"`);
    // German is the fallback of a text English lacks, as on the live page.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Senden/);
    expect(render('de_DE', false)).toContain(`<h1>Hallo ${FIRST_VIEW_TOKENS.clientId}</h1>`);
    expect(render('de_DE', false)).not.toContain('<img');
  });

  it("styles the page from one style element, the licensee's colours read from the variables the server sets", () => {
    const html = render('de_DE', true);
    const css = html.slice('<style>'.length, html.indexOf('</style>'));
    const buttonClass = /<button class="([^"]+)"/
      .exec(html)?.[1]
      ?.split(' ')
      .find((name) => name.startsWith('first-view-'));
    expect(css).toContain(`.${buttonClass}{`);
    expect(css).toContain('--mui-palette-primary-main:var(--first-view-primary-light)');
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\{:root\{[^}]*--mui-palette-primary-main:var\(--first-view-primary-dark\)/);
    // Only the theme's variables the page uses: no shadow of elevation 24.
    expect(css).not.toContain('--mui-shadows-24');
  });
});
