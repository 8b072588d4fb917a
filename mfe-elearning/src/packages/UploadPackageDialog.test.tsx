import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERMISSIONS,
  type UploadedPackage,
  readCatalogEndpoint,
  readELearningDetailsEndpoint,
  readELearningSettingsEndpoint,
} from '@compliance/shared-contracts/browser';
import { mockEndpoint, FakeUpload, installFakeUploads, sentUpload } from '@compliance/shared-ui/testing';
import { FIRE_SAFETY, FIRE_SAFETY_SETTINGS } from '../fixtures';
import { ELEARNING_PERMISSIONS, page, renderELearning, settle } from '../test-utils';

const CATALOG_PATH = '/dashboard/apps/elearnings/catalog/list';
const OWN_COURSE = { ...FIRE_SAFETY, uuid: '44444444-4444-4444-8444-444444444444', title: 'Staplerfahren im Lager', ownCourse: true };
const ROUTES = [
  mockEndpoint(readCatalogEndpoint, page([FIRE_SAFETY])),
  mockEndpoint(readELearningDetailsEndpoint, { body: OWN_COURSE }),
  mockEndpoint(readELearningSettingsEndpoint, { body: FIRE_SAFETY_SETTINGS }),
];
const UPLOADED: UploadedPackage = {
  elearningUuid: OWN_COURSE.uuid,
  packageTitle: 'Staplerfahren',
  scormVersion: '2004',
  fileCount: 12,
  totalBytes: 48_000,
  report: {
    organizationCount: 2,
    activities: [
      { title: 'Vor der Fahrt', kind: 'sco', launchFile: 'lesson1/index.html', visible: true },
      { title: 'Lasten heben', kind: 'sco', launchFile: 'lesson2/index.html', visible: false },
      { title: 'Checkliste', kind: 'asset', launchFile: 'checklist.pdf', visible: true },
    ],
    warnings: ['OtherOrganizationsIgnored'],
  },
};

const zip = (name = 'stapler.zip') => new File(['PK\u0003\u0004'], name, { type: 'application/zip', lastModified: 1 });

beforeEach(() => {
  installFakeUploads();
});

async function openUploadDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Kurs hochladen' }));
  return screen.findByRole('dialog', { name: 'Kurs hochladen' });
}

async function sendUpload(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
  return sentUpload();
}

