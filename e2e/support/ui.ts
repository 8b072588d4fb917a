import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, postLogin } from './api';
import { recordAxeResult } from './axe-report';
import { waitForSettled } from './settle';

export { DEMO_PASSWORD };
export const SCREENSHOT_DIR = join(__dirname, '..', 'test-results', 'screenshots');

/** Text to match literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The password input (its label carries the required marker). */
export const passwordInput = (page: Page, label = 'Passwort') => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** The session cookie's name (api/src/plugins/session.ts). */
const SESSION_COOKIE = 'SESSION';

/** Signs in through the UI: company ID, then username and password. */
export async function signIn(page: Page, company: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Firmen-ID' }).fill(company);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(username);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * The screen a page shows, for the axe table: its path (ids as :id), an open dialog's name and
 * the variant the caller names (dark theme, small screen, an area that failed to load).
 */
async function screenName(page: Page, variant?: string): Promise<string> {
  const path = new URL(page.url()).pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id');
  const notes = variant ? [variant] : [];
  const dialogs = page.getByRole('dialog');
  if ((await dialogs.count()) > 0) {
    // Its accessible name (MUI names dialogs by aria-labelledby), else its first heading.
    const title = await dialogs
      .first()
      .evaluate(
        (dialog) => {
          const labelledBy = dialog.getAttribute('aria-labelledby');
          const name =
            dialog.getAttribute('aria-label') ??
            (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
            dialog.querySelector('h2')?.textContent;
          return name?.trim() ?? '';
        },
        undefined,
        { timeout: 1000 },
      )
      .catch(() => '');
    notes.push(`dialog${title ? `: ${title}` : ''}`);
  }
  return notes.length ? `${path} (${notes.join(', ')})` : path;
}

/**
 * Waits (five seconds at most) until no transition or animation runs. An endless animation (the
 * pulsing focus ripple of a button reached by keyboard) never ends: not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/**
 * Whether a frame of the page comes from another origin (the player's course). axe's default run
 * reaches into such frames: it gathers every frame's partial results, passes included (megabytes
 * for a long table), in Node and finishes them in a new blank page, several times the check itself.
 * Its legacy run checks the page and its same-origin frames in place, the same rules on the same
 * nodes, so it serves every page without a foreign frame.
 */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
}

/**
 * Fails on any serious or critical axe-core violation of the page as it is, and records every
 * violation by impact for the table printed at the end of the run. `variant` names a state the
 * path does not tell (dark theme, small screen), so it gets a row of its own.
 */
export async function expectAccessible(page: Page, variant?: string): Promise<void> {
  // A dialog fading in is half transparent: its colours only count once the transitions end
  // (on a busy machine axe would otherwise measure the contrast of a frame in between).
  await transitionsEnded(page);
  // Only violations are read: axe then works out selectors for the failing elements alone, not
  // for every element that passed (axe-core's API documentation, "Performance").
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!hasCrossOriginFrame(page))
    .analyze();
  const count = (impact: string) =>
    results.violations.filter((violation) => violation.impact === impact).reduce((sum, violation) => sum + violation.nodes.length, 0);
  recordAxeResult({
    screen: await screenName(page, variant),
    critical: count('critical'),
    serious: count('serious'),
    moderate: count('moderate'),
    minor: count('minor'),
    // The elements named too, so a finding in the table can be fixed without running it again.
    rules: results.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
    ),
  });
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    severe.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Chooses `option` of a select and waits until the field shows it. The menu grows in and scrolls
 * its chosen item into view: a click aimed at an option meanwhile pressed on one place and let go
 * on another, which chose nothing and left the menu open over the form (seen on a busy machine),
 * so the click waits until the menu stands still.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const menu = page.getByRole('listbox');
  await expect(menu).toBeVisible();
  await transitionsEnded(page);
  await menu.getByRole('option', { name: option, exact: true }).click();
  await expect(menu).toHaveCount(0);
  await expect(select).toHaveText(option);
}

/**
 * Saves a screenshot as a test artefact (e2e/test-results/screenshots), of the whole page unless
 * `fullPage` is false. A whole-page shot resizes the viewport for a moment; headless Chromium then
 * routed the next click into a nested cross-origin frame (the player's course) to the page's frame
 * element, in every run: a journey that clicks into a course after the shot takes the viewport.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/**
 * Clicks the header's sidebar toggle once the page is `ready` and no request is in flight. While
 * a list loads, the loading overlay covers the whole window (header included), so a click in
 * that moment lands on the overlay and is lost, for a person as for a journey.
 */
export async function toggleSidebarWhenSettled(page: Page, ready: Locator): Promise<void> {
  await waitForSettled(page, ready);
  await page.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).click();
}

