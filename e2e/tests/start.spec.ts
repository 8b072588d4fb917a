import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { freshTag, openSidebar, rowWith } from '../support/company';
import { test, waitForSettled } from '../support/settle';
import {
  ADMIN_LANDING,
  allTasksBubble,
  expectAccessible,
  LANDING,
  saveScreenshot,
  signInAndLand,
  signOut,
  toggleSidebarWhenSettled,
} from '../support/ui';

/*
 * The start area (issue 16): the member's overview, where they land, with its bubbles and task
 * filters; the infopoint as the demo member sees it, a demo location with too few first aiders
 * among the locations, and one location's contacts as a notice to print; an admin's needs-attention page.
 */

const TEMPLATES = '/dashboard/apps/templates';
const templatesGrid = (page: Page) => page.getByRole('grid', { name: 'Vorlagen' });

/** The count a task filter's option names: 'Erledigt (1)' → 1. */
const countOf = async (option: Locator): Promise<number> => Number(/\((\d+)\)$/.exec((await option.textContent()) ?? '')?.[1]);

test('the member lands on their overview: the bubbles count the E-Learnings and narrow the cards, a measure filter the analyses', async ({
  page,
}) => {
  await signInAndLand(page, 'demo', 'member');
  await expect(page).toHaveURL((url) => url.pathname === LANDING);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Übersicht' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'E-Learnings', selected: true })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Meine E-Learning-Aufgaben' }).getByRole('article');
  const all = Number(/\d+$/.exec((await allTasksBubble(page).textContent()) ?? '')?.[0]);
  await expect(cards).toHaveCount(all);
  await expectAccessible(page);
  await saveScreenshot(page, 'start-overview');

  // Done: the bubble asks the server for the done ones only and is pressed. The bubbles are the
  // E-Learnings' only filter: no dropdown repeats them.
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const done = page.getByRole('button', { name: /^Erledigt \d+$/ });
  const doneCount = Number(/\d+$/.exec((await done.textContent()) ?? '')?.[0]);
  expect(doneCount).toBeLessThan(all);
  await done.click();
  await expect(page).toHaveURL(/\/overview\/elearnings\?bucket=done$/);
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(doneCount);

  // The analyses: measures to define narrows them to those whose measures are still open.
  await page.getByRole('tab', { name: 'Gefährdungsbeurteilungen' }).click();
  await expect(page.getByRole('button', { name: /^Alle \d+$/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Nach Maßnahmen filtern' }).click();
  const toDefine = page.getByRole('option', { name: /^Maßnahmen festzulegen \(\d+\)$/ });
  const toDefineCount = await countOf(toDefine);
  await toDefine.click();
  await expect(page).toHaveURL(/\/overview\/risk-assessments\?bucket=measuresToDefine$/);
  await expect(page.getByRole('button', { name: /^Alle \d+$/ })).toHaveAttribute('aria-pressed', 'false');
  const analyses = page.getByRole('region', { name: 'Meine Analysen zur Gefährdungsbeurteilung' }).getByRole('article');
  // Each holds its outcome in words; none shows when none waits for its measures.
  await expect(analyses).toHaveCount(toDefineCount);
  if (toDefineCount > 0) {
    await expect(analyses.filter({ hasText: /Maßnahmen (werden festgelegt|teilweise vereinbart)/ })).toHaveCount(toDefineCount);
  }
  // Below them the measures the member is responsible for: the office's desks await their check.
  const followUps = page.getByRole('region', { name: 'Meine Maßnahmen' });
  const desks = followUps.getByRole('article', { name: 'Höhenverstellbare Schreibtische anschaffen' });
  await expect(desks).toContainText('Wirksamkeitsprüfung fällig');
  await expect(desks).toContainText(/Überfällig: fällig am \d{2}\.\d{2}\.\d{4}/);
  await expect(desks.getByRole('button')).toHaveCount(0);
  await waitForSettled(page, page.getByRole('tab', { name: 'Gefährdungsbeurteilungen', selected: true }));
  await expectAccessible(page);
  await saveScreenshot(page, 'start-overview-analyses');

  // The sidebar's start group leads to the infopoint.
  await toggleSidebarWhenSettled(page, page.getByRole('tab', { name: 'Gefährdungsbeurteilungen', selected: true }));
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Infopoint' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Infopoint' })).toBeVisible();
});

const INFOPOINT = '/dashboard/start/infopoint';

