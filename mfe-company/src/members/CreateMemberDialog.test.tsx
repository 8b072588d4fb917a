import { mockEndpoint, type MockRoutes } from '@compliance/shared-ui/testing';
import {
  checkUsernameEndpoint,
  createMemberEndpoint,
  locationListEndpoint,
  memberListEndpoint,
  orgUnitListEndpoint,
} from '@compliance/shared-contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hashPassword } from '@compliance/shared-contracts';
import { fieldName, page, renderCompany, renderInCompany, settle } from '../test-utils';
import { CreateMemberDialog } from './CreateMemberDialog';
import { MEMBERS, ORG_UNIT } from './fixtures';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const CREATE = '/api/member/createmember';

const ROUTES: MockRoutes = [
  mockEndpoint(memberListEndpoint, page(MEMBERS)),
  mockEndpoint(orgUnitListEndpoint, page([ORG_UNIT])),
  mockEndpoint(locationListEndpoint, page([])),
  mockEndpoint(checkUsernameEndpoint, (body) => ({ body: { usernameExists: body.username === 'taken.user' } })),
  mockEndpoint(createMemberEndpoint, { body: { success: true, uuid: '44444444-4444-4444-8444-444444444444' } }),
];

/** The dialog alone, as the list page opens it: what its fields do needs no list behind it. */
async function openDialog(extra: MockRoutes = []) {
  const user = userEvent.setup();
  const onClose = jest.fn();
  const rendered = renderInCompany(<CreateMemberDialog onClose={onClose} />, '/dashboard/company/members/list', {
    routes: [...ROUTES, ...extra],
  });
  const dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter anlegen' });
  return { user, onClose, dialog, ...rendered };
}

/** The list page, and the dialog opened from its button. */
async function openDialogFromList(extra: MockRoutes = []) {
  const user = userEvent.setup();
  const rendered = renderCompany('/dashboard/company/members/list', { routes: [...ROUTES, ...extra] });
  await screen.findByRole('gridcell', { name: 'Anna' });
  await user.click(screen.getByRole('button', { name: 'Mitarbeiter anlegen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter anlegen' });
  return { user, dialog, ...rendered };
}

const textbox = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: fieldName(label) });
const password = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(fieldName(label), { selector: 'input' });

