import { importMemberCsvEndpoint } from '@compliance/shared-contracts/browser';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hashPassword, type MemberImportReport } from '@compliance/shared-contracts';
import { installFakeUploads, mockEndpoint, sentUpload } from '@compliance/shared-ui/testing';
import { renderCompany, settle } from '../test-utils';

const report = (overrides: Partial<MemberImportReport> = {}): MemberImportReport => ({
  importUuid: '55555555-5555-4555-8555-555555555555',
  filename: 'mitarbeiter.csv',
  delimiter: ';',
  encoding: 'utf-8',
  columns: ['firstName', 'lastName', 'email'],
  totalRows: 3,
  validRows: 3,
  invalidRows: 0,
  errors: [],
  memberCount: 10,
  maxMembers: 100,
  ...overrides,
});

const csv = () => new File(['firstName;lastName\nAnna;Ahrens\n'], 'mitarbeiter.csv', { type: 'text/csv', lastModified: 1 });

beforeEach(() => {
  installFakeUploads();
});

async function upload(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('CSV-Datei auswählen'), csv());
  await user.click(screen.getByRole('button', { name: 'Hochladen' }));
  return sentUpload();
}

describe('member import wizard', () => {
  afterEach(settle);

  it('uploads the CSV with the options, shows the errors of the report and keeps the import disabled', async () => {
    const user = userEvent.setup();
    renderCompany('/dashboard/company/members/import');
    expect(screen.getByRole('heading', { level: 1, name: 'Mitarbeiter importieren' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Einladung per E-Mail' }));
    const request = await upload(user);
    expect(request.url).toBe('/api/memberimport/upload-csv');
    expect(request.body?.get('filename')).toBeInstanceOf(File);
    expect(request.body?.get('usernameOption')).toBe('column');
    expect(request.body?.get('passwordMode')).toBe('byEmail');
    act(() =>
      request.respond(
        200,
        report({
          validRows: 1,
          invalidRows: 3,
          errors: [
            { row: 2, column: 'email', code: 'email' },
            { row: 3, column: 'username', code: 'Username.Exists' },
            { row: 4, column: 'lastName', code: 'maxlength', params: { chars: 100 } },
          ],
        }),
      ),
    );

    expect(await screen.findByRole('heading', { name: 'Prüfbericht für mitarbeiter.csv' })).toBeInTheDocument();
    expect(screen.getByText('3 Zeilen sind ungültig. Bitte korrigieren Sie die Datei und laden Sie sie erneut hoch.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Fehler in der Datei' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2', 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      ['3', 'username', 'Dieser Benutzername ist bereits vergeben.'],
      ['4', 'lastName', 'Bitte geben Sie höchstens 100 Zeichen ein.'],
    ]);
    expect(screen.getByRole('button', { name: '1 Mitarbeiter importieren' })).toBeDisabled();
  });

  it('checks the file again when an option changes', async () => {
    const user = userEvent.setup();
    renderCompany('/dashboard/company/members/import');
    const first = await upload(user);
    act(() => first.respond(200, report({ invalidRows: 1, validRows: 2, errors: [{ row: 2, column: 'username', code: 'required' }] })));
    await screen.findByRole('table', { name: 'Fehler in der Datei' });
    await user.click(screen.getByRole('radio', { name: 'Als vorname.nachname erzeugen' }));
    const second = await sentUpload(2);
    expect(second.body?.get('usernameOption')).toBe('firstname.lastname');
    expect(screen.getByRole('progressbar', { name: 'Datei wird erneut geprüft' })).toBeInTheDocument();
    act(() => second.respond(200, report()));
    expect(await screen.findByText('Alle 3 Zeilen sind gültig und können importiert werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 Mitarbeiter importieren' })).toBeEnabled();
  });

  it('imports a valid file with the hashed initial password and shows the result', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany('/dashboard/company/members/import', {
      routes: [mockEndpoint(importMemberCsvEndpoint, { body: { success: true, imported: 3, invitationsSent: 0 } })],
    });
    const request = await upload(user);
    act(() => request.respond(200, report()));
    const importButton = await screen.findByRole('button', { name: '3 Mitarbeiter importieren' });
    await user.click(importButton);
    expect(await screen.findByText('Initialpasswort ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(writes('/api/memberimport/import-csv')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Initialpasswort\s*\*?$/), 'Start-Passw0rd!');
    await user.type(screen.getByLabelText(/^Initialpasswort bestätigen\s*\*?$/), 'Start-Passw0rd!');
    await user.click(importButton);

    expect(await screen.findByRole('status')).toHaveTextContent('3 Mitarbeiter wurden importiert.');
    expect(writes('/api/memberimport/import-csv').map((call) => call.body)).toEqual([
      {
        importUuid: report().importUuid,
        usernameOption: 'column',
        passwordMode: 'initial',
        initialPassword: hashPassword('Start-Passw0rd!'),
      },
    ]);
    expect(screen.getByRole('link', { name: 'Zur Mitarbeiterliste' })).toHaveAttribute('href', '/dashboard/company/members/list');
  });

  it('imports nothing while the confirmation differs from the initial password', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany('/dashboard/company/members/import');
    const request = await upload(user);
    act(() => request.respond(200, report()));
    await user.type(await screen.findByLabelText(/^Initialpasswort\s*\*?$/), 'Start-Passw0rd!');
    await user.type(screen.getByLabelText(/^Initialpasswort bestätigen\s*\*?$/), 'Start-Passw0rd?');
    await user.click(screen.getByRole('button', { name: '3 Mitarbeiter importieren' }));
    expect(await screen.findByText('Initialpasswort bestätigen und Initialpasswort müssen übereinstimmen.')).toBeInTheDocument();
    expect(writes('/api/memberimport/import-csv')).toHaveLength(0);
  });

  it('imports by e-mail invitation without asking for a password', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany('/dashboard/company/members/import', {
      routes: [mockEndpoint(importMemberCsvEndpoint, { body: { success: true, imported: 3, invitationsSent: 3 } })],
    });
    await user.click(screen.getByRole('radio', { name: 'Einladung per E-Mail' }));
    const request = await upload(user);
    act(() => request.respond(200, report()));
    await user.click(await screen.findByRole('button', { name: '3 Mitarbeiter importieren' }));

    expect(await screen.findByRole('status')).toHaveTextContent('3 Mitarbeiter wurden importiert.');
    expect(screen.queryByLabelText(/^Initialpasswort/)).not.toBeInTheDocument();
    expect(writes('/api/memberimport/import-csv').map((call) => call.body)).toEqual([
      { importUuid: report().importUuid, usernameOption: 'column', passwordMode: 'byEmail', initialPassword: null },
    ]);
  });

  it('says why a file could not be processed', async () => {
    const user = userEvent.setup();
    renderCompany('/dashboard/company/members/import');
    const request = await upload(user);
    act(() => request.respond(400, { error: { code: 'MemberImport.EmptyFile' } }));
    expect(await screen.findByText('Die CSV-Datei enthält keine Zeilen.', { selector: '.MuiAlert-message' })).toBeInTheDocument();
  });

  it('states the row limit and says when a file passes it', async () => {
    const user = userEvent.setup();
    renderCompany('/dashboard/company/members/import');
    expect(
      await screen.findByText('Höchstens 100.000 Mitarbeiter je Datei; größere Belegschaften importieren Sie in mehreren Dateien.'),
    ).toBeInTheDocument();
    const request = await upload(user);
    act(() => request.respond(400, { error: { code: 'MemberImport.TooManyRows' } }));
    expect(
      await screen.findByText('Die CSV-Datei enthält mehr als 100.000 Mitarbeiterzeilen. Bitte teilen Sie sie auf mehrere Dateien auf.', {
        selector: '.MuiAlert-message',
      }),
    ).toBeInTheDocument();
  });
});
