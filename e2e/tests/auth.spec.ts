import { expect } from '@playwright/test';
import { createFreshMember, DEMO_PASSWORD } from '../support/api';
import { freshTag, linkOfNavGroup } from '../support/company';
import { waitForResetLink } from '../support/mail';
import { test, trackRequests, waitForSettled } from '../support/settle';
import {
  ADMIN_LANDING,
  allTasksBubble,
  attentionLocations,
  expectAccessible,
  firstMemberRow,
  LANDING,
  passwordInput,
  saveScreenshot,
  signIn,
  signInAndLand,
  signInByRequest,
  signOut,
  toggleSidebarWhenSettled,
} from '../support/ui';

// Each journey stands alone (its own page, its own fresh members): both workers may share them.
test.describe.configure({ mode: 'parallel' });

test('company ID → login → dashboard, with the window title and the member in the header', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Willkommen' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'login');
  await signIn(page, 'demo', 'admin');
  // /dashboard leads to the first permitted area whose remote answers: for an admin the
  // needs-attention page, first in the start group.
  await expect(page).toHaveURL((url) => url.pathname === ADMIN_LANDING);
  await expect(page).toHaveTitle('Handlungsbedarf - Demo Licensee');
  await expect(page.getByText('Andreas Admin')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Benutzermenü' }).getByText('Admin', { exact: true })).toBeVisible();
});

