import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { demoCoursePackage } from '@compliance/api/demo-package';
import { test, trackRequests, waitForSettled } from '../support/settle';
import { freshTag } from '../support/company';
import { waitForResetLink } from '../support/mail';
import {
  DEMO_PASSWORD,
  expectAccessible,
  passwordInput,
  rowLink,
  saveScreenshot,
  signIn,
  signInAndLand,
  signOut,
  toggleSidebarWhenSettled,
} from '../support/ui';

// The licensee's back office (decision 0013, docs/areas/back-office.md): its staff sign in
// without a company ID and run the licensee's clients.

/** Signs a member of the licensee's staff in through the back office's login and waits for the client list. */
async function signInToBackOffice(page: Page, username = 'licenseeadmin'): Promise<void> {
  await page.goto('/auth/licensee-login');
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(username);
  await passwordInput(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/licensee\/clients$/);
  await waitForSettled(page, rowLink(page, 'Demo GmbH'));
}

test('back office: staff sign in without a company ID, find their clients, and sign out to their own login', async ({ page }) => {
  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
  await expect(page).toHaveTitle('Kunden - Demo Licensee');
  await expect(page.getByRole('banner')).toContainText('Leonie Lizenz · Lizenznehmer-Admin');
  await expect(page.getByRole('gridcell', { name: 'Acme Sicherheitstechnik AG' })).toBeVisible();
  await expectAccessible(page, 'clients');
  await saveScreenshot(page, 'back-office-clients');

  await page.getByRole('searchbox', { name: 'Name, Firmen-ID oder Ort' }).fill('köln');
  await expect(page.getByRole('gridcell', { name: 'Demo GmbH' })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: 'Acme Sicherheitstechnik AG' })).toBeVisible();
  await rowLink(page, 'Acme Sicherheitstechnik AG').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Sicherheitstechnik AG' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Höchstzahl Mitarbeiter/ })).toHaveValue('200');
  await expectAccessible(page, 'client');

  await page.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/auth\/licensee-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backoffice' })).toBeVisible();
  await page.goto('/licensee/clients');
  await expect(page).toHaveURL(/\/auth\/licensee-login\?returnUrl=%2Flicensee%2Fclients$/);
});