/**
 * The link of a data table's row by its name: the primary cell's button in the grid (a laptop),
 * the card's title on a phone, where each row is a card.
 */
export const rowLink = (scope: Page | Locator, name: string): Locator => scope.getByRole('button', { name, exact: true });

/** The first data row of the members list. */
export const firstMemberRow = (page: Page): Locator => page.getByRole('grid', { name: 'Mitarbeiterliste' }).getByRole('row').nth(1);

/** A page a member lands on after signing in: its path, and what shows once it has loaded. */
export interface Landing {
  path: string;
  ready: (page: Page) => Locator;
}

/** The "all" status bubble with its count, which shows once the member's tasks have loaded. */
export const allTasksBubble = (page: Page): Locator =>
  page.getByRole('group', { name: 'Aufgaben nach Status' }).getByRole('button', { name: /^Alle \d+$/ });

/**
 * Where a member lands after signing in: the first page of the sidebar they may open, their
 * overview in the start group, which opens the tab with overdue work first. No demo account has
 * overdue work, so it opens its first tab, the E-Learnings.
 */
export const LANDING = '/dashboard/start/overview/elearnings';
export const LANDING_PAGE: Landing = { path: LANDING, ready: allTasksBubble };

/** The needs-attention page's locations section, which shows once the figures have loaded. */
export const attentionLocations = (page: Page): Locator => page.getByRole('region', { name: 'Standorte', exact: true });

/** Where admins of every kind land: the needs-attention page, first in the start group for them. */
export const ADMIN_LANDING = '/dashboard/start/attention';
export const ADMIN_LANDING_PAGE: Landing = { path: ADMIN_LANDING, ready: attentionLocations };

/** The demo accounts that are members; every other demo account is an admin of some kind. */
const DEMO_MEMBERS: readonly string[] = ['member'];

/** Where a demo account lands after signing in. */
export const landingOf = (username: string): Landing => (DEMO_MEMBERS.includes(username) ? LANDING_PAGE : ADMIN_LANDING_PAGE);

/** shared-ui's loading overlay, which covers the whole window while a request runs. */
export const loadingOverlay = (page: Page): Locator =>
  page.getByRole('region', { name: /^(Wird geladen|Wird gespeichert|Anmeldung läuft) …$/ });

/**
 * Signs in by request ({@link postLogin}), so the page's context holds the session cookie. The
 * form itself is the auth journeys' concern; the others start signed in without loading it first,
 * which saves every such journey the login page's load.
 */
export async function signInByRequest(page: Page, company: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  const login = await postLogin(page.request, company, username, password);
  expect(login.status(), `sign-in of ${username} at ${company}`).toBe(200);
}

/**
 * Signs out through the header and waits until the sign-out has finished: the login page shows
 * and the browser holds no session cookie. The page's logout request is still on its way when
 * the click returns; a sign-in before it ends would race it (docs/product.md §4).
 */
export async function signOut(page: Page): Promise<void> {
  // A person clicks "Abmelden" on a page they see, not while its area still loads.
  await expect(page.getByRole('progressbar', { name: 'Bereich wird geladen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/auth/login'));
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
}

/**
 * Signs in (by request) and opens the page the account lands on, then waits until it has
 * loaded: its path, its `ready` element, and no loading overlay. A click before that could race
 * the landing's own navigation, or land on the overlay and be lost, for a person as for a journey.
 */
export async function signInAndLand(
  page: Page,
  company: string,
  username: string,
  password = DEMO_PASSWORD,
  landing = landingOf(username),
): Promise<void> {
  await signInByRequest(page, company, username, password);
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === landing.path);
  await expect(landing.ready(page)).toBeVisible();
  await expect(loadingOverlay(page)).toHaveCount(0);
}

/** A date field (shared-ui's DateInput): a group named by its label with day, month and year sections. */
export const dateField = (scope: Page | Locator, label: string): Locator => scope.getByRole('group', { name: label, exact: true });

/** What a date field shows (dd.mm.yyyy in German), read from the input it keeps beside its sections. */
export const dateFieldValue = (scope: Page | Locator, label: string): Locator => dateField(scope, label).locator('input');

/**
 * Types a date into a date field as a user does, digits only (`01032027` for 01.03.2027; the
 * sections advance themselves); '' empties it.
 */
export async function typeDate(scope: Page | Locator, label: string, digits: string): Promise<void> {
  const field = dateField(scope, label);
  await field.getByRole('spinbutton').first().click();
  const keyboard = field.page().keyboard;
  await keyboard.press('ControlOrMeta+A');
  await keyboard.press('Backspace');
  if (digits !== '') await keyboard.type(digits);
}