describe('uploading a course', () => {
  afterEach(settle);

  it('sends the package with its texts, shows the progress and opens the new course at its settings', async () => {
    const user = userEvent.setup();
    renderELearning(CATALOG_PATH, { routes: ROUTES });
    const dialog = await openUploadDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Staplerfahren im Lager');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dauer in Minuten' }), '30');
    await user.upload(within(dialog).getByLabelText('SCORM-Paket (ZIP)'), zip());
    expect(within(dialog).getByText('stapler.zip (4 Bytes)')).toBeInTheDocument();
    expect(within(dialog).getByText('SCORM-Paket als ZIP-Datei, höchstens 50,00 MB')).toBeInTheDocument();
    const request = await sendUpload(user, dialog);
    expect(request.url).toBe('/api/elearning/upload-package');
    expect(request.body?.get('filename')).toBeInstanceOf(File);
    expect(request.body?.get('title')).toBe('Staplerfahren im Lager');
    expect(request.body?.get('durationMinutes')).toBe('30');
    expect(request.body?.has('elearningUuid')).toBe(false);

    act(() => request.progress(50, 100));
    expect(within(dialog).getByText('Wird hochgeladen … 50 %')).toBeInTheDocument();
    act(() => request.respond(200, UPLOADED));

    expect(await screen.findByText('Der Kurs „Staplerfahren im Lager“ wurde hochgeladen.')).toBeInTheDocument();
    // What the package holds, in the player's order, before the new course opens.
    const report = await screen.findByRole('dialog', { name: 'Inhalt des Pakets' });
    expect(within(report).getByText(/SCORM 2004 mit 2 Lerneinheiten \(SCOs\) und 1 Material\./)).toBeInTheDocument();
    expect(within(report).getByRole('alert', { name: 'Hinweise zum Paket' })).toHaveTextContent(
      'Das Paket hat 2 Gliederungen; nur die Standard-Gliederung wird abgespielt.',
    );
    const items = within(within(report).getByRole('list', { name: 'Lerneinheiten und Materialien' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Vor der FahrtLerneinheit (SCO) · lesson1/index.html',
      'Lasten hebenLerneinheit (SCO) · lesson2/index.html · im Inhaltsverzeichnis ausgeblendet',
      'ChecklisteMaterial · checklist.pdf',
    ]);
    await userEvent.click(within(report).getByRole('button', { name: 'Fertig' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staplerfahren im Lager' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kursinhalt' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Kurs hochladen' })).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused package and keeps what was entered", async () => {
    const user = userEvent.setup();
    renderELearning(CATALOG_PATH, { routes: ROUTES });
    const dialog = await openUploadDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Mein Kurs');
    await user.upload(within(dialog).getByLabelText('SCORM-Paket (ZIP)'), zip());
    const request = await sendUpload(user, dialog);
    act(() => request.respond(400, { error: { code: 'ELearning.ManifestInvalid' } }));
    expect(await within(dialog).findByText(/kein gültiges SCORM-Paket/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Titel' })).toHaveValue('Mein Kurs');
  });

  it('refuses a file that is no zip before sending it, and asks for a file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderELearning(CATALOG_PATH, { routes: ROUTES });
    const dialog = await openUploadDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie eine ZIP-Datei aus.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('SCORM-Paket (ZIP)'), new File(['%PDF'], 'kurs.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(within(dialog).getByText('Bitte wählen Sie eine ZIP-Datei aus.')).toBeInTheDocument();
    expect(FakeUpload.requests).toHaveLength(0);
  });

  it('is offered to the company owner only', async () => {
    renderELearning(CATALOG_PATH, {
      routes: ROUTES,
      role: 'admin',
      permissions: ELEARNING_PERMISSIONS.filter((permission) => permission !== PERMISSIONS.elearning.uploadPackage),
    });
    await screen.findByRole('heading', { level: 1, name: 'E-Learning-Katalog' });
    expect(screen.queryByRole('button', { name: 'Kurs hochladen' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderELearning(CATALOG_PATH, { routes: ROUTES, language: 'en_GB' });
    await user.click(await screen.findByRole('button', { name: 'Upload a course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a course' });
    expect(within(dialog).getByLabelText('SCORM package (ZIP)')).toBeInTheDocument();
    expect(within(dialog).getByText('A SCORM package as a ZIP file, at most 50.00 MB')).toBeInTheDocument();
  });
});

describe('replacing the package of an own course', () => {
  afterEach(settle);

  it('sends the new package for the course, without texts', async () => {
    const user = userEvent.setup();
    renderELearning(`/dashboard/apps/elearnings/catalog/details/${OWN_COURSE.uuid}/settings`, { routes: ROUTES });
    const content = await screen.findByRole('region', { name: 'Kursinhalt' });
    await user.click(within(content).getByRole('button', { name: 'Paket ersetzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paket von „Staplerfahren im Lager“ ersetzen' });
    expect(within(dialog).queryByRole('textbox', { name: 'Titel' })).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('SCORM-Paket (ZIP)'), zip());
    const request = await sendUpload(user, dialog);
    expect(request.body?.get('elearningUuid')).toBe(OWN_COURSE.uuid);
    expect(request.body?.has('title')).toBe(false);
    act(() => request.respond(200, UPLOADED));
    expect(await screen.findByText('Das Paket wurde ersetzt.')).toBeInTheDocument();
    const report = await screen.findByRole('dialog', { name: 'Inhalt des Pakets' });
    await userEvent.click(within(report).getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("is not offered on the licensee's courses", async () => {
    renderELearning(`/dashboard/apps/elearnings/catalog/details/${FIRE_SAFETY.uuid}/settings`, {
      routes: [...ROUTES, mockEndpoint(readELearningDetailsEndpoint, { body: FIRE_SAFETY })],
    });
    await screen.findByRole('heading', { level: 1, name: FIRE_SAFETY.title });
    expect(screen.queryByRole('button', { name: 'Paket ersetzen' })).not.toBeInTheDocument();
  });
});
