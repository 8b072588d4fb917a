import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createStore } from 'jotai';
import { hashPassword, licenseeLoginEndpoint, licenseeStaffStateEndpoint } from '@compliance/shared-contracts/browser';
import { eventBus, memberStateAtom } from '@compliance/shared-ui';
import { testMemberState, testStaffState } from '@compliance/shared-ui/testing';
import { mockEndpoint, mockFetch, renderWithProviders } from '../test-utils';
import { LicenseeLoginPage } from './LicenseeLoginPage';

const STAFF_STATE = testStaffState();

function renderPage(route = '/auth/licensee-login', store = createStore()) {
  // A known CSRF cookie keeps the login from fetching /api/csrf first.
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  return renderWithProviders(
    <Routes>
      <Route path="/auth/licensee-login" element={<LicenseeLoginPage />} />
      <Route path="/licensee/*" element={<p>Backoffice-Seite</p>} />
    </Routes>,
    { route, store },
  );
}

async function signIn(username: string, password: string) {
  await userEvent.type(screen.getByLabelText(/Benutzername/), username);
  await userEvent.type(screen.getByLabelText(/Passwort/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LicenseeLoginPage', () => {
  it('signs staff in with username and password alone, the password sent as its hash, hands the shell their state and opens the back office', async () => {
    const requests = mockFetch([
      mockEndpoint(licenseeLoginEndpoint, { body: { success: true, uuid: STAFF_STATE.staff.uuid } }),
      mockEndpoint(licenseeStaffStateEndpoint, { body: STAFF_STATE }),
    ]);
    const announced: unknown[] = [];
    const off = eventBus.on('session:staff-logged-in', ({ state }) => announced.push(state));
    renderPage('/auth/licensee-login?returnUrl=%2Flicensee%2Fclients%3Fpage%3D2');
    expect(screen.getByRole('heading', { level: 1, name: 'Backoffice' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Firmen-ID/)).not.toBeInTheDocument();
    await signIn(' leonie ', 'Geheim-Passw0rt!');
    expect(await screen.findByText('Backoffice-Seite')).toBeInTheDocument();
    off();
    expect(announced).toEqual([STAFF_STATE]);
    expect(requests.find((request) => request.path === licenseeLoginEndpoint.path)?.body).toEqual({
      username: 'leonie',
      password: hashPassword('Geheim-Passw0rt!'),
    });
  });

  it('says what was wrong and keeps the entries when the sign-in is refused', async () => {
    mockFetch([mockEndpoint(licenseeLoginEndpoint, { status: 401, body: { error: { code: 'Auth.InvalidCredentials' } } })]);
    renderPage();
    await signIn('leonie', 'Falsch-Passw0rt!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort ist falsch.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Firmen-ID');
    expect(screen.getByLabelText(/Benutzername/)).toHaveValue('leonie');
  });

  it('shows the common text of any other refusal', async () => {
    mockFetch([mockEndpoint(licenseeLoginEndpoint, { status: 403, body: { error: { code: 'Member.Deactivated' } } })]);
    renderPage();
    await signIn('leonie', 'Geheim-Passw0rt!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihr Konto ist deaktiviert oder archiviert.');
  });

  it('asks a signed-in member of a company to sign out first', () => {
    mockFetch([]);
    const store = createStore();
    store.set(memberStateAtom, testMemberState({ role: 'admin' }));
    renderPage('/auth/licensee-login', store);
    expect(screen.getByRole('alert')).toHaveTextContent('Sie sind bereits angemeldet.');
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });
});
