import { expect, type Locator } from '@playwright/test';
import { test, waitForSettled } from '../support/settle';
import { LANDING, allTasksBubble, expectAccessible, saveScreenshot, signInAndLand, toggleSidebarWhenSettled } from '../support/ui';

/*
 * The start area (issue 16): the member's overview, where they land, with its bubbles and task
 * filters; the infopoint as the demo member sees it, a demo location with too few first aiders
 * among the locations, and one location's contacts as a notice to print.
 */

/** The count a task filter's option names: 'Erledigt (1)' → 1. */
const countOf = async (option: Locator): Promise<number> => Number(/\((\d+)\)$/.exec((await option.textContent()) ?? '')?.[1]);

test('the member lands on their overview: the bubbles count the E-Learnings, and a task filter narrows the cards', async ({ page }) => {
  await signInAndLand(page, 'demo', 'member');
  await expect(page).toHaveURL((url) => url.pathname === LANDING);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Übersicht' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'E-Learnings', selected: true })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Meine E-Learning-Aufgaben' }).getByRole('article');
  const all = Number(/\d+$/.exec((await allTasksBubble(page).textContent()) ?? '')?.[0]);
  await expect(cards).toHaveCount(all);
  await expectAccessible(page);
  await saveScreenshot(page, 'start-overview');

  // Done: the filter asks the server for the done ones only; the bubble of that name is pressed.
  await page.getByRole('combobox', { name: 'Aufgaben filtern' }).click();
  const done = page.getByRole('option', { name: /^Erledigt \(\d+\)$/ });
  const doneCount = await countOf(done);
  expect(doneCount).toBeLessThan(all);
  await done.click();
  await expect(page).toHaveURL(/\/overview\/elearnings\?bucket=done$/);
  await expect(page.getByRole('button', { name: `Erledigt ${doneCount}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(doneCount);

  // The analyses: measures to define narrows them to those whose measures are still open.
  await page.getByRole('tab', { name: 'Gefährdungsbeurteilungen' }).click();
  await expect(page.getByRole('button', { name: /^Alle \d+$/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Aufgaben filtern' }).click();
  const toDefine = page.getByRole('option', { name: /^Maßnahmen festzulegen \(\d+\)$/ });
  const toDefineCount = await countOf(toDefine);
  await toDefine.click();
  await expect(page).toHaveURL(/\/overview\/risk-assessments\?bucket=measuresToDefine$/);
  await expect(page.getByRole('button', { name: /^Alle \d+$/ })).toHaveAttribute('aria-pressed', 'false');
  const analyses = page.getByRole('region', { name: 'Meine Analysen zur Gefährdungsbeurteilung' }).getByRole('article');
  // Each holds its outcome in words; none shows when none waits for its measures.
  await expect(analyses).toHaveCount(toDefineCount);
  if (toDefineCount > 0) await expect(analyses.filter({ hasText: 'Maßnahmen werden festgelegt' })).toHaveCount(toDefineCount);
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
  await saveScreenshot(page, 'start-infopoint-location-print');
});
