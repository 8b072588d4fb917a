import { readFile } from 'node:fs/promises';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { demoCoursePackage } from '@compliance/api/demo-package';
import { createFreshMember, ownCourseFor } from '../support/api';
import { chooseTypeahead, freshTag, linkOfNavGroup, openSidebar, rowWith } from '../support/company';
import { test, waitForSettled } from '../support/settle';
import {
  DEMO_PASSWORD,
  LANDING_PAGE,
  chooseOption,
  dateFieldValue,
  expectAccessible,
  loadingOverlay,
  passwordInput,
  saveScreenshot,
  signInAndLand,
  typeDate,
} from '../support/ui';

/*
 * E-Learnings (issue 14): the catalog, an E-Learning's task settings and its org units. The
 * settings it saves are put back at the end, so a second run finds the demo as the seed left it.
 */

const CATALOG = '/dashboard/apps/elearnings/catalog/list';
const catalogGrid = (page: Page) => page.getByRole('grid', { name: 'E-Learnings des Unternehmens' });

const MY_ELEARNINGS = '/dashboard/apps/elearnings/my-elearnings';

/** Signs in, and opens the account's own E-Learnings (it lands on its overview). */
async function signInAs(page: Page, client: string, username: string): Promise<void> {
  await signInAndLand(page, client, username);
  await page.goto(MY_ELEARNINGS);
}

