import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  licenseeClientListEndpoint,
  readLicenseeCourseEndpoint,
  updateLicenseeCourseEndpoint,
  updateLicenseeCourseOfferEndpoint,
} from '@compliance/shared-contracts/browser';
import { installFakeUploads, mockEndpoint, sentUpload, type MockRoutes } from '@compliance/shared-ui/testing';
import { renderBackOffice, settle, type RenderBackOfficeOptions } from '../test-utils';
import { ACME_CLIENT_ROW, DEMO_CLIENT_ROW } from '../clients/fixtures';
import { FIRE_SAFETY } from './fixtures';

function setup(extra: MockRoutes = [], options: RenderBackOfficeOptions = {}) {
  const user = userEvent.setup();
  const rendered = renderBackOffice(`/licensee/courses/${FIRE_SAFETY.uuid}`, {
    ...options,
    routes: [
      mockEndpoint(readLicenseeCourseEndpoint, { body: FIRE_SAFETY }),
      mockEndpoint(licenseeClientListEndpoint, { body: { items: [ACME_CLIENT_ROW, DEMO_CLIENT_ROW], total: 2 } }),
      mockEndpoint(updateLicenseeCourseEndpoint, { body: { success: true } }),
      mockEndpoint(updateLicenseeCourseOfferEndpoint, { body: { success: true } }),
      ...extra,
    ],
  });
  return { user, ...rendered };
}

const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('.MuiCard-root') as HTMLElement;
const zip = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'brandschutz-2.zip', { type: 'application/zip' });

describe('a course of the catalog', () => {
  beforeEach(() => installFakeUploads());
  afterEach(settle);

  it('shows its versions newest first with who uploaded them, and its clients with how far they use it', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brandschutz im Betrieb' })).toBeInTheDocument();
    const versions = within(screen.getByRole('list', { name: 'Versionen des Kurses' })).getAllByRole('listitem');
    expect(versions[0]).toHaveTextContent('Brandschutz 2027aktuell');
    expect(versions[0]).toHaveTextContent('03.12.2026 von Leonie Lizenz · SCORM 1.2 · 12 Dateien');
    expect(versions[1]).toHaveTextContent('15.01.2026 (nicht im Backoffice hochgeladen)');
    const clients = within(screen.getByRole('list', { name: 'Kunden mit diesem Kurs' })).getAllByRole('listitem');
    expect(clients.map((client) => client.textContent)).toEqual(['Acme Sicherheitstechnik AGacmeangeboten', 'Demo GmbHdemogenutzt']);
  });

  it('saves the texts of both languages and the duration', async () => {
    const { user, writes } = setup();
    const texts = await card('Beschreibung');
    const english = within(texts).getByRole('textbox', { name: 'Titel (Englisch)' });
    await user.clear(english);
    await user.type(english, 'Fire protection at work');
    const duration = within(texts).getByRole('textbox', { name: 'Dauer in Minuten' });
    await user.clear(duration);
    await user.type(duration, '25');
    await user.click(within(texts).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(updateLicenseeCourseEndpoint.path)).toHaveLength(1));
    expect(writes(updateLicenseeCourseEndpoint.path)[0]?.body).toEqual({
      uuid: FIRE_SAFETY.uuid,
      texts: { de_DE: FIRE_SAFETY.texts.de_DE, en_GB: { ...FIRE_SAFETY.texts.en_GB, title: 'Fire protection at work' } },
      durationMinutes: 25,
    });
  });

  it('refuses an empty German title before sending', async () => {
    const { user, writes } = setup();
    const texts = await card('Beschreibung');
    await user.clear(within(texts).getByRole('textbox', { name: 'Titel (Deutsch)' }));
    await user.click(within(texts).getByRole('button', { name: 'Speichern' }));
    expect(await within(texts).findByText(/Pflichtfeld|erforderlich/i)).toBeInTheDocument();
    expect(writes(updateLicenseeCourseEndpoint.path)).toHaveLength(0);
  });

  it('offers it to chosen clients, starting from those that use it', async () => {
    const { user, writes } = setup();
    const offer = await card('Angebot');
    await user.click(within(offer).getByRole('radio', { name: 'Ausgewählte Kunden' }));
    // The demo client uses the course: it starts chosen.
    expect(within(offer).getByRole('button', { name: /Demo GmbH \(demo\)/ })).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(updateLicenseeCourseOfferEndpoint.path)).toHaveLength(1));
    expect(writes(updateLicenseeCourseOfferEndpoint.path)[0]?.body).toEqual({
      uuid: FIRE_SAFETY.uuid,
      offeredTo: 'chosen',
      clientUuids: [DEMO_CLIENT_ROW.uuid],
    });
  });

  it("shows the server's refusal when a client still uses the course", async () => {
    const { user } = setup([
      mockEndpoint(updateLicenseeCourseOfferEndpoint, { status: 409, body: { error: { code: 'Licensee.CourseInUse' } } }),
    ]);
    const offer = await card('Angebot');
    await user.click(within(offer).getByRole('radio', { name: 'Ausgewählte Kunden' }));
    await user.click(within(offer).getByRole('button', { name: 'Speichern' }));
    expect((await screen.findAllByText(/Mindestens ein Unternehmen nutzt diesen Kurs bereits/)).length).toBeGreaterThan(0);
  });

  it('uploads a new version with its progress', async () => {
    const { user } = setup();
    const versions = await card('Versionen');
    await user.click(within(versions).getByRole('button', { name: 'Neue Version hochladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Version hochladen' });
    await user.upload(within(dialog).getByLabelText('SCORM-Paket (ZIP)'), zip());
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    const upload = await sentUpload();
    expect(upload.url).toBe('/api/licensee/upload-course-version');
    expect(upload.body?.get('uuid')).toBe(FIRE_SAFETY.uuid);
    act(() =>
      upload.respond(200, {
        success: true,
        uuid: FIRE_SAFETY.uuid,
        packageTitle: 'Brandschutz 2028',
        scormVersion: '2004',
        fileCount: 3,
        totalBytes: 10,
        clientsOffered: 0,
        report: {
          organizationCount: 1,
          activities: [{ title: 'Brandschutz 2028', kind: 'sco', launchFile: 'index.html', visible: true }],
          warnings: [],
        },
      }),
    );
    expect(await screen.findByText('Neue Version von „Brandschutz im Betrieb“ hochgeladen.')).toBeInTheDocument();
    // What the package holds; the page behind it stays while the course is read again.
    const report = await screen.findByRole('dialog', { name: 'Inhalt des Pakets' });
    expect(within(report).getByText(/SCORM 2004 mit 1 Lerneinheit \(SCO\) und 0 Materialien\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Neue Version hochladen' })).not.toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Brandschutz im Betrieb' })).toBeInTheDocument();
  });

  it('lets an advisor read it without changing anything', async () => {
    setup([], { role: 'licensee-advisor' });
    const texts = await card('Beschreibung');
    expect(within(texts).getByRole('textbox', { name: 'Titel (Deutsch)' })).toBeDisabled();
    expect(within(texts).queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neue Version hochladen' })).toBeNull();
  });
});
