/**
 * @jest-environment node
 */
// In Node, as the server's render of a signed-in page's first view runs it (decision 0021).
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  memberStateEndpoint,
  pageAnswerKey,
  readMemberTasksEndpoint,
  readProfileSettingEndpoint,
  type LicenseeConfig,
  type MemberState,
  type PageViewRequest,
  type RemoteAreaProps,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '../api/api-request';
import { takePageAnswer } from '../api/page-answers';
import { useAreaTranslation } from '../i18n';
import { Navigate } from '../router';
import { memberStateAtom } from '../store';
import { licenseeTheme } from '../layout/theme-options';
import { firstViewOfArea, pageViewStore, renderPageView, renderStyled, serverMatchMedia, withButtonsWaiting } from './index';

const taskBody = (page: number) => ({ bucket: 'all', page, perPage: 25 }) as const;

function Tasks() {
  const { t } = useAreaTranslation('notes');
  const member = useAtomValue(memberStateAtom);
  const phone = !useMediaQuery(useTheme().breakpoints.up('md'));
  const first = useSWR(['tasks', 1], () => apiRequest(readMemberTasksEndpoint, { body: taskBody(1) }));
  // Asked for once the first page is there: the render's second round of reads.
  const next = useSWR(first.data ? ['tasks', 2] : null, () => apiRequest(readMemberTasksEndpoint, { body: taskBody(2) }));
  // Not among the page's answers: it shows loading, as the live page does until it has read it.
  const setting = useSWR('setting', () => apiRequest(readProfileSettingEndpoint));
  return (
    <main>
      <Typography variant="h4" component="h1">
        {t('title', { name: member?.memberDetails.firstName })}
      </Typography>
      <Card>
        <Button variant="contained">{t('loading')}</Button>
      </Card>
      <p>{phone ? 'phone' : 'desktop'}</p>
      <p>{first.data ? (first.data as unknown as { rows: string[] }).rows.join() : t('loading')}</p>
      <p>{next.data ? (next.data as unknown as { rows: string[] }).rows.join() : t('loading')}</p>
      <p>{setting.data ? 'setting' : t('loading')}</p>
    </main>
  );
}

function NotesArea(_props: RemoteAreaProps) {
  return (
    <Routes>
      <Route path="tasks" element={<Tasks />} />
      <Route path="start" element={<Navigate to="../tasks" replace />} />
      <Route path="elsewhere" element={<Navigate to="/dashboard/calendar" replace />} />
    </Routes>
  );
}

const member = {
  member: { uuid: '00000000-0000-4000-8000-000000000001', email: null, roleIdentifier: 'member', permissions: [] },
  memberDetails: { firstName: 'Erika' },
  featureFlags: {},
  client: { uuid: '00000000-0000-4000-8000-000000000002', clientIdentifier: 'demo', name: 'Demo' },
  supportSession: false,
} as unknown as MemberState;

const licensee = {
  licenseeName: 'Safety',
  isWhitelabelPartner: false,
  footer: { licenseeLink: null, legalNoticeLink: null, dataProtectionLink: null },
  defaultLanguage: DEFAULT_LANGUAGE,
} as unknown as LicenseeConfig;

const answers = [
  { key: pageAnswerKey('POST', readMemberTasksEndpoint.path, taskBody(1)), answer: { rows: ['first aid', 'fire drill'] } },
  { key: pageAnswerKey('POST', readMemberTasksEndpoint.path, taskBody(2)), answer: { rows: ['ladders'] } },
  { key: pageAnswerKey('GET', memberStateEndpoint.path), answer: member },
];

const notes = {
  namespace: 'notes',
  translations: { de_DE: { title: 'Hallo {{name}}', loading: 'Lädt' }, en_GB: { title: 'Hello {{name}}', loading: 'Loading' } },
};

const renderOrNull = (request: Partial<PageViewRequest> = {}) =>
  renderPageView(
    { Area: NotesArea, basePath: '/dashboard/notes', ...notes },
    { path: '/dashboard/notes/tasks', language: 'en_GB', licensee, member, colourScheme: 'system', mobile: true, answers, ...request },
  );

async function render(request: Partial<PageViewRequest> = {}) {
  const view = await renderOrNull(request);
  if (!view) throw new Error('the page has no first view');
  return view;
}

