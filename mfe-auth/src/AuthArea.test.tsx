import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { memberStateAtom } from '@compliance/shared-ui';
import { testMemberState } from '@compliance/shared-ui/testing';
import { AuthArea } from './AuthArea';
import { mockFetch, renderWithProviders } from './test-utils';
import { renderProfile, settle } from './profile/test-fixtures';

describe('AuthArea', () => {
  afterEach(settle);

  it('loads the profile on demand below /dashboard/profile', async () => {
    renderProfile('/dashboard/profile/details', { throughArea: true });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Persönliche Daten', selected: true })).toBeInTheDocument();
  });

  it('shows the sign-in page at once below /auth', () => {
    mockFetch([]);
    renderWithProviders(
      <Routes>
        <Route path="/auth/*" element={<AuthArea basePath="/auth" />} />
      </Routes>,
      { route: '/auth/login' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  /** The auth area at a path, beside a stand-in for the dashboard that names where it was led. */
  function renderAuth(route: string, store = createStore()) {
    mockFetch([]);
    function Dashboard() {
      const { pathname, search } = useLocation();
      return <p>dashboard at {pathname + search}</p>;
    }
    return renderWithProviders(
      <Routes>
        <Route path="/auth/*" element={<AuthArea basePath="/auth" />} />
        <Route path="/dashboard/*" element={<Dashboard />} />
      </Routes>,
      { route, store },
    );
  }

  it('says an unknown address has no page, names it, and leads to the login', async () => {
    renderAuth('/auth/logn');
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText(/Unter der Adresse \/auth\/logn gibt es keine Seite/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/auth/login');
  });

  it('leads the forgot-password page without a company ID to the company ID', () => {
    renderAuth('/auth/forgot-password');
    expect(screen.getByRole('textbox', { name: 'Firmen-ID' })).toBeInTheDocument();
  });

  it.each([
    ['/auth/login', 'dashboard at /dashboard'],
    ['/auth/login/demo', 'dashboard at /dashboard'],
    ['/auth/login/demo?returnUrl=%2Fdashboard%2Fcompany%2Fmembers%2Flist%3Ftab%3D1', 'dashboard at /dashboard/company/members/list?tab=1'],
  ])('takes a signed-in member from %s on to where a sign-in leads, without the form', (route, landing) => {
    const store = createStore();
    store.set(memberStateAtom, testMemberState({ role: 'member', permissions: [] }));
    renderAuth(route, store);
    expect(screen.getByText(landing)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('leaves the way on after a sign-in on the page to the page itself: one navigation, not two racing', () => {
    const store = createStore();
    renderAuth('/auth/login/demo', store);
    act(() => store.set(memberStateAtom, testMemberState({ role: 'member', permissions: [] })));
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toBeInTheDocument();
    expect(screen.queryByText(/^dashboard at/)).not.toBeInTheDocument();
  });
});
