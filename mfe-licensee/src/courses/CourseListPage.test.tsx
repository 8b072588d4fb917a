import { act, screen, waitFor, within } from '@testing-library/react';
import { licenseeCourseListEndpoint, readLicenseeCourseEndpoint } from '@compliance/shared-contracts/browser';
import { FakeUpload, installFakeUploads, mockEndpoint, sentUpload } from '@compliance/shared-ui/testing';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, settle, type RenderBackOfficeOptions } from '../test-utils';
import { FIRE_SAFETY, FIRE_SAFETY_ROW } from './fixtures';

function setup(options: RenderBackOfficeOptions = {}) {
  const user = userEvent.setup();
  const rendered = renderBackOffice('/licensee/courses', {
    ...options,
    routes: [
      mockEndpoint(licenseeCourseListEndpoint, { body: { items: [FIRE_SAFETY_ROW], total: 1 } }),
      mockEndpoint(readLicenseeCourseEndpoint, { body: FIRE_SAFETY }),
    ],
  });
  return { user, ...rendered };
}

const rowOf = async (text: string) => (await screen.findByRole('gridcell', { name: text })).closest('[role="row"]') as HTMLElement;
const zip = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'leitern.zip', { type: 'application/zip' });

describe('the course list', () => {
  beforeAll(() => preloadDataTableGrid());
  beforeEach(() => installFakeUploads());
  afterEach(settle);

  it('shows each course in the page language with its offer, clients and versions', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Kurse' })).toBeInTheDocument();
    const row = await rowOf('Brandschutz im Betrieb');
    expect(within(row).getByRole('gridcell', { name: 'Alle Kunden' })).toBeInTheDocument();
    expect(within(row).getByRole('gridcell', { name: '03.12.2026' })).toBeInTheDocument();
  });

  it('shows English titles in English', async () => {
    setup({ language: 'en_GB' });
    const row = await rowOf('Fire safety at work');
    expect(within(row).getByRole('gridcell', { name: 'All clients' })).toBeInTheDocument();
  });

  it('uploads a course with its texts and offer, shows the progress and opens the new course', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Kurs hochladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kurs hochladen' });
    await user.upload(within(dialog).getByLabelText('SCORM-Paket (ZIP)'), zip());
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel (Deutsch)' }), 'Sicher auf Leitern');
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel (Englisch)' }), 'Ladder safety');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dauer in Minuten' }), '15');
    await user.click(within(dialog).getByRole('radio', { name: 'Ausgewählte Kunden' }));
    expect(within(dialog).getByText('Nur die ausgewählten Kunden erhalten den Kurs als inaktives E-Learning.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    const upload = await sentUpload();
    expect(upload.url).toBe('/api/licensee/upload-course');
    expect(upload.body?.get('filename')).toBeInstanceOf(File);
    expect(upload.body?.get('titleDe')).toBe('Sicher auf Leitern');
    expect(upload.body?.get('titleEn')).toBe('Ladder safety');
    expect(upload.body?.get('durationMinutes')).toBe('15');
    expect(upload.body?.get('offeredTo')).toBe('chosen');
    act(() => upload.progress(50, 100));
    expect(within(dialog).getByRole('progressbar', { name: 'Fortschritt des Hochladens' })).toHaveAttribute('aria-valuenow', '50');
    act(() =>
      upload.respond(200, {
        success: true,
        uuid: FIRE_SAFETY.uuid,
        packageTitle: 'Leitern',
        scormVersion: '1.2',
        fileCount: 3,
        totalBytes: 10,
        clientsOffered: 0,
        report: {
          organizationCount: 1,
          activities: [
            { title: 'Die Leiter prüfen', kind: 'sco', launchFile: 'check/index.html', visible: true },
            { title: 'Test', kind: 'sco', launchFile: 'quiz/index.html', visible: true },
          ],
          warnings: ['PrerequisitesIgnored'],
        },
      }),
    );
    expect(await screen.findByText('Kurs „Sicher auf Leitern“ hochgeladen.')).toBeInTheDocument();
    // What the package holds, before the new course opens.
    const report = await screen.findByRole('dialog', { name: 'Inhalt des Pakets' });
    expect(within(report).getByText(/SCORM 1\.2 mit 2 Lerneinheiten \(SCOs\) und 0 Materialien\./)).toBeInTheDocument();
    expect(within(report).getByRole('alert', { name: 'Hinweise zum Paket' })).toHaveTextContent(/Voraussetzungen .* werden nicht geprüft/);
    const lessons = within(within(report).getByRole('list', { name: 'Lerneinheiten und Materialien' })).getAllByRole('listitem');
    expect(lessons.map((lesson) => lesson.textContent)).toEqual([
      'Die Leiter prüfenLerneinheit (SCO) · check/index.html',
      'TestLerneinheit (SCO) · quiz/index.html',
    ]);
    expect(screen.queryByRole('heading', { level: 1, name: 'Brandschutz im Betrieb' })).not.toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Fertig' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Brandschutz im Betrieb' })).toBeInTheDocument();
  });

  it("shows the server's reason for a refused package at the file and keeps the texts", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Kurs hochladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kurs hochladen' });
    await user.upload(within(dialog).getByLabelText('SCORM-Paket (ZIP)'), zip());
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel (Deutsch)' }), 'Sicher auf Leitern');
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    await sentUpload();
    act(() => (FakeUpload.requests[0] as FakeUpload).respond(400, { error: { code: 'ELearning.ManifestInvalid' } }));
    await waitFor(() => expect(within(dialog).getAllByText(/imsmanifest/i).length).toBeGreaterThan(0));
    expect(within(dialog).getByRole('textbox', { name: 'Titel (Deutsch)' })).toHaveValue('Sicher auf Leitern');
  });

  it('offers no upload to an advisor', async () => {
    setup({ role: 'licensee-advisor' });
    await rowOf('Brandschutz im Betrieb');
    expect(screen.queryByRole('button', { name: 'Kurs hochladen' })).toBeNull();
  });
});
