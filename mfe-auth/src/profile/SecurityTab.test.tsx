import { mockEndpoint } from '@compliance/shared-ui/testing';
import { changePasswordEndpoint, changeUsernameEndpoint, checkUsernameEndpoint } from '@compliance/shared-contracts/browser';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hashPassword } from '@compliance/shared-contracts';
import { eventBus } from '@compliance/shared-ui';
import { fieldName, renderProfile, settle } from './test-fixtures';
import { USERNAME_CHECK_DEBOUNCE_MS } from './ChangeUsernameCard';

const passwordForm = () => screen.getByRole('form', { name: 'Passwort ändern' });
const usernameForm = () => screen.getByRole('form', { name: 'Benutzername ändern' });
const input = (form: HTMLElement, label: string) => within(form).getByLabelText(fieldName(label), { selector: 'input' });

describe('profile security tab: password', () => {
  afterEach(settle);

  it('checks the policy, that the new password differs and that the confirmation matches', async () => {
    const user = userEvent.setup();
    const { writes } = renderProfile('/dashboard/profile/security');
    const form = passwordForm();
    await user.type(input(form, 'Aktuelles Passwort'), 'Alt-Passw0rt');
    await user.type(input(form, 'Neues Passwort'), 'kurz');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByText(/Das Passwort braucht mindestens 8 Zeichen/)).toBeInTheDocument();
    expect(within(form).getByText('Neues Passwort bestätigen ist ein Pflichtfeld.')).toBeInTheDocument();

    await user.clear(input(form, 'Neues Passwort'));
    await user.type(input(form, 'Neues Passwort'), 'Alt-Passw0rt');
    expect(await within(form).findByText('Neues Passwort und Aktuelles Passwort dürfen nicht übereinstimmen.')).toBeInTheDocument();

    await user.clear(input(form, 'Neues Passwort'));
    await user.type(input(form, 'Neues Passwort'), 'Neu-Passw0rt');
    await user.type(input(form, 'Neues Passwort bestätigen'), 'Neu-Passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByText('Neues Passwort bestätigen und Neues Passwort müssen übereinstimmen.')).toBeInTheDocument();
    expect(writes('/api/profile/changepassword')).toHaveLength(0);
  });

  it('sends the three hashes and empties the form after the change', async () => {
    const user = userEvent.setup();
    const { writes } = renderProfile('/dashboard/profile/security', {
      routes: [mockEndpoint(changePasswordEndpoint, { body: { success: true } })],
    });
    const form = passwordForm();
    await user.type(input(form, 'Aktuelles Passwort'), 'Alt-Passw0rt');
    await user.type(input(form, 'Neues Passwort'), 'Neu-Passw0rt');
    await user.type(input(form, 'Neues Passwort bestätigen'), 'Neu-Passw0rt');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Ihr Passwort wurde geändert.');
    expect(writes('/api/profile/changepassword').map((request) => request.body)).toEqual([
      { old: hashPassword('Alt-Passw0rt'), new: hashPassword('Neu-Passw0rt'), newCheck: hashPassword('Neu-Passw0rt') },
    ]);
    expect(input(form, 'Aktuelles Passwort')).toHaveValue('');
    expect(input(form, 'Neues Passwort')).toHaveValue('');
  });

  it("shows 'password already used' from the server", async () => {
    const user = userEvent.setup();
    renderProfile('/dashboard/profile/security', {
      language: 'en_GB',
      routes: [mockEndpoint(changePasswordEndpoint, { status: 400, body: { error: { code: 'Password.AlreadyUsed' } } })],
    });
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(fieldName('Current password'), { selector: 'input' }), 'Alt-Passw0rt');
    await user.type(within(form).getByLabelText(fieldName('New password'), { selector: 'input' }), 'Fr%her-Passw0rt');
    await user.type(within(form).getByLabelText(fieldName('Confirm new password'), { selector: 'input' }), 'Fr%her-Passw0rt');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('This password has already been used.');
    expect(within(form).getByLabelText(fieldName('New password'), { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the strength of the new password and a password the server knows as too common at that field', async () => {
    const user = userEvent.setup();
    renderProfile('/dashboard/profile/security', {
      language: 'en_GB',
      routes: [mockEndpoint(changePasswordEndpoint, { status: 400, body: { error: { code: 'Password.TooCommon' } } })],
    });
    const form = screen.getByRole('form', { name: 'Change password' });
    const newPassword = within(form).getByLabelText(fieldName('New password'), { selector: 'input' });
    await user.type(within(form).getByLabelText(fieldName('Current password'), { selector: 'input' }), 'Alt-Passw0rt');
    await user.type(newPassword, 'Sommer2026!');
    expect(await within(form).findByRole('progressbar', { name: 'Password strength' })).toBeInTheDocument();
    expect(within(form).getByText(/^Password strength: (very weak|weak|fair)$/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(fieldName('Confirm new password'), { selector: 'input' }), 'Sommer2026!');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This password is too common and easy to guess. Please choose another one.',
    );
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a wrong current password at that field', async () => {
    const user = userEvent.setup();
    renderProfile('/dashboard/profile/security', {
      routes: [mockEndpoint(changePasswordEndpoint, { status: 400, body: { error: { code: 'Password.WrongCurrent' } } })],
    });
    const form = passwordForm();
    await user.type(input(form, 'Aktuelles Passwort'), 'Falsch-Passw0rt');
    await user.type(input(form, 'Neues Passwort'), 'Neu-Passw0rt');
    await user.type(input(form, 'Neues Passwort bestätigen'), 'Neu-Passw0rt');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Das aktuelle Passwort ist falsch.');
    expect(input(form, 'Aktuelles Passwort')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('profile security tab: username', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(async () => {
    jest.useRealTimers();
    await settle();
  });

  const setup = (taken: string[]) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const rendered = renderProfile('/dashboard/profile/security', {
      routes: [
        mockEndpoint(checkUsernameEndpoint, (body) => ({
          body: { usernameExists: taken.includes((body as { username: string }).username) },
        })),
        mockEndpoint(changeUsernameEndpoint, { body: { success: true } }),
      ],
    });
    const checks = () =>
      rendered.requests.filter((request) => request.path === '/api/profile/checkusername').map((request) => request.body);
    return { user, checks, ...rendered };
  };

  it('shows the current username read-only', () => {
    setup([]);
    expect(input(usernameForm(), 'Aktueller Benutzername')).toHaveValue('anna.ahrens');
    expect(input(usernameForm(), 'Aktueller Benutzername')).toHaveAttribute('readonly');
  });

  it('asks the server once, 250 ms after the last keystroke, and shows a taken name', async () => {
    const { user, checks } = setup(['bernd.bauer']);
    const field = input(usernameForm(), 'Neuer Benutzername');
    await user.type(field, 'bernd.bauer');
    await user.tab();
    act(() => jest.advanceTimersByTime(USERNAME_CHECK_DEBOUNCE_MS - 50));
    expect(checks()).toEqual([]);
    act(() => jest.advanceTimersByTime(50));
    await waitFor(() => expect(checks()).toEqual([{ username: 'bernd.bauer' }]));
    expect(await within(usernameForm()).findByText('Dieser Benutzername ist bereits vergeben.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports a free name, checks no invalid name and sends the change', async () => {
    const loggedIn = jest.fn();
    const off = eventBus.on('session:logged-in', loggedIn);
    const { user, checks, writes } = setup([]);
    const form = usernameForm();
    await user.type(input(form, 'Neuer Benutzername'), 'Anna');
    act(() => jest.advanceTimersByTime(USERNAME_CHECK_DEBOUNCE_MS));
    expect(checks()).toEqual([]);

    await user.clear(input(form, 'Neuer Benutzername'));
    await user.type(input(form, 'Neuer Benutzername'), 'anna.neu');
    act(() => jest.advanceTimersByTime(USERNAME_CHECK_DEBOUNCE_MS));
    expect(await within(form).findByText('Dieser Benutzername ist verfügbar.')).toBeInTheDocument();
    expect(checks()).toEqual([{ username: 'anna.neu' }]);

    await user.type(input(form, 'Passwort zur Bestätigung'), 'Mein-Passw0rt');
    await user.click(within(form).getByRole('button', { name: 'Benutzername ändern' }));
    expect(await within(form).findByText('Ihr Benutzername wurde geändert.')).toBeInTheDocument();
    expect(writes('/api/profile/changeusername').map((request) => request.body)).toEqual([
      { username: 'anna.ahrens', newUsername: 'anna.neu', password: hashPassword('Mein-Passw0rt') },
    ]);
    await waitFor(() => expect(loggedIn).toHaveBeenCalled());
    off();
  });

  it('shows the username rules and refuses the current name', async () => {
    const { user } = setup([]);
    const form = usernameForm();
    await user.type(input(form, 'Neuer Benutzername'), 'Anna Ahrens');
    await user.tab();
    expect(within(form).getByText('Nur Kleinbuchstaben, Ziffern, Punkt und Bindestrich.')).toBeInTheDocument();
    await user.clear(input(form, 'Neuer Benutzername'));
    await user.type(input(form, 'Neuer Benutzername'), 'anna.ahrens');
    expect(within(form).getByText('Neuer Benutzername und Aktueller Benutzername dürfen nicht übereinstimmen.')).toBeInTheDocument();
  });

  it('shows a name taken meanwhile from the server answer', async () => {
    const { user } = setup([]);
    const form = usernameForm();
    // The check said free, the change finds it taken.
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      const taken = String(url).endsWith('/changeusername');
      const body = taken ? { error: { code: 'Username.Exists' } } : { usernameExists: false };
      return { ok: !taken, status: taken ? 400 : 200, text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch;
    await user.type(input(form, 'Neuer Benutzername'), 'carla.clausen');
    await user.type(input(form, 'Passwort zur Bestätigung'), 'Mein-Passw0rt');
    await user.click(within(form).getByRole('button', { name: 'Benutzername ändern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Dieser Benutzername ist bereits vergeben.');
  });
});
