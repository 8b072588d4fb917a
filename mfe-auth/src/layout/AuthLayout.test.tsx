import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { licenseeConfigAtom, pageTitleAtom } from '@compliance/shared-ui';
import { testLicenseeConfig } from '@compliance/shared-ui/testing';
import { renderWithProviders } from '../test-utils';
import { AuthLayout } from './AuthLayout';

const licensee = testLicenseeConfig({ licenseeName: '' });

function renderLayout(route: string, backToLogin?: string) {
  const store = createStore();
  store.set(licenseeConfigAtom, licensee);
  const rendered = renderWithProviders(
    <AuthLayout headline="Support-Login" backToLogin={backToLogin}>
      <p>Formular</p>
    </AuthLayout>,
    { route, store },
  );
  return { ...rendered, store };
}

describe('AuthLayout', () => {
  it('names the page for the window title and the logo by the licensee, on a light plate', () => {
    const { store, unmount } = renderLayout('/auth/login/demo');
    expect(store.get(pageTitleAtom)).toBe('Support-Login');
    const logo = screen.getByRole('img', { name: 'Dashboard' });
    expect(getComputedStyle(logo).backgroundColor).toBe('rgb(255, 255, 255)');
    unmount();
    expect(store.get(pageTitleAtom)).toBeNull();
  });

  it('leads back to the login page it is given, and offers the support login elsewhere', () => {
    renderLayout('/auth/reset-password/demo', '/auth/login/demo');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/auth/login/demo');
    expect(within(footer).getByRole('link', { name: 'Support-Login' })).toHaveAttribute('href', '/auth/support-login');
  });

  it('on the support login, leads back to the login instead of to itself', () => {
    renderLayout('/auth/support-login', '/auth/login');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/auth/login');
    expect(within(footer).queryByRole('link', { name: 'Support-Login' })).not.toBeInTheDocument();
  });

  it('shows no way back on the login screens themselves', () => {
    renderLayout('/auth/login/demo');
    expect(screen.queryByRole('link', { name: 'Zurück zur Anmeldung' })).not.toBeInTheDocument();
  });
});
