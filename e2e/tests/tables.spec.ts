import { expect, type Page } from '@playwright/test';
import { test, waitForSettled } from '../support/settle';
import { expectAccessible, signInAndLand } from '../support/ui';
import { postLicenseeLogin } from '../support/api';
import { LAPTOP, PHONE, expectFitsScreen } from '../support/layout';

// Each journey only reads, on its own page: both workers may share them.
test.describe.configure({ mode: 'parallel' });

/*
 * Every page with a data table, on a laptop's 1280 px and a phone's 390 px (issue 72): the page
 * never scrolls sideways, nothing of it lies beyond the screen, no column is under 80 px, and on
 * the phone each table shows its rows as cards without loading the grid.
 */

/** Waits until the page has loaded and none of its tables is still loading. */
async function tablesSettled(page: Page): Promise<void> {
  await waitForSettled(page, page.locator('h1').first());
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Checks the open page on a laptop, then on a phone, and leaves it on the laptop's screen. */
async function checkBothScreens(page: Page, where: string): Promise<void> {
  await tablesSettled(page);
  await expect(page.getByRole('grid').first(), where).toBeVisible();
  await expectFitsScreen(page, where);
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('grid'), where).toHaveCount(0);
  await tablesSettled(page);
  await expectFitsScreen(page, where);
  await page.setViewportSize(LAPTOP);
}

/** Opens a list page and checks it on both screens. */
async function checkList(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await checkBothScreens(page, path);
}

/** Opens the first row of the list at `path`, then its tab `tabId`, and checks that on both screens. */
async function checkDetailsTab(page: Page, path: string, tabId: string): Promise<void> {
  await page.goto(path);
  await tablesSettled(page);
  await page.getByRole('grid').first().getByRole('row').nth(1).getByRole('button').first().click();
  // The details open on their first tab: /…/details/<uuid>/<tab>.
  await expect(page).toHaveURL(/\/details\/[^/]+\/[^/]+$/);
  const details = new URL(page.url()).pathname.replace(/\/[^/]+$/, `/${tabId}`);
  await page.goto(details);
  await checkBothScreens(page, details);
}

/** The table pages of each area of a company, for its owner: lists, and details tabs opened from a list's first row. */
const COMPANY_TABLE_PAGES: readonly { area: string; lists: readonly string[]; tabs: readonly (readonly [list: string, tab: string])[] }[] =
  [
    {
      area: 'the company’s',
      lists: [
        '/dashboard/company/members/list',
        '/dashboard/company/members/archive/list',
        '/dashboard/company/members/group/list',
        '/dashboard/company/locations/list',
        '/dashboard/company/org-units/list',
      ],
      tabs: [
        ['/dashboard/company/members/list', 'org-units'],
        ['/dashboard/company/members/group/list', 'member'],
        ['/dashboard/company/locations/list', 'member'],
        ['/dashboard/company/org-units/list', 'member'],
      ],
    },
    {
      area: 'the E-Learnings’ and the templates’',
      lists: [
        '/dashboard/apps/elearnings/catalog/list',
        '/dashboard/apps/elearnings/catalog/standings',
        '/dashboard/apps/elearnings/catalog/analytics',
        '/dashboard/apps/templates',
        '/dashboard/profile/org-units',
      ],
      tabs: [
        ['/dashboard/apps/elearnings/catalog/list', 'org-units'],
        ['/dashboard/apps/elearnings/catalog/list', 'analytics'],
      ],
    },
    {
      area: 'the risk assessments’',
      lists: ['/dashboard/apps/risk-assessments/catalog/list', '/dashboard/apps/risk-assessments/evaluation/list'],
      tabs: [['/dashboard/apps/risk-assessments/catalog/list', 'assignments']],
    },
  ];

for (const { area, lists, tabs } of COMPANY_TABLE_PAGES) {
  test(`${area} tables fit a laptop and a phone`, async ({ page }) => {
    await signInAndLand(page, 'demo', 'superadmin');
    for (const path of lists) await checkList(page, path);
    for (const [list, tab] of tabs) await checkDetailsTab(page, list, tab);
  });
}