async function openELearning(page: Page, title: string): Promise<void> {
  await page.goto(CATALOG);
  const grid = catalogGrid(page);
  await waitForSettled(page, grid.getByRole('gridcell', { name: title }));
  await grid.getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
const openFirstAid = (page: Page) => openELearning(page, 'Erste Hilfe – Grundlagen');

/** The course in the player: the launcher's frame on the content origin holds the course's own (docs/decisions/0009). */
const courseFrame = (page: Page, title: string): FrameLocator => page.frameLocator(`iframe[title="${title}"]`).frameLocator('iframe');

/**
 * Turns the course's page with its "Weiter" and waits for the page it leads to. Playwright checks
 * the frames around a course's button once, before it clicks: the player's loading overlay still
 * over the frame then would take the click without a word, so the click waits until it is gone,
 * as a person would. Each page is awaited before the next click, so a lost click fails on its page.
 */
async function nextCoursePage(page: Page, course: FrameLocator, heading: string): Promise<void> {
  await expect(loadingOverlay(page)).toHaveCount(0);
  await course.getByRole('button', { name: 'Weiter' }).click();
  await expect(course.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('member: opens My E-Learnings, sees the tasks as cards with their status, and filters them by bubble', async ({ page }) => {
  await signInAs(page, 'demo', 'member');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine E-Learnings' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Meine E-Learning-Aufgaben' }).getByRole('article');
  // As the demo left it: fire safety started, due in 5 days, and last year's done.
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('In Bearbeitung');
  await expect(cards.first()).toContainText('00:20 Std.');
  await expect(cards.last()).toContainText('Abgeschlossen am');
  await expect(page.getByRole('button', { name: 'Alle 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'In den nächsten 7 Tagen fällig 1' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-my-elearnings');

  await page.getByRole('button', { name: 'Erledigt 1' }).click();
  await expect(page).toHaveURL(/\/my-elearnings\?bucket=done$/);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Abgeschlossen');
  // The bubble stays chosen across a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Erledigt 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: 'Überfällig 0' }).click();
  await expect(page.getByText('In dieser Auswahl gibt es keine Aufgaben.')).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test.describe('in English (a browser in en-GB, no language chosen in the profile)', () => {
  test.use({ locale: 'en-GB' });

  test('member: My E-Learnings and the player speak English, the course too', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Company ID' }).fill('demo');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill('member');
    await passwordInput(page, 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My overview' })).toBeVisible();
    await page.goto(MY_ELEARNINGS);
    await expect(page.getByRole('heading', { level: 1, name: 'My E-Learnings' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'My E-Learning tasks' }).getByRole('article');
    // As the demo left it: fire safety started, due in 5 days (in English dates), and last year's done.
    const started = cards.filter({ hasText: 'In progress' });
    await expect(started).toContainText('Fire safety at work');
    await expect(started).toContainText(/Due on \d{2}\/\d{2}\/\d{4}/);
    await expect(cards.filter({ hasText: 'Completed on' })).toContainText('Fire safety at work');
    await expect(page.getByRole('button', { name: 'Due in the next 7 days 1' })).toBeVisible();
    await expectAccessible(page, 'English');
    await saveScreenshot(page, 'elearning-my-elearnings-english');

    await started.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fire safety at work' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exit' })).toBeVisible();
    // The course reads the learner's language from the runtime (cmi.student_preference.language).
    const course = courseFrame(page, 'Course content: Fire safety at work');
    await expect(course.getByText(/Step \d of 5/)).toBeVisible();
    await saveScreenshot(page, 'elearning-player-english');
    // Left as it was found: on the same page, for the journey after this one.
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/my-elearnings$/);
  });
});

test('member: continues fire safety in the player, leaves half-way, resumes on the same page, passes the quiz, gets the certificate', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'member');
  const cards = page.getByRole('region', { name: 'Meine E-Learning-Aufgaben' }).getByRole('article');
  await cards.filter({ hasText: 'In Bearbeitung' }).getByRole('button', { name: 'Fortsetzen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/apps\/elearnings\/execution\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brandschutz im Betrieb' })).toBeVisible();
  const course = courseFrame(page, 'Kursinhalt: Brandschutz im Betrieb');
  // The demo left it on its second page.
  await expect(course.getByRole('heading', { level: 1, name: 'Im Brandfall' })).toBeVisible();
  await expect(course.getByText('Schritt 2 von 5')).toBeVisible();
  await expectAccessible(page);
  // The viewport only: the journey clicks into the course next (support/ui.ts saveScreenshot).
  await saveScreenshot(page, 'elearning-player', { fullPage: false });

  // One page on, committed; then left half-way.
  const committed = page.waitForResponse((response) => response.url().endsWith('/api/elearning/save-execution') && response.ok());
  await nextCoursePage(page, course, 'Feuerlöscher richtig einsetzen');
  // Every commit carries the attempt's total time so far (the LMS keeps it across sessions).
  const commit = (await (await committed).request().postDataJSON()) as { cmi: Record<string, string> };
  expect(commit.cmi['cmi.core.total_time']).toMatch(/^\d{2,4}:\d{2}:\d{2}/);
  // Exit unloads the course first, as closing its window would: it suspends and terminates.
  const terminating = page.waitForRequest(
    (request) => request.url().endsWith('/api/elearning/save-execution') && (request.postDataJSON() as { last?: boolean }).last === true,
  );
  await page.getByRole('button', { name: 'Beenden' }).click();
  expect(((await terminating).postDataJSON() as { cmi: Record<string, string> }).cmi['cmi.core.exit']).toBe('suspend');
  await expect(page).toHaveURL(/\/my-elearnings$/);

  // Back again: the same page.
  await cards.filter({ hasText: 'In Bearbeitung' }).getByRole('button', { name: 'Fortsetzen' }).click();
  await expect(course.getByRole('heading', { level: 1, name: 'Feuerlöscher richtig einsetzen' })).toBeVisible();
  await expect(course.getByText('Schritt 3 von 5')).toBeVisible();

  // The quiz: every answer right.
  await nextCoursePage(page, course, 'Abschlussquiz');
  for (const answer of ['112', 'Nein, niemals', 'Brand melden und Menschen warnen', 'In Windrichtung, von vorn und von unten']) {
    await course.getByRole('radio', { name: answer }).check();
  }
  await course.getByRole('radio', { name: 'Nein', exact: true }).check();
  await expectAccessible(page, 'quiz');
  await course.getByRole('button', { name: 'Antworten abgeben' }).click();
  await expect(course.getByRole('heading', { level: 1, name: 'Bestanden' })).toBeVisible();
  await expect(course.getByText('Sie haben 100 % erreicht (zum Bestehen nötig: 80 %).')).toBeVisible();
  // The server judged it: passed with at least 80 %, the E-Learning is done.
  await expect(page.getByRole('status').filter({ hasText: 'Geschafft' })).toBeVisible();
  await saveScreenshot(page, 'elearning-player-passed');

  // The certificate: the page shows it, downloads the stored PDF, prints without the dashboard around it.
  await page.getByRole('button', { name: 'Bescheinigung ansehen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/apps\/elearnings\/certificate\/[0-9a-f-]{36}$/);
  const certificate = page.getByRole('article', { name: 'Teilnahmebescheinigung' });
  await expect(certificate).toContainText('Max Mustermann');
  await expect(certificate).toContainText('Brandschutz im Betrieb');
  await expect(certificate).toContainText('Ergebnis: 100 %');
  await expect(certificate).toContainText(/Bescheinigung Nr\. \d{6}/);
  await expectAccessible(page, 'certificate');
  await saveScreenshot(page, 'elearning-certificate');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  const pdf = await downloaded;
  expect(pdf.suggestedFilename()).toMatch(/^Teilnahmebescheinigung-\d{6}\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(loadingOverlay(page)).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(certificate).toBeVisible();
  await saveScreenshot(page, 'elearning-certificate-print');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/dashboard\/apps\/elearnings\/execution\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Beenden' }).click();
  await expect(page.getByRole('button', { name: 'Erledigt 2' })).toBeVisible();
  // Every 12 months: the next one is due in a year, not in the next month.
  await expect(page.getByRole('button', { name: 'Im nächsten Monat fällig 0' })).toBeVisible();
});

test('member: a SCORM 2004 course runs in the player, resumes on the page it was left on, and passes', async ({ page }) => {
  const tag = freshTag();
  const title = `Erste Hilfe 2004 ${tag}`;
  const learner = await createFreshMember(`scorm2004.${tag}`, 'Erna');
  await ownCourseFor(learner, title, await demoCoursePackage('first-aid'));
  await signInAndLand(page, 'demo', learner.username, learner.password, LANDING_PAGE);
  await page.goto(MY_ELEARNINGS);
  const card = page.getByRole('region', { name: 'Meine E-Learning-Aufgaben' }).getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Starten' }).click();
  const course = courseFrame(page, `Kursinhalt: ${title}`);
  await expect(course.getByRole('heading', { level: 1, name: 'Notruf absetzen' })).toBeVisible();
  const committed = page.waitForResponse((response) => response.url().endsWith('/api/elearning/save-execution') && response.ok());
  await nextCoursePage(page, course, 'Stabile Seitenlage');
  // SCORM 2004's own elements, committed through the player.
  const commit = (await (await committed).request().postDataJSON()) as { cmi: Record<string, string> };
  expect(commit.cmi['cmi.location']).toBe('1');
  await page.getByRole('button', { name: 'Beenden' }).click();
  await expect(page).toHaveURL(/\/my-elearnings$/);

  await card.getByRole('button', { name: 'Fortsetzen' }).click();
  await expect(course.getByRole('heading', { level: 1, name: 'Stabile Seitenlage' })).toBeVisible();
  await nextCoursePage(page, course, 'Herz-Lungen-Wiederbelebung');
  await nextCoursePage(page, course, 'Abschlussquiz');
  for (const answer of ['112', 'Stabile Seitenlage', '30 zu 2', 'Die Leitstelle'])
    await course.getByRole('radio', { name: answer }).check();
  await course.getByRole('button', { name: 'Antworten abgeben' }).click();
  await expect(course.getByRole('heading', { level: 1, name: 'Bestanden' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Geschafft' })).toBeVisible();
});

test('admin: the catalog lists the demo courses from the sidebar, searchable and filterable', async ({ page }) => {
  await signInAs(page, 'demo', 'admin');
  await page.goto('/dashboard/company/org-units/list');
  await waitForSettled(page, page.getByRole('heading', { level: 1, name: 'Organisationseinheiten' }));
  const nav = await openSidebar(page);
  await expect(nav.getByRole('heading', { name: 'Apps' })).toBeVisible();
  await (await linkOfNavGroup(nav, 'E-Learnings', 'Katalog')).click();
  await expect(page).toHaveURL(CATALOG);
  const grid = catalogGrid(page);
  await waitForSettled(page, grid.getByRole('gridcell', { name: 'Brandschutz im Betrieb' }));
  await expect(rowWith(grid, 'Gesund am Bildschirmarbeitsplatz')).toContainText('Inaktiv');
  await expect(rowWith(grid, 'Erste Hilfe – Grundlagen')).toContainText('Aktiv');
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-catalog');

  await page.getByRole('searchbox', { name: 'Titel oder Kategorie suchen' }).fill('bildschirm');
  await expect(grid.getByRole('gridcell', { name: 'Brandschutz im Betrieb' })).toHaveCount(0);
  await expect(grid.getByRole('gridcell', { name: 'Gesund am Bildschirmarbeitsplatz' })).toBeVisible();
});

test('admin: changes the task settings of an E-Learning; a deactivation before the activation is refused', async ({ page }) => {
  await signInAs(page, 'demo', 'admin');
  await openFirstAid(page);
  const form = page.getByRole('form', { name: 'Aufgabeneinstellungen' });
  // As the seed left it: every 24 months, one month to start.
  await expect(form.getByRole('combobox', { name: 'Status' })).toHaveText('Aktiv');
  await expect(form.getByRole('combobox', { name: 'Wiederholung' })).toHaveText('Alle 24 Monate');
  await expect(form.getByRole('combobox', { name: 'Erste Ausführung' })).toHaveText('Nach einem Monat');
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-settings');

  await chooseOption(page, form.getByRole('combobox', { name: 'Wiederholung' }), 'Alle 6 Monate');
  await chooseOption(page, form.getByRole('combobox', { name: 'Erste Ausführung' }), 'Nach 2 Wochen');
  await typeDate(form, 'Automatisch aktivieren am', '01032027');
  await typeDate(form, 'Automatisch deaktivieren am', '01022027');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Das Datum darf nicht vor dem 01.03.2027 liegen.')).toBeVisible();

  await typeDate(form, 'Automatisch deaktivieren am', '0103');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte geben Sie ein gültiges Datum ein.')).toBeVisible();
  await typeDate(form, 'Automatisch deaktivieren am', '01032028');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Erfolgreich gespeichert.')).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Aufgabeneinstellungen' });
  await expect(reloaded.getByRole('combobox', { name: 'Wiederholung' })).toHaveText('Alle 6 Monate');
  await expect(reloaded.getByRole('combobox', { name: 'Erste Ausführung' })).toHaveText('Nach 2 Wochen');
  await expect(dateFieldValue(reloaded, 'Automatisch deaktivieren am')).toHaveValue('01.03.2028');

  // Back as the seed left it.
  await chooseOption(page, reloaded.getByRole('combobox', { name: 'Wiederholung' }), 'Alle 24 Monate');
  await chooseOption(page, reloaded.getByRole('combobox', { name: 'Erste Ausführung' }), 'Nach einem Monat');
  await typeDate(reloaded, 'Automatisch aktivieren am', '');
  await typeDate(reloaded, 'Automatisch deaktivieren am', '');
  await reloaded.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Erfolgreich gespeichert.')).toBeVisible();
  await page.reload();
  await expect(dateFieldValue(page.getByRole('form', { name: 'Aufgabeneinstellungen' }), 'Automatisch aktivieren am')).toHaveValue('');
});

test("admin: sees the figures per E-Learning and org unit, the members' attempts, and resets one member's progress after confirmation", async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin');
  // The catalog's analytics: the figures per E-Learning, the rate in figures beside its bar.
  await page.goto(CATALOG);
  await page.getByRole('tab', { name: 'Auswertung' }).click();
  const figures = page.getByRole('grid', { name: 'Kennzahlen je E-Learning' });
  await waitForSettled(page, figures.getByRole('button', { name: 'Brandschutz im Betrieb' }));
  await expect(rowWith(figures, 'Brandschutz im Betrieb')).toContainText(/\d+,\d %/);
  const totals = page.getByRole('status').filter({ hasText: /^Gesamt: \d+ zugewiesen/ });
  await expect(totals).toBeVisible();
  await expectAccessible(page, 'catalog-analytics');
  await saveScreenshot(page, 'elearning-catalog-analytics');

  // The export opens as a workbook with the figures on screen and a row per member behind them.
  const [assigned, completed, overdue] = ((await totals.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als Excel-Datei exportieren' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^E-Learning-Auswertung-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const overview = workbook.getWorksheet('Übersicht') as ExcelJS.Worksheet;
  const totalRow = overview.getRow(overview.rowCount).values as unknown[];
  // exceljs counts columns from 1: label, assigned, completed, in progress, due, overdue, rate.
  expect([totalRow[1], totalRow[2], totalRow[3], totalRow[6]]).toEqual(['Gesamt', assigned, completed, overdue]);
  const fireSafety = (await rowWith(figures, 'Brandschutz im Betrieb').getByRole('gridcell').allTextContents()).slice(1, 6).map(Number);
  const fireSafetyRow = overview.getRows(2, overview.rowCount - 1)?.find((row) => row.getCell(1).value === 'Brandschutz im Betrieb');
  expect((fireSafetyRow?.values as unknown[]).slice(2, 7)).toEqual(fireSafety);
  expect((workbook.getWorksheet('Teilnehmende') as ExcelJS.Worksheet).rowCount).toBe(1 + (assigned ?? 0));
  await figures.getByRole('button', { name: 'Brandschutz im Betrieb' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brandschutz im Betrieb' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Auswertung', selected: true })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Kennzahlen je Organisationseinheit' }).getByRole('row')).not.toHaveCount(0);
  const grid = page.getByRole('grid', { name: 'Versuche an diesem E-Learning' });
  // The demo's attempts: some in progress, some completed last year with a certificate.
  await waitForSettled(page, grid.getByRole('gridcell', { name: 'In Bearbeitung' }).first());
  await expect(grid.getByRole('button', { name: /^\d{6}$/ }).first()).toBeVisible();
  await expectAccessible(page, 'analytics');
  await saveScreenshot(page, 'elearning-analytics');

  // Someone other than the journeys' own member, half-way through.
  const running = grid.getByRole('row').filter({ hasText: 'In Bearbeitung' }).filter({ hasNotText: 'Mustermann' }).first();
  const name = (await running.getByRole('gridcell').first().textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Mitarbeiter suchen' }).fill(name);
  await expect(grid.getByRole('row').filter({ hasText: name })).not.toHaveCount(0);
  const rowsBefore = await grid.getByRole('row').filter({ hasText: name }).count();
  const current = grid.getByRole('row').filter({ hasText: name }).filter({ hasText: 'In Bearbeitung' });
  await current.getByRole('button', { name: 'Fortschritt zurücksetzen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Fortschritt zurücksetzen?' });
  await expect(confirm).toContainText('bleibt als Verlauf lesbar');
  await confirm.getByRole('button', { name: 'Fortschritt zurücksetzen' }).click();
  await expect(confirm).toBeHidden();
  // The attempt stays, marked reset: nothing of it is deleted.
  await expect(grid.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Zurückgesetzt' }).first()).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: name })).toHaveCount(rowsBefore);
  await expect(grid.getByRole('row').filter({ hasText: name }).filter({ hasText: 'In Bearbeitung' })).toHaveCount(0);
});

test("admin: assigns an org unit to an E-Learning, sees its members' tasks in the figures, and removes it after confirmation", async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin');
  await openFirstAid(page);
  await page.getByRole('tab', { name: 'Organisationseinheiten' }).click();
  const grid = page.getByRole('grid', { name: 'Zugeordnete Organisationseinheiten' });
  await waitForSettled(page, grid.getByRole('gridcell', { name: 'Produktion' }));
  await expect(grid.getByRole('gridcell', { name: 'Verwaltung' })).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-org-units');

  await page.getByRole('button', { name: 'Organisationseinheiten zuordnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Organisationseinheiten zuordnen' });
  await chooseTypeahead(page, dialog.getByRole('combobox', { name: 'Organisationseinheiten suchen' }), 'Verw', 'Verwaltung');
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(grid.getByRole('gridcell', { name: 'Verwaltung' })).toBeVisible();

  // The unit's members got their tasks at once: the figures per org unit count them.
  await page.getByRole('tab', { name: 'Auswertung' }).click();
  const figures = page.getByRole('grid', { name: 'Kennzahlen je Organisationseinheit' });
  await waitForSettled(page, figures.getByRole('gridcell', { name: 'Verwaltung' }));
  const [, assigned] = await rowWith(figures, 'Verwaltung').getByRole('gridcell').allTextContents();
  expect(Number(assigned)).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Organisationseinheiten' }).click();

  await rowWith(grid, 'Verwaltung').getByRole('button', { name: 'Entfernen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Zuordnung entfernen?' });
  await expect(confirm).toContainText('Die Organisationseinheit wird von diesem E-Learning entfernt');
  // It says first what ends: the open tasks of the unit's members, none begun yet.
  await expect(confirm.getByRole('status')).toContainText('Damit enden');
  const ends = await confirm.getByRole('status').textContent();
  const [, openTasks] = /Damit enden die offenen Aufgaben von (\d+) Mitarbeitern\./.exec(ends ?? '') ?? [];
  expect(Number(openTasks)).toBeGreaterThan(0);
  expect(Number(openTasks)).toBeLessThanOrEqual(Number(assigned));
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-org-unit-removal');
  await confirm.getByRole('button', { name: 'Entfernen' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(grid.getByRole('gridcell', { name: 'Verwaltung' })).toHaveCount(0);
  await expect(grid.getByRole('gridcell', { name: 'Produktion' })).toBeVisible();
  await page.getByRole('tab', { name: 'Auswertung' }).click();
  await waitForSettled(page, figures.getByRole('gridcell', { name: 'Produktion' }));
  await expect(figures.getByRole('gridcell', { name: 'Verwaltung' })).toHaveCount(0);
});

test('ou-admin: reads the catalog and the assignments, without settings and without assigning', async ({ page }) => {
  await signInAs(page, 'demo', 'ouadmin');
  await openFirstAid(page);
  await expect(page.getByRole('tab', { name: 'Einstellungen' })).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: 'Organisationseinheiten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Organisationseinheiten zuordnen' })).toHaveCount(0);
});

test("acme: its catalog holds its own E-Learning only, not the demo client's", async ({ page }) => {
  await signInAs(page, 'acme', 'admin');
  await page.goto(CATALOG);
  const grid = catalogGrid(page);
  await waitForSettled(page, grid.getByRole('gridcell', { name: 'Brandschutz im Betrieb' }));
  await expect(grid.getByRole('gridcell', { name: 'Erste Hilfe – Grundlagen' })).toHaveCount(0);
  await expect(page.getByText(/^1–1 von 1$/)).toBeVisible();
});

test("super-admin: uploads a SCORM package as the company's own course; a file that is no zip is refused with the reason", async ({
  page,
}) => {
  const title = `Erste Hilfe im Lager ${freshTag()}`;
  await signInAs(page, 'demo', 'superadmin');
  await page.goto(CATALOG);
  await waitForSettled(page, catalogGrid(page).getByRole('gridcell', { name: 'Brandschutz im Betrieb' }));
  await page.getByRole('button', { name: 'Kurs hochladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kurs hochladen' });
  await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Dauer in Minuten' }).fill('30');

  // A text renamed to .zip passes the browser's check by name; the server reads the content.
  const packageInput = dialog.getByLabel('SCORM-Paket (ZIP)');
  await packageInput.setInputFiles({ name: 'kurs.zip', mimeType: 'application/zip', buffer: Buffer.from('kein Archiv') });
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(dialog.getByText('Dieses Dateiformat ist nicht erlaubt.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Titel' })).toHaveValue(title);

  await packageInput.setInputFiles({ name: 'erste-hilfe.zip', mimeType: 'application/zip', buffer: await demoCoursePackage('first-aid') });
  await expect(dialog.getByText(/^erste-hilfe\.zip \(/)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-upload-package');
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText(`Der Kurs „${title}“ wurde hochgeladen.`)).toBeVisible();
  // What the package holds, before the course opens.
  const report = page.getByRole('dialog', { name: 'Inhalt des Pakets' });
  await expect(report.getByText(/^SCORM 2004 mit 1 Lerneinheit \(SCO\) und 0 Materialien\./)).toBeVisible();
  await expect(report.getByRole('list', { name: 'Lerneinheiten und Materialien' }).getByRole('listitem')).toHaveText([
    /Lerneinheit \(SCO\) · index\.html$/,
  ]);
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-upload-report');
  await report.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kursinhalt' }).getByRole('button', { name: 'Paket ersetzen' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-own-course-settings');

  await page.goto(CATALOG);
  await page.getByRole('searchbox', { name: 'Titel oder Kategorie suchen' }).fill(title);
  await expect(rowWith(catalogGrid(page), title)).toContainText('Inaktiv');
  await expect(rowWith(catalogGrid(page), title)).toContainText('00:30');
});