test('the infopoint lists the locations with their coverage in words, the own one first', async ({ page }) => {
  await signInAndLand(page, 'demo', 'member');
  await page.goto(INFOPOINT);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Infopoint' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Standorte' }).getByRole('article');
  await expect(cards.first()).toContainText('Ihr Standort');
  // The demo's four locations (the company journeys may have added more by now).
  for (const name of ['Zentrale Berlin', 'Werk Hamburg', 'Lager München', 'Büro Wien']) {
    await expect(page.getByRole('article', { name })).toBeVisible();
  }
  // The demo's first aiders are few: some location lacks them, and says so in words.
  await expect(page.getByText(/^Ersthelfer: es fehlen \d+$/).first()).toBeVisible();
  await waitForSettled(page, cards.first());
  await expectAccessible(page);
  await saveScreenshot(page, 'start-infopoint');
});

test("a location's contacts: the shortfall, who is responsible, the groups with their ways to reach them; printable in landscape", async ({
  page,
}) => {
  await signInAndLand(page, 'demo', 'member');
  await page.goto(INFOPOINT);
  const hq = page.getByRole('article', { name: 'Zentrale Berlin' });
  await hq.getByRole('button', { name: 'Ansprechpersonen anzeigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zentrale Berlin' })).toBeVisible();
  const coverage = page.getByRole('region', { name: 'Abdeckung' });
  await expect(coverage.getByRole('status').first()).toContainText(/Ersthelfer: \d+ vorhanden, \d+ erforderlich – es fehlen \d+/);
  await expect(page.getByRole('list', { name: 'Verantwortlich für den Standort' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: /Betriebsärzte/ })).toContainText('für das ganze Unternehmen');
  await expect(page.getByRole('link', { name: /@demo-gmbh\.example$/ }).first()).toHaveAttribute('href', /^mailto:/);
  await waitForSettled(page, coverage);
  await expectAccessible(page);
  await saveScreenshot(page, 'start-infopoint-location');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Brotkrumennavigation' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Zentrale Berlin' })).toBeVisible();
  // The header is not printed: the notice names the company and shows the licensee's logo itself.
  const main = page.getByRole('main');
  await expect(main.getByText('Demo GmbH', { exact: true })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Demo Licensee' })).toBeVisible();
  await saveScreenshot(page, 'start-infopoint-location-print');
});

test('an admin uploads a template, a member downloads it, and the admin deletes it after confirming', async ({ page }) => {
  const name = `Unterweisungsnachweis ${freshTag()}`;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await signInAndLand(page, 'demo', 'admin');
  const nav = await openSidebar(page);
  await nav.getByRole('link', { name: 'Vorlagen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vorlagen' })).toBeVisible();
  // The licensee's demo templates are there for every client.
  await waitForSettled(page, rowWith(templatesGrid(page), 'Lizenzgeber').first());
  await expectAccessible(page);
  await saveScreenshot(page, 'start-templates');

  await page.getByRole('button', { name: 'Vorlage hochladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vorlage hochladen' });
  // A text named .pdf passes the browser's check by name; the server reads the content and refuses it.
  await dialog
    .getByLabel('Datei der Vorlage')
    .setInputFiles({ name: 'nachweis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('kein PDF') });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(dialog.getByText('Dieses Dateiformat ist nicht erlaubt.').first()).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await dialog.getByLabel('Datei der Vorlage').setInputFiles({ name: 'nachweis.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowWith(templatesGrid(page), name)).toContainText('Ihr Unternehmen');
  await signOut(page);

  // The member finds it and downloads the file as it was uploaded; deleting is not theirs.
  await signInAndLand(page, 'demo', 'member');
  await page.goto(TEMPLATES);
  const row = rowWith(templatesGrid(page), name);
  await waitForSettled(page, row);
  await expect(row).toContainText('PDF');
  await expect(row.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);
  await signOut(page);

  // Left as found: the admin deletes it, after confirming.
  await signInAndLand(page, 'demo', 'admin');
  await page.goto(TEMPLATES);
  const own = rowWith(templatesGrid(page), name);
  await waitForSettled(page, own);
  await own.getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Vorlage löschen' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(own).toHaveCount(0);
  // One toast, with the word of what was done.
  await expect(page.getByRole('status').filter({ hasText: 'Erfolgreich gelöscht.' })).toHaveCount(1);
  await expect(page.getByText('Erfolgreich gespeichert.')).toHaveCount(0);

  // A search without a hit says so, apart from an empty list, and resets at a click.
  await page.getByRole('searchbox', { name: 'Vorlage suchen' }).fill(name);
  await expect(page.getByText('Keine Treffer für diese Suche und Filter.')).toBeVisible();
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page.getByRole('searchbox', { name: 'Vorlage suchen' })).toHaveValue('');
  await expect(rowWith(templatesGrid(page), 'Lizenzgeber').first()).toBeVisible();
});