test('the login page is drawn before its code has run, and what is typed meanwhile carries over', async ({ page }) => {
  // The page's scripts wait until the first view has been used, as on a slow phone.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/auth/login/demo', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText('Firmen-ID: demo')).toBeVisible();
  // Nothing can be sent before the code is there.
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('member');
  await passwordInput(page).fill(DEMO_PASSWORD);
  await expect(page.locator('[data-first-view]')).toHaveCount(1);
  releaseScripts();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Benutzername' })).toHaveValue('member');
  await expect(passwordInput(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === LANDING);
});

test('a wrong password shows the login error and keeps the entries', async ({ page }) => {
  await signIn(page, 'demo', 'admin', 'Wrong-Passw0rd!');
  await expect(page.getByRole('alert')).toHaveText('Firmen-ID, Benutzername oder Passwort ist falsch.');
  await expect(page.getByRole('textbox', { name: 'Benutzername' })).toHaveValue('admin');
  await expectAccessible(page);
});

test('a remembered company ID skips the company entry until switched', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Firmen-ID' }).fill('demo');
  await page.getByRole('checkbox', { name: 'Firmen-ID auf diesem Gerät merken' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/auth\/login\/demo$/);
  await page.getByRole('button', { name: 'Firmen-ID wechseln' }).click();
  await expect(page.getByRole('textbox', { name: 'Firmen-ID' })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the sidebar differs by role: the company group for admins, not for members', async ({ page }) => {
  await signInAndLand(page, 'demo', 'admin');
  await toggleSidebarWhenSettled(page, attentionLocations(page));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Handlungsbedarf' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('heading', { name: 'Unternehmen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Standorte' })).toBeVisible();
  await expectAccessible(page);
  await signOut(page);
  await expect(page).toHaveURL(/\/auth\/login\/demo$/);

  // A member's sidebar holds the start group (without the needs-attention page) and their own
  // E-Learnings, no company group.
  await signInAndLand(page, 'demo', 'member');
  await toggleSidebarWhenSettled(page, allTasksBubble(page));
  await expect(nav.getByRole('heading', { name: 'Start' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Meine Übersicht' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Handlungsbedarf' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Mein Infopoint' })).toBeVisible();
  await expect(nav.getByRole('heading', { name: 'Apps' })).toBeVisible();
  // Their own E-Learnings, and no catalog, under the E-Learnings entry.
  await nav.getByRole('button', { name: 'E-Learnings' }).click();
  await expect(nav.getByRole('link', { name: 'Meine E-Learnings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Katalog' })).toHaveCount(0);
  await expect(nav.getByRole('heading', { name: 'Unternehmen' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Standorte' })).toHaveCount(0);
});

test('a remote that is down shows the error panel with retry; header, sidebar and other areas keep working', async ({ page }) => {
  await page.route('**/remotes/mfe-company/**', (route) => route.abort());
  await signIn(page, 'demo', 'admin');
  await expect(page).toHaveURL(/\/dashboard\//);
  await page.goto('/dashboard/company/locations/list');
  await expect(page.getByText('Bereich nicht verfügbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expectAccessible(page, 'area unavailable');
  await expect(page.getByText('Andreas Admin')).toBeVisible();
  await toggleSidebarWhenSettled(page, page.getByRole('button', { name: 'Erneut versuchen' }));
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Standorte' })).toBeVisible();
  // Another area (auth) still loads.
  await signOut(page);
});

test('an expired session sends to login with returnUrl, and back there after login', async ({ page, context }) => {
  await signIn(page, 'demo', 'admin');
  await expect(page).toHaveURL(/\/dashboard\/[a-z]/);
  await page.goto('/dashboard/company/locations/list');
  await waitForSettled(page, page.getByRole('grid', { name: 'Standorte' }).getByRole('row').nth(1));
  await context.clearCookies({ name: 'SESSION' });
  await page.reload();
  // The page had settled, so no request met the ended session before the reload: the start-up
  // finds no session and sends to the company entry, keeping the returnUrl.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/login' && url.search === `?returnUrl=${encodeURIComponent('/dashboard/company/locations/list')}`,
  );
  await page.getByRole('textbox', { name: 'Firmen-ID' }).fill('demo');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('admin');
  await passwordInput(page).fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\/locations\/list$/);
  await expect(page).toHaveTitle('Standorte - Demo Licensee');
});

test('forgot password → mail → reset page → signed in with the new password', async ({ page }) => {
  const account = await createFreshMember(`vergessen.${freshTag()}`, 'Vera');
  await page.goto('/auth/login/demo');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('button', { name: 'Link anfordern' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(account.username);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-Mail' })).toBeVisible();
  await expectAccessible(page);

  const link = await waitForResetLink(account.username);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Neues Passwort' })).toBeVisible();
  await expectAccessible(page);
  await passwordInput(page, 'Neues Passwort').fill('short');
  await passwordInput(page, 'Passwort bestätigen').fill('short');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText(/mindestens 8 Zeichen/)).toBeVisible();
  await passwordInput(page, 'Neues Passwort').fill('Fresh-Passw0rd!');
  await passwordInput(page, 'Passwort bestätigen').fill('Fresh-Passw0rd!');
  // The strength meter speaks 150 ms after the last key stroke and moves the button: the click
  // waits for its verdict on the new password (a click aimed while the button moves is lost).
  await expect(page.getByText(/^Passwortstärke: (stark|sehr stark)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
  await signOut(page);
  await signIn(page, 'demo', account.username, 'Fresh-Passw0rd!');
  await expect(page).toHaveURL(/\/dashboard\//);
});

test('the dashboard layout in light and dark', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, locale: 'de-DE', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    trackRequests(page);
    await signIn(page, 'demo', 'admin');
    await toggleSidebarWhenSettled(page, attentionLocations(page));
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Navigation ein- oder ausblenden' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, `${colorScheme} theme, sidebar open`);
    await saveScreenshot(page, `dashboard-${colorScheme}`);
    if (colorScheme === 'light') {
      // The keyboard's first stop on a freshly loaded page is the skip link, past header and sidebar.
      await page.reload();
      await waitForSettled(page, attentionLocations(page));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main', { name: 'Seiteninhalt' })).toBeFocused();
      await expect(skip).not.toBeInViewport();
    }
    await context.close();
  }
});

test("a short page's footer stands at the screen's bottom; a slow area loads inside the page's frame", async ({ browser }) => {
  for (const [viewport, path, title] of [
    [{ width: 1280, height: 800 }, '/dashboard/apps/elearnings/my-elearnings', 'Meine E-Learnings'],
    [{ width: 390, height: 844 }, '/dashboard/apps/elearnings/no-such-page', 'Seite nicht gefunden'],
  ] as const) {
    const context = await browser.newContext({ locale: 'de-DE', viewport });
    const page = await context.newPage();
    trackRequests(page);
    await signInByRequest(page, 'demo', 'member');
    await page.goto(path);
    await waitForSettled(page, page.getByRole('heading', { level: 1, name: title }));
    // Nothing to scroll: the footer ends where the screen does.
    const footerBottom = () => page.getByRole('contentinfo').evaluate((footer) => Math.round(footer.getBoundingClientRect().bottom));
    await expect.poll(footerBottom).toBe(viewport.height);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(viewport.height);
    await context.close();
  }

  // The company area's code held back: past the start's wait, the page draws its frame.
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInByRequest(page, 'demo', 'admin');
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/mfe-company\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard/company/members/list');
  const main = page.getByRole('main', { name: 'Seiteninhalt' });
  await expect(main.getByRole('progressbar', { name: 'Bereich wird geladen' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Brotkrumennavigation' })).toHaveText(/Unternehmen/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await saveScreenshot(page, 'area-loading-frame');
  release();
  await expect(main.getByRole('heading', { level: 1, name: 'Mitarbeiter' })).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'Bereich wird geladen' })).toHaveCount(0);
  await context.close();
});

test('support login: the advisor reaches a client as customer advisor; blocked while signed in', async ({ page }) => {
  await page.goto('/auth/support-login');
  await expect(page.getByRole('heading', { name: 'Support-Login' })).toBeVisible();
  await expectAccessible(page);
  // The advisor has no profile of their own: nothing may ask for one and be refused.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  await page.getByRole('textbox', { name: 'Firmen-ID des Kunden' }).fill('acme');
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('advisor');
  await passwordInput(page).fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Als Kundenberater anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
  await expect(page.getByText('Clara Beraterin')).toBeVisible();
  await expect(page.getByText('Kundenberater', { exact: true })).toBeVisible();
  await page.reload();
  await waitForSettled(page, page.getByText('Clara Beraterin'));
  expect(refused).toEqual([]);
  await page.goto('/auth/support-login');
  await expect(page.getByRole('alert')).toHaveText('Sie sind bereits angemeldet. Bitte melden Sie sich zuerst ab.');
});

test('signed in, the login pages lead on to the dashboard instead of asking again', async ({ page }) => {
  await signInAndLand(page, 'demo', 'member');
  await page.goto('/auth/login');
  await expect(page).toHaveURL((url) => url.pathname === LANDING);
  await page.goto('/auth/login/demo?returnUrl=%2Fdashboard%2Fprofile%2Fsettings');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/profile/settings');
  await expect(page.getByRole('textbox', { name: 'Firmen-ID' })).toHaveCount(0);
});

test('a route without permission shows the 401 message and leads home', async ({ page }) => {
  await signInAndLand(page, 'demo', 'member');
  await page.goto('/dashboard/company/members/list');
  await expect(page.getByText('Sie haben keine Berechtigung für diese Aktion.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === LANDING);
});

test('the UI follows the browser language when signed out', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company ID' })).toBeVisible();
  await context.close();
});

test('the heartbeat every 5 minutes logs out a session the server has ended', async ({ page, context }) => {
  await page.clock.install();
  await signIn(page, 'demo', 'admin');
  const landing = ADMIN_LANDING;
  await expect(page).toHaveURL((url) => url.pathname === landing);
  // The session ends on the server only once the landing page has loaded: a request of its
  // own still in flight would meet the 401 and sign out before any heartbeat.
  await waitForSettled(page, attentionLocations(page));
  // (The start-up's 401 before sign-in is over by now: only 401s from here on count.)
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  await context.clearCookies({ name: 'SESSION' });

  // Nothing asks the server during the first 4 minutes: still signed in, no 401 answered.
  await page.clock.fastForward('04:00');
  await waitForSettled(page, page.getByRole('group', { name: 'Benutzermenü' }));
  expect(unauthorized).toEqual([]);
  await expect(page).toHaveURL((url) => url.pathname === landing);

  // The heartbeat at 5 minutes meets the ended session and signs out, keeping the way back.
  const heartbeat = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/heartbeat');
  await page.clock.fastForward('01:05');
  expect((await heartbeat).status()).toBe(401);
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login/demo' && url.search === `?returnUrl=${encodeURIComponent(landing)}`);
  expect(unauthorized[0]).toBe('/api/heartbeat');
});

test('on a small screen the sidebar opens over the page and closes after navigation', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 600, height: 900 } });
  const page = await context.newPage();
  trackRequests(page);
  await signInAndLand(page, 'demo', 'admin');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav).toBeHidden();
  await toggleSidebarWhenSettled(page, attentionLocations(page));
  await expect(nav).toBeVisible();
  await expectAccessible(page, 'small screen, sidebar open');
  await nav.getByRole('link', { name: 'Standorte' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\/locations\/list$/);
  await expect(nav).toBeHidden();
  await context.close();
});

test('the open sidebar ends with the window: its last entry is reachable at 1280×800', async ({ page }) => {
  await signInAndLand(page, 'demo', 'admin');
  await page.goto('/dashboard/company/members/list');
  await toggleSidebarWhenSettled(page, firstMemberRow(page));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  // The members entry is open on the members list, so every group is as long as it gets.
  await expect(nav.getByRole('link', { name: 'Archiv' })).toBeVisible();
  const drawerBottom = await nav.evaluate((element) => element.closest('.MuiDrawer-paper')!.getBoundingClientRect().bottom);
  expect(drawerBottom).toBeLessThanOrEqual(800);
  await saveScreenshot(page, 'sidebar-last-entry');
  await (await linkOfNavGroup(nav, 'Einstellungen', 'Stammdaten')).click();
  await expect(page).toHaveURL(/\/dashboard\/company\/settings\/details$/);
});

test('at 390 px the header fits: sign-out stays on screen and nothing scrolls sideways, also under a long title', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAndLand(page, 'demo', 'admin');
  const logout = page.getByRole('button', { name: 'Abmelden' });
  await expect(logout).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Profil' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'phone width');
  await saveScreenshot(page, 'header-390');
  // A page whose German title is one long word: the title wraps instead of widening the page.
  await page.goto('/dashboard/company/settings/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Unternehmenseinstellungen' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'company-settings-390');
  await logout.click();
  await expect(page).toHaveURL(/\/auth\/login\/demo$/);
  await context.close();
});

test('auth screens: the window title names page and licensee, the logo sits on a plate in dark, support login and reset lead back', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark', locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Willkommen' })).toBeVisible();
  await expect(page).toHaveTitle('Willkommen - Demo Licensee');
  const logo = page.getByRole('main').getByRole('img', { name: 'Demo Licensee' });
  expect(await logo.evaluate((image) => getComputedStyle(image).backgroundColor)).toBe('rgb(255, 255, 255)');
  await expectAccessible(page, 'dark theme');
  await saveScreenshot(page, 'login-dark');

  await page.goto('/auth/support-login');
  await expect(page).toHaveTitle('Support-Login - Demo Licensee');
  await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');

  await page.goto('/auth/reset-password/demo?token=unknown');
  await expect(page).toHaveTitle('Neues Passwort - Demo Licensee');
  await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login/demo');
  await context.close();
});
