import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { recordAxeResult } from './axe-report';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const SCREENSHOT_DIR = join(__dirname, '..', 'test-results', 'screenshots');

/** Text to match literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/** The screen a page shows, for the axe table: its path (ids as :id) and an open dialog's name. */
async function screenName(page: Page): Promise<string> {
  const path = new URL(page.url()).pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id');
  const dialogs = page.getByRole('dialog');
  if ((await dialogs.count()) === 0) return path;
  const title = await dialogs.first().locator('h2').first().textContent({ timeout: 1000 }).catch(() => null);
  return `${path} (dialog${title ? `: ${title.trim()}` : ''})`;
}

/**
 * Fails on any serious or critical axe-core violation of the page as it is, and records every
 * violation by impact for the table printed at the end of the run.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog fading in is half transparent: its colours only count once the transitions end
  // (on a busy machine axe would otherwise measure the contrast of a frame in between).
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const count = (impact: string) => results.violations.filter((violation) => violation.impact === impact).reduce((sum, violation) => sum + violation.nodes.length, 0);
  recordAxeResult({
    screen: await screenName(page),
    critical: count('critical'),
    serious: count('serious'),
    moderate: count('moderate'),
    minor: count('minor'),
    rules: results.violations.map((violation) => `${violation.id} (${violation.impact})`),
  });
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Saves a screenshot as a test artefact (e2e/test-results/screenshots). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
