import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './ui';

/** A field's accessible name: its label, with or without the required marker " *". */
export const fieldName = (label: string): RegExp => new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);

/** A text input by its label (required or not). */
export const textbox = (scope: Page | Locator, label: string): Locator => scope.getByRole('textbox', { name: fieldName(label) });

/** A password input by its label (password inputs have no role). */
export const passwordField = (scope: Page | Locator, label: string): Locator => scope.getByLabel(fieldName(label));

/** Lowercase letters only: a fresh, search-friendly part of names and identifiers. */
export function freshTag(length = 6): string {
  let tag = '';
  for (let i = 0; i < length; i++) tag += String.fromCharCode(97 + Math.floor(Math.random() * 26));
  return tag;
}

/** Types into a table's search filter, the one search field of `scope` (applied 500 ms after typing). */
export async function searchTable(page: Page, term: string, scope: Page | Locator = page): Promise<void> {
  await scope.getByRole('searchbox').fill(term);
}

/** The table row showing the given text. */
export const rowWith = (grid: Locator, text: string): Locator => grid.getByRole('row').filter({ hasText: text });

/** The total of a table's pagination ("1–25 von N"), once the table has its answer (nothing busy). */
export async function tableTotal(page: Page): Promise<number> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const range = page.getByText(/^\d+–\d+ von \d+$/).first();
  await expect(range).toBeVisible();
  const match = /von (\d+)$/.exec((await range.textContent()) ?? '');
  return Number(match?.[1] ?? Number.NaN);
}

/** Picks an option of a typeahead (combobox) after typing a search term. */
export async function chooseTypeahead(page: Page, combobox: Locator, term: string, option: string | RegExp): Promise<void> {
  await combobox.click();
  await combobox.fill(term);
  await page.getByRole('option', { name: option }).click();
  // A multi-select stays open for the next pick; leaving the field closes it, as a user would.
  await combobox.press('Tab');
}

/** Opens the sidebar with the header toggle and answers the main navigation. */
export async function openSidebar(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).click();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav).toBeVisible();
  return nav;
}

/**
 * Unfolds the sidebar group `group` and answers its link `link` once wholly shown: while the
 * group unfolds its links are cut off, and a click aimed at one then lands on none (seen in CI).
 */
export async function linkOfNavGroup(nav: Locator, group: string, link: string): Promise<Locator> {
  await nav.getByRole('button', { name: group }).click();
  const target = nav.getByRole('link', { name: link });
  await expect(target).toBeInViewport({ ratio: 1 });
  return target;
}
