import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { memberStateAtom, permissionsAtom } from '@compliance/shared-ui';
import { createStore } from 'jotai';
import { AuthArea } from './AuthArea';
import { mockFetch, renderWithProviders } from './test-utils';
import { ALL_PROFILE_PERMISSIONS, memberState, settle } from './profile/test-fixtures';

describe('AuthArea', () => {
  afterEach(settle);

  it('loads the profile on demand below /dashboard/profile', async () => {
    const store = createStore();
    const state = memberState({}, ALL_PROFILE_PERMISSIONS);
    store.set(memberStateAtom, state);
    store.set(permissionsAtom, ALL_PROFILE_PERMISSIONS);
    mockFetch({ 'GET /api/member/state': { body: state } });
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/profile/*" element={<AuthArea basePath="/dashboard/profile" />} />
      </Routes>,
      { store, route: '/dashboard/profile/details' },
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Persönliche Daten', selected: true })).toBeInTheDocument();
  });

  it('shows the sign-in page at once below /auth', () => {
    mockFetch({});
    renderWithProviders(
      <Routes>
        <Route path="/auth/*" element={<AuthArea basePath="/auth" />} />
      </Routes>,
      { route: '/auth/login' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