/** Opens the first evaluated analysis and answers its path, /…/evaluation/details/<uuid>. */
async function openEvaluation(page: Page): Promise<string> {
  await page.goto('/dashboard/apps/risk-assessments/evaluation/list');
  await tablesSettled(page);
  await page.getByRole('button', { name: 'Auswertung öffnen' }).and(page.locator(':enabled')).first().click();
  await expect(page).toHaveURL(/\/evaluation\/details\/[^/]+\/[^/]+$/);
  return new URL(page.url()).pathname.replace(/\/[^/]+$/, '');
}

test('an evaluated analysis’ risks and measures fit a laptop and a phone', async ({ page }) => {
  await signInAndLand(page, 'demo', 'superadmin');
  const evaluation = await openEvaluation(page);
  await checkList(page, `${evaluation}/risks`);
  await checkList(page, `${evaluation}/risk-actions`);

  // The printable record: its tables in columns on the laptop, each row a card of labelled lines on the phone.
  await page.goto(`${evaluation}/risk-action-list`);
  const firstRisk = page.getByRole('table', { name: 'Risiken' }).getByRole('row').nth(1);
  await expect(firstRisk).toBeVisible();
  await expect(firstRisk.getByText('Gefährdung', { exact: true })).toBeHidden();
  await expectFitsScreen(page, 'the record');
  await page.setViewportSize(PHONE);
  await expect(firstRisk.getByText('Gefährdung', { exact: true })).toBeVisible();
  await expectFitsScreen(page, 'the record on a phone');
});

test("on a phone a list's search stays and its other filters wait behind a button, so the first card is on the first screen", async ({
  page,
}) => {
  await signInAndLand(page, 'demo', 'superadmin');
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/company/members/list');
  await tablesSettled(page);
  const list = page.getByRole('region', { name: 'Mitarbeiterliste' });
  const firstCard = await list.getByRole('listitem').first().boundingBox();
  expect(firstCard && firstCard.y + 48, 'the first card begins on the first screen').toBeLessThan(PHONE.height);
  await expect(page.getByRole('searchbox', { name: 'Mitarbeiter suchen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Filter', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Deaktiviert' }).click();
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await expectFitsScreen(page, 'the opened filters');
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('a search without a hit and the record on a phone: what is missing, a way on, nothing for axe', async ({ page }) => {
      await signInAndLand(page, 'demo', 'superadmin');
      await page.goto('/dashboard/company/members/list');
      await tablesSettled(page);
      await page.getByRole('searchbox', { name: 'Mitarbeiter suchen' }).fill('kein Mitarbeiter heißt so');
      const empty = page.getByRole('region', { name: 'Mitarbeiterliste' });
      await expect(empty.getByRole('status')).toHaveText(
        'Keine Treffer für diese Suche und Filter.Ändern Sie die Suche oder setzen Sie die Filter zurück.',
      );
      await expectAccessible(page, `no match, ${scheme}`);
      await page.setViewportSize(PHONE);
      await expect(empty.getByRole('status')).toBeVisible();
      await expectFitsScreen(page, 'no match');
      await empty.getByRole('button', { name: 'Filter zurücksetzen' }).click();
      await expect(page.getByRole('searchbox', { name: 'Mitarbeiter suchen' })).toHaveValue('');
      await expect(page.getByRole('region', { name: 'Mitarbeiterliste' }).getByRole('listitem').first()).toBeVisible();

      await page.setViewportSize(LAPTOP);
      const evaluation = await openEvaluation(page);
      await page.setViewportSize(PHONE);
      await page.goto(`${evaluation}/risk-action-list`);
      await expect(page.getByRole('table', { name: 'Risiken' })).toBeVisible();
      await expectAccessible(page, `record on a phone, ${scheme}`);
    });
  });
}

test('the back office’s tables fit a laptop and a phone', async ({ page }) => {
  expect((await postLicenseeLogin(page.request, 'licenseeadmin')).status()).toBe(200);
  for (const path of ['/licensee/clients', '/licensee/courses']) await checkList(page, path);
});

test("the admins' overview, its tiles, charts and heat map, fits a laptop's and a phone's screen", async ({ page }) => {
  await signInAndLand(page, 'demo', 'admin');
  const months = page.getByRole('table', { name: 'E-Learning-Aufgaben der letzten 12 Monate' });
  await expect(months).toBeVisible();
  await tablesSettled(page);
  await expectFitsScreen(page, 'the overview');
  await page.setViewportSize(PHONE);
  await expect(months).toBeVisible();
  await expectFitsScreen(page, 'the overview on a phone');
});