describe('renderPageView', () => {
  it("draws the member's page with the data of the page's answers, round after round", async () => {
    const { markup } = await render();
    expect(markup).toMatch(/<h1 class="[^"]*">Hello Erika<\/h1>/);
    expect(markup).toContain('<p>first aid,fire drill</p>');
    expect(markup).toContain('<p>ladders</p>');
    // What the answers do not answer is left to the live page: no request leaves the render.
    expect(markup).toContain('<p>Loading</p>');
    expect(markup).not.toContain('<p>setting</p>');
  });

  it('leaves nothing of one render for the next: no answer, no cached data', async () => {
    await render();
    expect(takePageAnswer(answers[2]!.key)).toBeUndefined();
    const { markup } = await render({ answers: [], language: 'de_DE' });
    expect(markup).toMatch(/<h1 class="[^"]*">Hallo Erika<\/h1>/);
    expect(markup).not.toContain('first aid');
  });

  it('draws the page a redirect leads to, and says which it is; none for a page of another area', async () => {
    const view = await render({ path: '/dashboard/notes/start' });
    expect(view.path).toBe('/dashboard/notes/tasks');
    expect(view.markup).toContain('<p>first aid,fire drill</p>');
    expect((await render()).path).toBe('/dashboard/notes/tasks');
    await expect(renderOrNull({ path: '/dashboard/notes/elsewhere' })).resolves.toBeNull();
  });

  it("lays the page out for the request's screen", async () => {
    expect((await render({ mobile: true })).markup).toContain('<p>phone</p>');
    expect((await render({ mobile: false })).markup).toContain('<p>desktop</p>');
  });

  it('follows the device in CSS where the mode is not known, and names no styles', async () => {
    const system = await render();
    expect(system.css).toContain('prefers-color-scheme: dark');
    expect(system.styleNames).toBeUndefined();
    expect(system.markup).toMatch(/ first-view-\w+/);
  });

  it('draws a known mode in the live page’s theme, its styles named as the live page names them', async () => {
    const dark = await render({ colourScheme: 'dark' });
    expect(dark.css).not.toContain('prefers-color-scheme');
    expect(dark.css).not.toContain('--mui-palette');
    // The base styles' `body` rule is a global style of its own, apart from the classes' CSS.
    const globals = (dark.globalStyles ?? []).map((style) => style.css).join('');
    expect(globals).toMatch(/body\{[^}]*background-color:#121212/);
    expect(dark.css).not.toMatch(/(^|\})body\{/);
    expect(dark.css).toMatch(/\.css-[\w-]+\{/);
    expect(dark.markup).toMatch(/ css-\w+/);
    // The live page: the shell's theme of the licensee's colours and mode, emotion's default key.
    // Each style it inserts is one the first view holds, so its emotion inserts none of them again.
    const live = renderStyled(
      firstViewOfArea(
        { Area: NotesArea, basePath: '/dashboard/notes', path: '/dashboard/notes/tasks', language: 'en_GB', ...notes },
        pageViewStore({ licensee, member }),
      ),
      licenseeTheme(licensee.theme, 'dark'),
      { live: true },
    );
    // As many styles as before the global ones went apart: the classes' and the global ones.
    expect(live.styleNames!.length + live.globalStyles!.length).toBeGreaterThan(5);
    expect(live.styleNames!.filter((name) => !dark.styleNames!.includes(name))).toEqual([]);
    // Its global styles, named alike, take the first view's elements over.
    expect(live.globalStyles!.length).toBeGreaterThan(0);
    expect(live.globalStyles!.map(({ name }) => name)).toEqual(dark.globalStyles!.map(({ name }) => name));
    // Another mode is another theme: its styles differ.
    const light = await render({ colourScheme: 'light' });
    expect(light.styleNames!.filter((name) => !dark.styleNames!.includes(name)).length).toBeGreaterThan(0);
  });
});

describe('withButtonsWaiting', () => {
  it('disables each button until the page’s code has come, and leaves links and disabled buttons as they are', () => {
    expect(withButtonsWaiting('<button type="button">A</button><button disabled="" class="x">B</button><a href="/x">C</a>')).toBe(
      '<button disabled="" type="button">A</button><button disabled="" class="x">B</button><a href="/x">C</a>',
    );
  });
});

describe('serverMatchMedia', () => {
  it('answers the width queries of a screen and nothing else', () => {
    const phone = serverMatchMedia(390);
    expect(phone('@media (min-width:900px)').matches).toBe(false);
    expect(phone('(max-width:899.95px)').matches).toBe(true);
    expect(phone('(min-width:0px) and (max-width:599.95px)').matches).toBe(true);
    expect(phone('print, (min-width:1200px)').matches).toBe(false);
    expect(phone('(prefers-color-scheme: dark)').matches).toBe(false);
    expect(serverMatchMedia(1280)('(min-width:900px)').matches).toBe(true);
  });
});
