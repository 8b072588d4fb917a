import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { probeRemotes, registerRemotesFromServer } from '../federation/register-remotes';
import type { Navigation } from '../navigation/navigation';
import { renderShell } from '../test-utils';
import { HomeRedirect } from './HomeRedirect';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

// Two areas offer the member a link; the first one's remote is not deployed (its manifest 404s).
const MANIFESTS: Record<string, number> = {
  'https://app.test/remotes/away/mf-manifest.json': 404,
  'https://app.test/remotes/here/mf-manifest.json': 200,
};
const fetched: string[] = [];
const NAVIGATION: Navigation = {
  groups: [
    {
      id: 'tasks',
      label: { de_DE: 'Aufgaben', en_GB: 'Tasks' },
      items: [
        { id: 'away', label: { de_DE: 'Weg', en_GB: 'Away' }, path: '/dashboard/away/list', remote: 'mfe_away' },
        { id: 'here', label: { de_DE: 'Da', en_GB: 'Here' }, path: '/dashboard/here/list', remote: 'mfe_here' },
      ],
    },
  ],
  pages: [],
};

beforeAll(() => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    const status = MANIFESTS[url] ?? 500;
    return { ok: status === 200, status, json: async () => (status === 200 ? { metaData: {} } : {}) } as Response;
  }) as typeof fetch;
});

describe('/dashboard', () => {
  it('leads to the first permitted area whose remote answered the probe, which it asks for once', async () => {
    // The start asks at once for /dashboard (bootstrap.tsx); the page waits for that probe, asking no more.
    await registerRemotesFromServer({
      mfe_away: { entry: 'https://app.test/remotes/away/mf-manifest.json', area: null },
      mfe_here: { entry: 'https://app.test/remotes/here/mf-manifest.json', area: null },
    });
    void probeRemotes();
    const routes = (
      <Routes>
        <Route path="/dashboard" element={<HomeRedirect navigation={NAVIGATION} />} />
        <Route path="/dashboard/away/list" element={<h1>Weg</h1>} />
        <Route path="/dashboard/here/list" element={<h1>Da</h1>} />
      </Routes>
    );
    const { unmount } = renderShell(routes, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Da' })).toBeInTheDocument();
    unmount();
    // Back at /dashboard later in the visit: led on at once, from what the probe found.
    renderShell(routes, { route: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Da' })).toBeInTheDocument();
    expect(fetched.sort()).toEqual(Object.keys(MANIFESTS).sort());
  });
});