test('an infopoint address without its location says so, with the way to all locations', async ({ page }) => {
  await signInAndLand(page, 'demo', 'member');
  await page.goto(`${INFOPOINT}/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Standort nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Alle Standorte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Infopoint' })).toBeVisible();
});

test("the calendar: no entry without the licensee's link; with it, the entry opens the calendar in a new tab and says so", async ({
  page,
  context,
}) => {
  const calendarHref = 'https://calendar.demo-licensee.example/arbeitsschutz';
  await context.route(`${calendarHref}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Arbeitsschutzkalender</title>' }),
  );
  // Without the link: the page the server writes names none (as for a licensee that has no calendar).
  await page.route('**/dashboard/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(`"externalCalendarHref":"${calendarHref}"`, '"externalCalendarHref":null');
    return route.fulfill({ response, body });
  });
  await signInAndLand(page, 'demo', 'member');
  await page.reload();
  let nav = await openSidebar(page);
  await expect(nav.getByRole('link', { name: 'Vorlagen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Kalender' })).toHaveCount(0);

  // With it: the entry, and the calendar in a new tab.
  await page.unroute('**/dashboard/**');
  await page.reload();
  nav = await openSidebar(page);
  const opened = context.waitForEvent('page');
  await nav.getByRole('link', { name: 'Kalender' }).click();
  const calendar = await opened;
  await expect(calendar).toHaveURL(calendarHref);
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
  // The page's own status: the shell's loading overlay (outside main) is a status too, and was
  // seen beside it for a moment after the new tab opened.
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Der Kalender wurde in einem neuen Tab geöffnet.');
  const again = page.getByRole('link', { name: 'Kalender in neuem Tab öffnen' });
  await expect(again).toHaveAttribute('href', calendarHref);
  await expectAccessible(page);
  await saveScreenshot(page, 'start-calendar');

  // A reload, or Back to the page from another, opens no further tab: the link is there for that.
  const moreTabs: Page[] = [];
  context.on('page', (tab) => moreTabs.push(tab));
  await page.reload();
  await waitForSettled(page, again);
  nav = await openSidebar(page);
  await nav.getByRole('link', { name: 'Vorlagen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vorlagen' })).toBeVisible();
  await page.goBack();
  await waitForSettled(page, again);
  expect(moreTabs).toEqual([]);
});

test('an admin lands on the needs-attention page: the figures as tiles, the charts with their tables, the locations short of first aiders leading to their notice', async ({
  page,
}) => {
  // An admin lands here; the sidebar's entry, first in the start group, is the current page.
  await signInAndLand(page, 'demo', 'admin');
  await expect(page).toHaveURL((url) => url.pathname === ADMIN_LANDING);
  await expect(page.getByRole('heading', { level: 1, name: 'Handlungsbedarf' })).toBeVisible();
  await expect((await openSidebar(page)).getByRole('link', { name: 'Handlungsbedarf' })).toHaveAttribute('aria-current', 'page');
  const figures = page.getByRole('list', { name: 'Kennzahlen' });
  await expect(figures.getByRole('listitem')).toHaveText([
    /^\d+ überfällige E-Learning-Aufgaben?$/,
    /^\d+ (Zertifikat läuft|Zertifikate laufen) in den nächsten 30 Tagen ab$/,
    /^\d+ überfällige Maßnahmen?$/,
    // The office's desks, agreed and due two weeks ago, await their effectiveness check.
    /^[1-9]\d* vereinbarte Maßnahmen? (wartet|warten) auf ihre fällige Wirksamkeitsprüfung$/,
    /^\d+ laufende Analysen? mit weniger als 6 Antworten, noch nicht auswertbar$/,
    /^[1-9]\d* Standorte? mit zu wenigen Ersthelfern oder Brandschutzhelfern$/,
  ]);
  // The charts come with their figures as tables: twelve months, a row each.
  const elearnings = page.getByRole('region', { name: 'E-Learnings' });
  await expect(elearnings.getByRole('table', { name: 'Abschlussquote je Organisationseinheit (die niedrigsten 10)' })).toBeVisible();
  await expect(elearnings.getByRole('table', { name: 'Abschlussquote je E-Learning (die niedrigsten 10)' })).toBeVisible();
  await expect(elearnings.getByRole('table', { name: 'E-Learning-Aufgaben der letzten 12 Monate' }).getByRole('row')).toHaveCount(13);
  // The demo's first aiders are few (see the infopoint): its headquarters is among the locations short of them.
  const short = page.getByRole('list', { name: 'Standorte mit zu wenigen Ersthelfern oder Brandschutzhelfern' });
  const hq = short.getByRole('listitem').filter({ hasText: 'Zentrale Berlin' });
  await expect(hq).toContainText(/Ersthelfer: \d+ vorhanden, \d+ erforderlich – es fehlen \d+/);
  await waitForSettled(page, short);
  await expectAccessible(page);
  await saveScreenshot(page, 'start-attention');
  await hq.getByRole('link', { name: 'Zentrale Berlin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zentrale Berlin' })).toBeVisible();
});