describe('create member dialog', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('closes at once while nothing was typed', async () => {
    const { user } = await openDialogFromList();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mitarbeiter anlegen' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Änderungen verwerfen?' })).not.toBeInTheDocument();
  });

  it('asks before it discards what was typed; Escape in the org-unit list closes only the list', async () => {
    const { user, dialog, onClose } = await openDialog([
      mockEndpoint(
        orgUnitListEndpoint,
        page([
          ORG_UNIT,
          { ...ORG_UNIT, uuid: '55555555-5555-4555-8555-555555555555', orgUnitIdentifier: 'einkauf', orgUnitName: 'Einkauf' },
        ]),
      ),
    ]);
    await user.type(textbox(dialog, 'Vorname'), 'Berta');
    const units = within(dialog).getByRole('combobox', { name: 'Organisationseinheiten' });
    await user.click(units);
    await user.click(await screen.findByRole('option', { name: 'Vertrieb' }));
    // The list stays open for the next pick.
    await user.click(await screen.findByRole('option', { name: 'Einkauf' }));
    await user.keyboard('{Escape}');
    expect(units).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Mitarbeiter anlegen' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(ask).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Änderungen verwerfen?' })).not.toBeInTheDocument());
    expect(textbox(dialog, 'Vorname')).toHaveValue('Berta');
    expect(within(dialog).getByRole('button', { name: 'Vertrieb' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Einkauf' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' })).getByRole('button', { name: 'Verwerfen' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows the required messages and sends nothing', async () => {
    const { user, writes, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Vorname ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(within(dialog).getByText('Nachname ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(within(dialog).getByText('Benutzername ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(textbox(dialog, 'Vorname')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(CREATE)).toHaveLength(0);
  });

  it('checks e-mail, phone numbers and the username rule once the fields were touched', async () => {
    const { user, dialog } = await openDialog();
    await user.type(textbox(dialog, 'E-Mail-Adresse'), 'anna@');
    await user.type(textbox(dialog, 'Telefonnummer'), '12ab');
    await user.type(textbox(dialog, 'Benutzername'), 'Anna Ahrens');
    await user.tab();
    expect(await within(dialog).findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
    expect(within(dialog).getByText('Nur Kleinbuchstaben, Ziffern, Punkt und Bindestrich.')).toBeInTheDocument();
  });

  it('suggests first.last as username until edited and reports a taken username after the check', async () => {
    const { user, requests, dialog } = await openDialog();
    await user.type(textbox(dialog, 'Vorname'), 'Jörg');
    await user.type(textbox(dialog, 'Nachname'), 'Müller');
    expect(textbox(dialog, 'Benutzername')).toHaveValue('joerg.mueller');
    const username = textbox(dialog, 'Benutzername');
    await user.clear(username);
    await user.type(username, 'taken.user');
    await user.tab();
    await user.type(textbox(dialog, 'Vorname'), 'x');
    expect(textbox(dialog, 'Benutzername')).toHaveValue('taken.user');
    expect(await within(dialog).findByText('Dieser Benutzername ist bereits vergeben.')).toBeInTheDocument();
    const checks = requests.filter((request) => request.path === '/api/profile/checkusername').map((request) => request.body);
    expect(checks).toContainEqual({ username: 'taken.user', forNewMember: true });
  });

  it('checks the postal code for the chosen country: 4 digits are wrong in Germany, right in Austria', async () => {
    const { user, dialog } = await openDialog();
    await user.type(textbox(dialog, 'Postleitzahl'), '1010');
    await user.tab();
    expect(await within(dialog).findByText('Bitte geben Sie eine gültige Postleitzahl ein.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Land' }));
    await user.click(await screen.findByRole('option', { name: 'Österreich' }));
    await waitFor(() => expect(within(dialog).queryByText('Bitte geben Sie eine gültige Postleitzahl ein.')).not.toBeInTheDocument());
  });

  it('checks the initial password rule and its confirmation', async () => {
    const { user, dialog } = await openDialog();
    await user.type(password(dialog, 'Initialpasswort'), 'short');
    await user.type(password(dialog, 'Initialpasswort bestätigen'), 'other');
    await user.tab();
    expect(await within(dialog).findByText(/Das Passwort braucht mindestens 8 Zeichen/)).toBeInTheDocument();
    expect(within(dialog).getByText('Initialpasswort bestätigen und Initialpasswort müssen übereinstimmen.')).toBeInTheDocument();
  });

  it('creates the member with the hashed password, the chosen org unit and the defaults, then reloads the list', async () => {
    const { user, dialog, writes } = await openDialogFromList();
    await user.type(textbox(dialog, 'Vorname'), 'Clara');
    await user.type(textbox(dialog, 'Nachname'), 'Cordes');
    await user.type(textbox(dialog, 'E-Mail-Adresse'), 'clara@example.com');
    await user.type(textbox(dialog, 'Postleitzahl'), '10115');
    await user.click(within(dialog).getByRole('combobox', { name: 'Organisationseinheiten' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Organisationseinheiten' }), 'Ver');
    await user.click(await screen.findByRole('option', { name: 'Vertrieb' }));
    await user.type(password(dialog, 'Initialpasswort'), 'Start-Passw0rd!');
    await user.type(password(dialog, 'Initialpasswort bestätigen'), 'Start-Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(writes(CREATE)).toHaveLength(1));
    expect(writes(CREATE)[0]?.body).toEqual({
      firstName: 'Clara',
      lastName: 'Cordes',
      email: 'clara@example.com',
      username: 'clara.cordes',
      roleIdentifier: 'member',
      birthDate: null,
      phoneNumber: null,
      mobileNumber: null,
      specialAttributes: [],
      gender: 'd',
      street: null,
      additionalAddress: null,
      postalCode: '10115',
      city: null,
      country: 'DE',
      externalCompany: null,
      initialPassword: hashPassword('Start-Passw0rd!'),
      orgUnitUuids: [ORG_UNIT.uuid],
      options: { createElearningTasks: true, createRiskAssessmentTasks: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mitarbeiter anlegen' })).not.toBeInTheDocument());
    await waitFor(() => expect(writes('/api/memberlist/getlist')).toHaveLength(2));
  });

  it('offers super-admin only with the permission to create one', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: fieldName('Rolle') }));
    expect(await screen.findByRole('option', { name: 'Super-Admin' })).toBeInTheDocument();
  });

  it('shows a username the server calls taken at the field', async () => {
    const { user, dialog } = await openDialog([
      mockEndpoint(createMemberEndpoint, { status: 400, body: { error: { code: 'Username.Exists' } } }),
    ]);
    await user.type(textbox(dialog, 'Vorname'), 'Clara');
    await user.type(textbox(dialog, 'Nachname'), 'Cordes');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dieser Benutzername ist bereits vergeben.');
    expect(textbox(dialog, 'Benutzername')).toHaveAttribute('aria-invalid', 'true');
  });
});
