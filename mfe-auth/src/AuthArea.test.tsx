import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
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
});