test("each tile's figure is what its list counts, filtered as the tile counts", async ({ page }) => {
  await signInAndLand(page, 'demo', 'admin');
  const figures = page.getByRole('list', { name: 'Kennzahlen' });
  /** A tile's link and the figure it shows. */
  const tile = async (name: RegExp): Promise<{ link: Locator; count: number }> => {
    const link = figures.getByRole('link', { name });
    return { link, count: Number(/^\d+/.exec((await link.textContent()) ?? '')?.[0]) };
  };
  const range = (count: number) => page.getByText(new RegExp(`^1–${Math.min(count, 25)} von ${count}$`));
  const standings = page.getByRole('grid', { name: 'Stand der Mitarbeiter je E-Learning' });

  // Overdue E-Learning tasks: the members' standing, overdue ones only, says "1–25 of N".
  const overdue = await tile(/überfällige E-Learning-Aufgaben?$/);
  await overdue.link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/apps/elearnings/catalog/standings' && url.search === '');
  await expect(page.getByRole('tab', { name: 'Stand der Mitarbeiter', selected: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Überfällig');
  await expect(range(overdue.count)).toBeVisible();
  await expect(standings.getByRole('row').filter({ hasText: 'Überfällig' })).toHaveCount(Math.min(overdue.count, 25));
  await waitForSettled(page, standings);
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-standings-overdue');
  await page.goBack();

  // Certificates running out: the same list, of those certificates.
  const certificates = await tile(/in den nächsten 30 Tagen ab$/);
  await certificates.link.click();
  await expect(page.getByRole('tab', { name: 'Stand der Mitarbeiter', selected: true })).toBeVisible();
  await expect(range(certificates.count)).toBeVisible();
  await page.goBack();

  // Overdue measures: the analyses with overdue measures, whose "of them N overdue" add up to the
  // tile; no running analysis among them.
  const analyses = page.getByRole('grid', { name: 'Analysen der Gefährdungsbeurteilungen' });
  const withOverdue = analyses.getByRole('row').filter({ hasText: /davon \d+ überfällig/ });
  const measures = await tile(/überfällige Maßnahmen?$/);
  await measures.link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auswertung' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Handlungsbedarf' })).toHaveText('Maßnahmen überfällig');
  await expect(withOverdue.first()).toBeVisible();
  const overdueTexts = await withOverdue.allTextContents();
  expect(overdueTexts.reduce((sum, text) => sum + Number(/davon (\d+) überfällig/.exec(text)?.[1]), 0)).toBe(measures.count);
  await expect(analyses.getByRole('row').filter({ hasText: 'beantwortet' })).toHaveCount(0);
  await page.goBack();

  // Checks due: the analyses whose agreed measures await their check, each with at least one.
  const checks = await tile(/fällige Wirksamkeitsprüfung$/);
  await checks.link.click();
  await expect(page.getByRole('combobox', { name: 'Handlungsbedarf' })).toHaveText('Wirksamkeitsprüfung fällig');
  const rows = analyses.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(checks.count);
  await page.goBack();

  // The locations short of helpers: their list on this page, one item each.
  const locations = await tile(/Standorte? mit zu wenigen Ersthelfern oder Brandschutzhelfern$/);
  await locations.link.click();
  await expect(page).toHaveURL(/#attention-locations-short$/);
  await expect(
    page.getByRole('list', { name: 'Standorte mit zu wenigen Ersthelfern oder Brandschutzhelfern' }).getByRole('listitem'),
  ).toHaveCount(locations.count);
});

test("an admin follows a unit's share of the overdue tasks to the list narrowed to the unit, named on a chip that takes it off", async ({
  page,
}) => {
  await signInAndLand(page, 'demo', 'admin');
  const overdue = page.getByRole('list', { name: 'Kennzahlen' }).getByRole('link', { name: /^\d+ überfällige E-Learning-Aufgaben?$/ });
  const count = Number(/\d+/.exec((await overdue.textContent()) ?? '')?.[0]);
  const shares = page.getByRole('list', { name: 'Überfällige E-Learning-Aufgaben nach Organisationseinheit' });
  const share = shares.getByRole('listitem').first();
  const unit = ((await share.getByRole('link').first().textContent()) ?? '').trim();
  const shareCount = Number(/(\d+) überfällig$/.exec((await share.textContent()) ?? '')?.[1]);
  await share.getByRole('link', { name: /überfällig$/ }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Überfällig');
  const chip = page.getByRole('button', { name: `Organisationseinheit: ${unit}` });
  await expect(chip).toBeVisible();
  await expect(page.getByText(new RegExp(`^1–${Math.min(shareCount, 25)} von ${shareCount}$`))).toBeVisible();
  // The chip is taken off by keyboard as by its cross.
  await chip.press('Delete');
  await expect(chip).toHaveCount(0);
  await expect(page.getByText(new RegExp(`^1–${Math.min(count, 25)} von ${count}$`))).toBeVisible();
});
