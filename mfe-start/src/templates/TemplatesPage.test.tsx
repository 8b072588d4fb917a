import { deleteTemplateEndpoint, readTemplateListEndpoint } from '@compliance/shared-contracts/browser';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockEndpoint, FakeUpload, installFakeUploads, sentUpload } from '@compliance/shared-ui/testing';
import { LICENSEE_TEMPLATE, OWN_TEMPLATE } from '../fixtures';
import { renderStart, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const PATH = '/dashboard/apps/templates';
const BOTH_TEMPLATES = { items: [LICENSEE_TEMPLATE, OWN_TEMPLATE], total: 2 };
const ROUTES = [
  mockEndpoint(readTemplateListEndpoint, { body: BOTH_TEMPLATES }),
  mockEndpoint(deleteTemplateEndpoint, { body: { success: true } }),
];

const rowOf = async (name: string) => (await screen.findByRole('gridcell', { name })).closest('[role="row"]') as HTMLElement;
const docx = (name = 'Betriebsanweisung Leiter.docx') =>
  new File(['PK\u0003\u0004'], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

async function openUploadDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Vorlage hochladen' }));
  return screen.findByRole('dialog', { name: 'Vorlage hochladen' });
}

beforeEach(() => {
  installFakeUploads();
});

describe('Templates', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('lists the templates with type, size, language and provider, each to download; a member neither uploads nor deletes', async () => {
    renderStart(PATH, { routes: ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vorlagen' })).toBeInTheDocument();
    const licensee = await rowOf('Unterweisungsnachweis');
    for (const cell of ['PDF', '2,00 KB', 'Deutsch', 'Lizenzgeber'])
      expect(within(licensee).getByRole('gridcell', { name: cell })).toBeInTheDocument();
    const own = await rowOf('Hazard checklist');
    for (const cell of ['Word (DOCX)', '1,50 MB', 'Englisch', 'Ihr Unternehmen'])
      expect(within(own).getByRole('gridcell', { name: cell })).toBeInTheDocument();
    const download = within(own).getByRole('link', { name: 'Herunterladen' });
    expect(download).toHaveAttribute('href', OWN_TEMPLATE.fileUrl);
    expect(download).toHaveAttribute('download');
    expect(screen.queryByRole('button', { name: 'Vorlage hochladen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  });

  it('filters by language and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const { requests } = renderStart(PATH, {
      routes: [
        mockEndpoint(readTemplateListEndpoint, (body) => ({
          body: JSON.stringify(body).includes('en_GB') ? { items: [], total: 0 } : BOTH_TEMPLATES,
        })),
      ],
    });
    await rowOf('Unterweisungsnachweis');
    await user.click(screen.getByRole('combobox', { name: 'Sprache' }));
    await user.click(await screen.findByRole('option', { name: 'Englisch' }));
    // Not "there are none": there are none in English, and the filter can be reset.
    expect(await screen.findByText('Keine Treffer für diese Suche und Filter.')).toBeInTheDocument();
    expect(screen.queryByText('Es sind keine Vorlagen vorhanden.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInTheDocument();
    const last = requests.filter((request) => request.path === '/api/templates/read-list').at(-1);
    expect(last?.body).toMatchObject({ filter: { language: 'en_GB' }, sortBy: 'name', sortDirection: 'asc' });
  });

  it("lets an admin delete the client's own template after confirming, not the licensee's", async () => {
    const user = userEvent.setup();
    const { writes } = renderStart(PATH, { role: 'admin', routes: ROUTES });
    const licensee = await rowOf('Unterweisungsnachweis');
    expect(within(licensee).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    await user.click(within(await rowOf('Hazard checklist')).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Vorlage löschen' });
    expect(confirm).toHaveTextContent('Soll die Vorlage „Hazard checklist“ gelöscht werden?');
    expect(writes('/api/templates/delete-template')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(writes('/api/templates/delete-template').map((request) => request.body)).toEqual([{ templateUuid: OWN_TEMPLATE.uuid }]),
    );
    // The page adds no toast of its own: the shell's success toast of the call says "deleted" (one toast per action).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vorlage löschen' })).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("lets an admin upload a template: the name from the file's, the UI language, the progress, then a fresh list", async () => {
    const user = userEvent.setup();
    const { requests } = renderStart(PATH, { role: 'admin', routes: ROUTES });
    await rowOf('Unterweisungsnachweis');
    const dialog = await openUploadDialog(user);
    expect(within(dialog).getByText('Erlaubte Dateitypen: PDF, DOCX, XLSX, ODT; höchstens 5,00 MB')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Datei der Vorlage'), docx());
    expect(within(dialog).getByText('Betriebsanweisung Leiter.docx (4 Bytes)')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Betriebsanweisung Leiter');
    expect(within(dialog).getByRole('combobox', { name: /^Sprache/ })).toHaveTextContent('Deutsch');
    const listed = requests.filter((request) => request.path === '/api/templates/read-list').length;
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    const upload = await sentUpload();
    expect(upload.url).toBe('/api/templates/upload-template');
    expect(upload.body?.get('filename')).toBeInstanceOf(File);
    expect(upload.body?.get('name')).toBe('Betriebsanweisung Leiter');
    expect(upload.body?.get('language')).toBe('de_DE');
    act(() => upload.progress(50, 100));
    expect(within(dialog).getByRole('progressbar', { name: 'Fortschritt des Hochladens' })).toHaveAttribute('aria-valuenow', '50');
    act(() => upload.respond(200, { success: true, uuid: '88888888-8888-4888-8888-888888888888' }));
    expect(await screen.findByText('Die Vorlage „Betriebsanweisung Leiter“ wurde hochgeladen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vorlage hochladen' })).not.toBeInTheDocument());
    await waitFor(() => expect(requests.filter((request) => request.path === '/api/templates/read-list').length).toBeGreaterThan(listed));
  });

  it("shows the server's reason for a refused file and keeps what was entered", async () => {
    const user = userEvent.setup();
    renderStart(PATH, { role: 'admin', routes: ROUTES });
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Datei der Vorlage'), docx());
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Leitern prüfen');
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    act(() => (FakeUpload.requests[0] as FakeUpload).respond(400, { error: { code: 'File.InvalidType' } }));
    expect((await within(dialog).findAllByText('Dieses Dateiformat ist nicht erlaubt.')).length).toBeGreaterThan(0);
    expect(name).toHaveValue('Leitern prüfen');
    expect(within(dialog).getByText('Betriebsanweisung Leiter.docx (4 Bytes)')).toBeInTheDocument();
  });

  it('refuses a file of another type before sending it, and asks for a file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderStart(PATH, { role: 'admin', routes: ROUTES });
    const dialog = await openUploadDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie eine Datei aus.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Datei der Vorlage'), new File(['GIF89a'], 'plan.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('Bitte wählen Sie eine Datei vom Typ PDF, DOCX, XLSX, ODT aus.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(FakeUpload.requests).toHaveLength(0);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderStart(PATH, { role: 'admin', language: 'en_GB', routes: ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    const own = await rowOf('Hazard checklist');
    for (const cell of ['1.50 MB', 'English', 'Your company'])
      expect(within(own).getByRole('gridcell', { name: cell })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload a template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a template' });
    expect(within(dialog).getByLabelText('Template file')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Language/ })).toHaveTextContent('English');
    expect(within(dialog).getByText('Allowed file types: PDF, DOCX, XLSX, ODT; at most 5.00 MB')).toBeInTheDocument();
  });

  it('says an unknown path below the templates has no page, with the way to the start page', async () => {
    renderStart(`${PATH}/unknown`, { routes: ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/dashboard');
  });
});
