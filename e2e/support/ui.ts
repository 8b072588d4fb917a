import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const SCREENSHOT_DIR = join(__dirname, '..', 'test-results', 'screenshots');

/** The password input (its label carries the required marker). */
export const passwordInput = (page: Page, label = 'Passwort') => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** Signs in through the UI: company ID, then username and password. */
export async function signIn(page: Page, company: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Firmen-ID' }).fill(company);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(username);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Fails on any serious or critical axe-core violation of the page as it is. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Saves a screenshot as a test artefact (e2e/test-results/screenshots). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
