import { mockEndpoint } from '@compliance/shared-ui/testing';
import { memberStateEndpoint, updateProfileEndpoint } from '@compliance/shared-contracts/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@compliance/shared-ui';
import { fieldName, memberState, renderProfile, settle } from './test-fixtures';

describe('profile details tab', () => {
  afterEach(settle);

  it('prefills the form from the member state and shows username and role read-only', () => {
    renderProfile('/dashboard/profile/details');
    expect(screen.getByRole('textbox', { name: fieldName('Vorname') })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: fieldName('Nachname') })).toHaveValue('Ahrens');
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('anna.ahrens@example.com');
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('+49 30 1234567');
    expect(screen.getByRole('textbox', { name: 'Mobilnummer' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toHaveValue('anna.ahrens');
    expect(screen.getByRole('textbox', { name: 'Rolle' })).toHaveValue('Mitarbeiter');
  });

  it('saves the changed details, sends empty phones as null and hands the fresh member state to the shell', async () => {
    const user = userEvent.setup();
    const fresh = memberState({ firstName: 'Anne' });
    const loggedIn = jest.fn();
    const off = eventBus.on('session:logged-in', loggedIn);
    const { writes } = renderProfile('/dashboard/profile/details', {
      routes: [mockEndpoint(updateProfileEndpoint, { body: { success: true } }), mockEndpoint(memberStateEndpoint, { body: fresh })],
    });
    const firstName = screen.getByRole('textbox', { name: fieldName('Vorname') });
    await user.clear(firstName);
    await user.type(firstName, '  Anne ');
    await user.clear(screen.getByRole('textbox', { name: 'Telefonnummer' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobilnummer' }), '0171 2345678');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(loggedIn).toHaveBeenCalledWith({ state: fresh }));
    off();
    expect(writes('/api/profile/update').map((request) => request.body)).toEqual([
      { email: 'anna.ahrens@example.com', firstName: 'Anne', lastName: 'Ahrens', phoneNumber: null, mobileNumber: '0171 2345678' },
    ]);
  });

  it('requires the names and checks e-mail and phone numbers before sending', async () => {
    const user = userEvent.setup();
    const { writes } = renderProfile('/dashboard/profile/details');
    await user.clear(screen.getByRole('textbox', { name: fieldName('Nachname') }));
    await user.clear(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@');
    await user.type(screen.getByRole('textbox', { name: 'Mobilnummer' }), '12ab');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Nachname ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: fieldName('Nachname') })).toHaveAttribute('aria-invalid', 'true');
    expect(writes('/api/profile/update')).toHaveLength(0);
  });

  it('shows an e-mail address in use as an alert and at the field', async () => {
    const user = userEvent.setup();
    renderProfile('/dashboard/profile/details', {
      language: 'en_GB',
      routes: [mockEndpoint(updateProfileEndpoint, { status: 400, body: { error: { code: 'Member.EmailExists' } } })],
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address is already in use.');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a field the server refused at the field, naming its limit', async () => {
    const user = userEvent.setup();
    renderProfile('/dashboard/profile/details', {
      routes: [
        mockEndpoint(updateProfileEndpoint, {
          status: 400,
          body: {
            error: { code: 'Schema.Invalid', fields: [{ path: 'lastName', message: 'Too big', key: 'maxlength', params: { chars: 100 } }] },
          },
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie höchstens 100 Zeichen ein.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: fieldName('Nachname') })).toHaveAttribute('aria-invalid', 'true');
  });
});