test('back office: a wrong password is refused without naming a company ID, and a company member has no way in', async ({ page }) => {
  await page.goto('/auth/licensee-login');
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('licenseeadmin');
  await passwordInput(page).fill('Wrong-Passw0rd!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
  await expectAccessible(page, 'licensee-login');

  await signIn(page, 'demo', 'admin');
  await expect(page).toHaveURL(/\/dashboard\//);
  await page.goto('/licensee/clients');
  await expect(page).toHaveURL(/\/auth\/licensee-login/);
  await expect(page.getByRole('alert')).toContainText('Sie sind bereits angemeldet.');
});

test('back office: a new client, its super-admin sets a password by mail and signs in; deactivated, its members are out', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = freshTag();
  const identifier = `kunde-${tag}`;
  const owner = `chefin.${tag}`;
  await signInToBackOffice(page);
  await page.getByRole('button', { name: 'Kunden anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kunden anlegen' });
  const field = (name: string) => dialog.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await field('Name').fill(`Neukunde ${tag} GmbH`);
  await field('Höchstzahl Mitarbeiter').fill('50');
  await field('PLZ').fill('20457');
  await field('Ort').fill('Hamburg');
  await field('Firmen-ID').fill(identifier);
  await field('Vorname').fill('Nora');
  await field('Nachname').fill('Neu');
  await field('Benutzername').fill(owner);
  await field('E-Mail-Adresse').fill(`${owner}@neukunde.example`);
  await expectAccessible(page, 'create-client');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Neukunde ${tag} GmbH` })).toBeVisible();
  await expect(page.getByText('1 von 50')).toBeVisible();

  // No package yet: the licensee books the complete one (E-Learnings, risk assessments, templates, calendar).
  const bookings = page.getByRole('list', { name: 'Gebuchte Pakete' });
  await expect(page.getByText('Für diesen Kunden ist noch kein Paket gebucht.')).toBeVisible();
  await page.getByRole('button', { name: 'Paket buchen' }).click();
  const booking = page.getByRole('dialog', { name: 'Paket buchen' });
  await booking.getByRole('combobox', { name: /^Paket/ }).click();
  await page.getByRole('option', { name: /^Komplettpaket/ }).click();
  await expectAccessible(page, 'book-package');
  await booking.getByRole('button', { name: 'Buchen' }).click();
  await expect(bookings.getByRole('listitem')).toContainText('gilt heute');
  await expect(page.getByText('E-Learnings, Gefährdungsbeurteilungen, Vorlagen, Kalender', { exact: true })).toBeVisible();
  await expectAccessible(page, 'client-areas');
  await saveScreenshot(page, 'back-office-client-areas');

  // The first super-admin sets a password by the link mailed to them, then signs in with it.
  const member = await browser.newContext({ baseURL });
  try {
    const memberPage = await member.newPage();
    trackRequests(memberPage);
    await memberPage.goto(await waitForResetLink(owner));
    await passwordInput(memberPage, 'Neues Passwort').fill('Neukunde-Passw0rt!');
    await passwordInput(memberPage, 'Passwort bestätigen').fill('Neukunde-Passw0rt!');
    await memberPage.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(memberPage).toHaveURL(/\/dashboard\//);
    const nav = memberPage.getByRole('navigation', { name: 'Hauptnavigation' });
    await toggleSidebarWhenSettled(memberPage, memberPage.getByRole('heading', { level: 1 }));
    await expect(nav.getByRole('button', { name: 'Gefährdungsbeurteilungen' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'E-Learnings' })).toBeVisible();

    // The licensee switches risk assessments off for the client: gone at the member's next page.
    const areas = page.getByRole('form', { name: 'Bereiche des Kunden' });
    await areas.getByRole('combobox', { name: 'Gefährdungsbeurteilungen' }).click();
    await page.getByRole('option', { name: 'Ausgeschaltet' }).click();
    await areas.getByRole('button', { name: 'Speichern' }).click();
    await expect(areas.getByText('Für den Kunden jetzt: aus')).toBeVisible();
    await nav.getByRole('link', { name: 'Meine Übersicht' }).click();
    await toggleSidebarWhenSettled(memberPage, memberPage.getByRole('heading', { level: 1, name: 'Meine Übersicht' }));
    await expect(nav.getByRole('button', { name: 'Gefährdungsbeurteilungen' })).toHaveCount(0);
    await expect(memberPage.getByRole('tab', { name: 'Gefährdungsbeurteilungen' })).toHaveCount(0);
    // Asked before the page knew, the area's request is not an error to show.
    await expect(memberPage.getByText('Der Zugriff ist nicht erlaubt.')).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'E-Learnings' })).toBeVisible();

    // Deactivated, the client's member is signed out at the next page.
    await page.getByRole('button', { name: 'Kunden deaktivieren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kunden deaktivieren' });
    await expect(confirm).toContainText('Es wird nichts gelöscht');
    await confirm.getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(page.getByText(/^Deaktiviert seit/)).toBeVisible();
    await memberPage.goto('/dashboard/profile/details');
    await expect(memberPage).toHaveURL(/\/auth\/login/);
    await memberPage.goto(`/auth/login/${identifier}`);
    await memberPage.getByRole('textbox', { name: 'Benutzername' }).fill(owner);
    await passwordInput(memberPage).fill('Neukunde-Passw0rt!');
    await memberPage.getByRole('button', { name: 'Anmelden' }).click();
    await expect(memberPage.getByRole('alert')).toContainText('Ihr Unternehmen ist deaktiviert.');

    await page.getByRole('button', { name: 'Kunden aktivieren' }).click();
    await page.getByRole('dialog', { name: 'Kunden aktivieren' }).getByRole('button', { name: 'Aktivieren' }).click();
    await expect(page.getByText(/^Deaktiviert seit/)).toHaveCount(0);
    await memberPage.getByRole('button', { name: 'Anmelden' }).click();
    await expect(memberPage).toHaveURL(/\/dashboard\//);
  } finally {
    await member.close();
  }
});

test("back office: an advisor enters a client as its support from the client's page", async ({ page }) => {
  await signInToBackOffice(page, 'advisor');
  await rowLink(page, 'Acme Sicherheitstechnik AG').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Sicherheitstechnik AG' })).toBeVisible();
  await expect(page.getByText('Support-Anmeldung')).toBeVisible();
  await page.getByRole('button', { name: 'Als Support anmelden' }).click();
  // The support session lands on the first page its role may see; it settles before the header is used.
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/start/infopoint');
  await waitForSettled(page, page.getByRole('heading', { level: 1, name: 'Mein Infopoint' }));
  await expect(page.getByRole('banner')).toContainText('Clara Beraterin');
  await expect(page.getByText('Kundenberater', { exact: true })).toBeVisible();
  // The back-office session became the support session: once it ends, the back office asks to sign in again.
  await signOut(page);
  await page.goto('/licensee/clients');
  await expect(page).toHaveURL(/\/auth\/licensee-login\?returnUrl=/);
});

test("back office: the licensee changes its primary colour with a live preview, and the client's pages show it", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToBackOffice(page);
  await page.getByRole('navigation', { name: 'Backoffice-Navigation' }).getByRole('link', { name: 'Erscheinungsbild' }).click();
  const configuration = page.getByRole('form', { name: 'Konfiguration' });
  await waitForSettled(page, configuration);
  const primary = configuration.getByRole('group', { name: 'Helles Design' }).getByRole('textbox', { name: /^Hauptfarbe/ });
  const preview = page.getByRole('group', { name: 'Vorschau hell' });
  const save = async () => {
    await configuration.getByRole('button', { name: 'Speichern' }).click();
    await waitForSettled(page, configuration);
  };
  await expect(preview).toContainText('gut lesbar (WCAG AA)');

  // White text on a pale grey cannot be read: the preview says so, and the form keeps it from being saved.
  await primary.fill('#d0d0d0');
  await expect(preview).toContainText('Kontrast 1,5 : 1 – zu gering');
  await configuration.getByRole('button', { name: 'Speichern' }).click();
  await expect(configuration.getByText(/^Der Kontrast zur Hauptfarbe ist nur 1,5 : 1/)).toBeVisible();

  await primary.fill('#0b4f8a');
  await expect(preview).toContainText(/Kontrast \d+,\d : 1 – gut lesbar/);
  await expect(preview.getByText('Schaltfläche')).toHaveCSS('background-color', 'rgb(11, 79, 138)');
  await expectAccessible(page, 'branding');
  await saveScreenshot(page, 'back-office-branding');
  await save();

  // A member of a client sees the new colour in the header of the next page they load.
  const member = await browser.newContext({ baseURL });
  try {
    const memberPage = await member.newPage();
    trackRequests(memberPage);
    await signInAndLand(memberPage, 'demo', 'member');
    await expect(memberPage.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 79, 138)');
  } finally {
    await member.close();
  }
  // The demo's colour again, for the journeys after this one on the same server.
  await primary.fill('#1f6f5c');
  await save();
});

test('back office: the licensee uploads a new logo, stored resized, and the sign-in page shows it', async ({ page, browser, baseURL }) => {
  await signInToBackOffice(page);
  await page.getByRole('navigation', { name: 'Backoffice-Navigation' }).getByRole('link', { name: 'Erscheinungsbild' }).click();
  const logoSection = page.getByRole('region', { name: 'Logo' });
  await waitForSettled(page, logoSection);
  // A wordmark drawn by the browser itself: a PNG as an image editor writes one.
  const wordmark = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 320;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1f6f5c';
    context.fillRect(0, 0, 1200, 320);
    context.fillStyle = '#ffffff';
    context.font = 'bold 200px sans-serif';
    context.fillText('Demo', 60, 240);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await logoSection.getByRole('button', { name: 'Logo ersetzen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logo hochladen' });
  await dialog
    .getByLabel('Logo-Datei')
    .setInputFiles({ name: 'Wortmarke.png', mimeType: 'image/png', buffer: Buffer.from(wordmark, 'base64') });
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Das Logo ist gespeichert.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const current = logoSection.getByRole('img', { name: 'Aktuelles Logo' });
  await expect(current).toHaveAttribute('src', /\/api\/file\/licensee\/logo\/[0-9a-f-]{36}\/logo\.png$/);
  await expectAccessible(page, 'branding-images');
  await logoSection.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'back-office-branding-images');

  // Signed out, on the sign-in page: the new logo, fitted into 960 × 192 pixels.
  const visitor = await browser.newContext({ baseURL });
  try {
    const signInPage = await visitor.newPage();
    trackRequests(signInPage);
    await signInPage.goto('/auth/login');
    const logo = signInPage.getByRole('main').getByRole('img', { name: 'Demo Licensee' });
    await expect(logo).toHaveAttribute('src', /\/logo\.png$/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([720, 192]);
  } finally {
    await visitor.close();
  }
});

test('back office: the licensee uploads a course, offers it to the demo company, and its owner finds it in the catalog', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Gefahrstoffe im Lager ${freshTag()}`;
  await signInToBackOffice(page);
  await page.getByRole('navigation', { name: 'Backoffice-Navigation' }).getByRole('link', { name: 'Kurse' }).click();
  await waitForSettled(page, page.getByRole('gridcell', { name: 'Brandschutz im Betrieb' }));
  await page.getByRole('button', { name: 'Kurs hochladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kurs hochladen' });
  await dialog
    .getByLabel('SCORM-Paket (ZIP)')
    .setInputFiles({ name: 'gefahrstoffe.zip', mimeType: 'application/zip', buffer: await demoCoursePackage('first-aid') });
  await dialog.getByRole('textbox', { name: 'Titel (Deutsch)' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Titel (Englisch)' }).fill('Hazardous substances in the warehouse');
  await dialog.getByRole('textbox', { name: 'Dauer in Minuten' }).fill('25');
  await dialog.getByRole('radio', { name: 'Ausgewählte Kunden' }).check();
  await expectAccessible(page, 'course-upload');
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText(`Kurs „${title}“ hochgeladen.`)).toBeVisible();
  // What the package holds, before the new course opens.
  const report = page.getByRole('dialog', { name: 'Inhalt des Pakets' });
  await expect(report.getByText('SCORM 2004 mit 1 Lerneinheit (SCO) und 0 Materialien.', { exact: false })).toBeVisible();
  await expect(report.getByRole('list', { name: 'Lerneinheiten und Materialien' }).getByRole('listitem')).toHaveText([
    /Lerneinheit \(SCO\) · index\.html$/,
  ]);
  await expectAccessible(page, 'course-upload-report');
  await report.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Noch kein Kunde hat diesen Kurs.')).toBeVisible();

  // Offered to the demo company alone.
  const offer = page.getByRole('form', { name: 'Angebot' });
  await offer.getByRole('combobox', { name: 'Ausgewählte Kunden' }).fill('Demo');
  await page.getByRole('option', { name: 'Demo GmbH (demo)' }).click();
  await offer.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Erfolgreich gespeichert.')).toBeVisible();
  const clients = page.getByRole('list', { name: 'Kunden mit diesem Kurs' });
  await expect(clients.getByRole('listitem')).toHaveCount(1);
  await expect(clients.getByRole('listitem')).toContainText('Demo GmbH');
  await expect(page.getByRole('list', { name: 'Versionen des Kurses' })).toContainText('von Leonie Lizenz');
  await expectAccessible(page, 'course-page');
  await saveScreenshot(page, 'back-office-course');

  // The demo company's owner finds it in the catalog, inactive until set up.
  const owner = await browser.newContext({ baseURL });
  try {
    const ownerPage = await owner.newPage();
    trackRequests(ownerPage);
    await signInAndLand(ownerPage, 'demo', 'superadmin');
    await ownerPage.goto('/dashboard/apps/elearnings/catalog/list');
    await waitForSettled(ownerPage, ownerPage.getByRole('gridcell', { name: 'Brandschutz im Betrieb' }));
    await ownerPage.getByRole('searchbox', { name: 'Titel oder Kategorie suchen' }).fill(title);
    const row = ownerPage.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Inaktiv');
    await expect(row).toContainText('00:25');
  } finally {
    await owner.close();
  }
});

test("audit log: a company's owner and the licensee admin read who did what, as whom", async ({ page, browser, baseURL }) => {
  // The company's owner: their own sign-in is the newest entry of the area "Anmeldung und Profil".
  const owner = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const ownerPage = await owner.newPage();
    trackRequests(ownerPage);
    await signInAndLand(ownerPage, 'demo', 'superadmin');
    await ownerPage.goto('/dashboard/company/audit-log');
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
    await ownerPage.getByRole('combobox', { name: 'Bereich' }).click();
    await ownerPage.getByRole('option', { name: 'Anmeldung und Profil' }).click();
    const entries = ownerPage.getByRole('list', { name: 'Protokolleinträge' });
    const newest = entries.getByRole('listitem').first();
    await expect(newest).toContainText('Angemeldet');
    await expect(newest).toContainText('Sabine Oberhauser (superadmin)');
    await expect(newest).toContainText('als Mitarbeiter');
    const width = await ownerPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the audit log does not scroll sideways at 390 px').toBeLessThanOrEqual(390);
    await expectAccessible(ownerPage, 'audit-log-phone');
    await saveScreenshot(ownerPage, 'company-audit-log-390');
  } finally {
    await owner.close();
  }

  // The licensee admin: their own sign-in to the back office, done in the back office.
  await signInToBackOffice(page);
  await page.getByRole('navigation', { name: 'Backoffice-Navigation' }).getByRole('link', { name: 'Protokoll' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
  const staffEntry = page
    .getByRole('list', { name: 'Protokolleinträge' })
    .getByRole('listitem')
    .filter({ hasText: 'Im Backoffice angemeldet' })
    .first();
  await expect(staffEntry).toContainText('Leonie Lizenz (licenseeadmin)');
  await expect(staffEntry).toContainText('im Backoffice');
  await expectAccessible(page, 'audit-log');
  await saveScreenshot(page, 'back-office-audit-log');

  // The export of what the page shows: the same newest entry, in words, with the filter named.
  await page.getByRole('combobox', { name: 'Bereich' }).click();
  await page.getByRole('option', { name: 'Anmeldung und Profil' }).click();
  const newestShown = page.getByRole('list', { name: 'Protokolleinträge' }).getByRole('listitem').first();
  await expect(newestShown).toContainText('Im Backoffice angemeldet');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportieren (Excel)' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^Protokoll-\d{4}-\d{2}-\d{2}_\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const log = workbook.getWorksheet('Protokoll') as ExcelJS.Worksheet;
  // exceljs counts columns from 1: time, action, area, person, username, acting, client, …
  expect((log.getRow(2).values as unknown[]).slice(2, 7)).toEqual([
    'Im Backoffice angemeldet',
    'Anmeldung und Profil',
    'Leonie Lizenz',
    'licenseeadmin',
    'im Backoffice',
  ]);
  const filter = workbook.getWorksheet('Filter') as ExcelJS.Worksheet;
  expect(filter.getRow(3).values).toEqual([undefined, 'Bereich', 'Anmeldung und Profil']);
});

test('back office: in English, and on a phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    trackRequests(page);
    await page.goto('/auth/licensee-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('advisor');
    await passwordInput(page, 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForSettled(page, page.getByRole('heading', { level: 1, name: 'Clients' }));
    await expect(page.getByRole('banner')).toContainText('Clara Beraterin · Licensee advisor');
    await expect(page.getByRole('button', { name: 'Create client' })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the page does not scroll sideways at 390 px').toBeLessThanOrEqual(390);
    await expectAccessible(page, 'clients-en-phone');
    await saveScreenshot(page, 'back-office-clients-390');

    // A client's packages and areas, read by the advisor, fit the phone too.
    await page.goto('/licensee/clients');
    await waitForSettled(page, rowLink(page, 'Demo GmbH'));
    await rowLink(page, 'Demo GmbH').click();
    await waitForSettled(page, page.getByRole('list', { name: 'Booked packages' }));
    await expect(page.getByRole('list', { name: 'Booked packages' })).toContainText('Komplettpaket');
    await expect(page.getByRole('form', { name: "Client's areas" }).getByRole('combobox', { name: 'Risk assessments' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const detailsWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(detailsWidth, 'the client page does not scroll sideways at 390 px').toBeLessThanOrEqual(390);
    await expectAccessible(page, 'client-en-phone');
    await saveScreenshot(page, 'back-office-client-390');

    // The branding page, read by the advisor, fits the phone too.
    await page.getByRole('navigation', { name: 'Back office navigation' }).getByRole('link', { name: 'Branding' }).click();
    await waitForSettled(page, page.getByRole('form', { name: 'Configuration' }));
    await expect(page.getByRole('group', { name: 'Dark preview' })).toContainText('readable (WCAG AA)');
    const brandingWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(brandingWidth, 'the branding page does not scroll sideways at 390 px').toBeLessThanOrEqual(390);
    await expectAccessible(page, 'branding-en-phone');
    await saveScreenshot(page, 'back-office-branding-390');

    // The courses, read by the advisor: the list and a course's page fit the phone too.
    await page.getByRole('navigation', { name: 'Back office navigation' }).getByRole('link', { name: 'Courses' }).click();
    await waitForSettled(page, rowLink(page, 'Fire safety at work'));
    await expect(page.getByRole('button', { name: 'Upload course' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the course list does not scroll sideways').toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page, 'courses-en-phone');
    await rowLink(page, 'Fire safety at work').click();
    await waitForSettled(page, page.getByRole('list', { name: 'Versions of the course' }));
    await expect(page.getByRole('list', { name: 'Clients with this course' })).toContainText('Demo GmbH');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the course page does not scroll sideways').toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page, 'course-en-phone');
    await saveScreenshot(page, 'back-office-course-390');
  } finally {
    await context.close();
  }
});

test('back office: every page in the dark theme, at 1280 and 390 px', async ({ browser, baseURL }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ baseURL, colorScheme: 'dark', locale: 'de-DE', viewport });
    try {
      const page = await context.newPage();
      trackRequests(page);
      await signInToBackOffice(page);
      const pages = [
        { path: '/licensee/clients', ready: rowLink(page, 'Demo GmbH'), name: 'clients' },
        { path: '/licensee/courses', ready: rowLink(page, 'Brandschutz im Betrieb'), name: 'courses' },
        { path: '/licensee/branding', ready: page.getByRole('form', { name: 'Konfiguration' }), name: 'branding' },
        { path: '/licensee/audit-log', ready: page.getByRole('list', { name: 'Protokolleinträge' }), name: 'audit-log' },
      ];
      for (const { path, ready, name } of pages) {
        await page.goto(path);
        await waitForSettled(page, ready);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} does not scroll sideways`).toBeLessThanOrEqual(viewport.width);
        await expectAccessible(page, `${name}-dark-${viewport.width}`);
        await saveScreenshot(page, `back-office-${name}-dark-${viewport.width}`);
      }
      // A course's page, opened from the list.
      await page.goto('/licensee/courses');
      await waitForSettled(page, rowLink(page, 'Brandschutz im Betrieb'));
      await rowLink(page, 'Brandschutz im Betrieb').click();
      await waitForSettled(page, page.getByRole('list', { name: 'Versionen des Kurses' }));
      await expectAccessible(page, `course-dark-${viewport.width}`);
      await saveScreenshot(page, `back-office-course-dark-${viewport.width}`);
    } finally {
      await context.close();
    }
  }
});
