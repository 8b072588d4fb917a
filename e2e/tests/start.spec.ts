import { expect } from '@playwright/test';
import { test, waitForSettled } from '../support/settle';
import { expectAccessible, saveScreenshot, signInAndLand } from '../support/ui';

/*
 * The start area (issue 16): the infopoint as the demo member sees it, a demo location with too
 * few first aiders among the locations, and one location's contacts as a notice to print.
 */

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
