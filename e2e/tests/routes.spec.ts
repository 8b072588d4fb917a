import { expect, type Page } from '@playwright/test';
import { AUTH_ROUTES, DASHBOARD_PREFIX, DASHBOARD_ROUTES } from '@compliance/shared-contracts';
import { test, waitForSettled } from '../support/settle';
import { signInAndLand } from '../support/ui';

// Each journey only navigates, on its own page: both workers may share them.
test.describe.configure({ mode: 'parallel' });

/*
 * Every route prefix of the specification, mistyped two ways: with junk appended, and cut off
 * before its first parameter. Each must settle on one page within three navigations (a relative
 * redirect once resolved below the unknown path and looped until the browser killed the tab).
 */

const MAX_NAVIGATIONS = 3;
const SAMPLE_PARAMS: Readonly<Record<string, string>> = { clientId: 'demo', tabId: 'details' };
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** The route with its parameters filled by sample values. */
const filled = (route: string) => route.replace(/:([A-Za-z]+)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? SAMPLE_UUID);

/** The mistyped forms of a route: junk appended, and (with parameters) cut off before the first. */
function mistyped(route: string): string[] {
  const variants = [`${filled(route)}/junk/more`];
  const firstParameter = route.indexOf('/:');
  if (firstParameter > 0) variants.push(route.slice(0, firstParameter));
  return variants;
}

const AUTH_PATHS = [...new Set([...Object.values(AUTH_ROUTES).flatMap(mistyped), '/auth/nonexistent', '/auth'])];
const DASHBOARD_PATHS = [...new Set(Object.values(DASHBOARD_ROUTES).flatMap((route) => mistyped(`${DASHBOARD_PREFIX}/${route}`)))];

/**
 * Opens a path and answers how many times the main frame navigated until the page settled: it
 * shows its headline (or an area's error panel), asks nothing more, and stays where it is for one
 * more frame. A page may lead on once it has read what it needs (the overview opens its tab),
 * so a move after a quiet moment is followed; a loop moves on and on and exceeds the count.
 */
async function navigationsUntilSettled(page: Page, path: string): Promise<number> {
  let navigations = 0;
  const count = (frame: unknown) => {
    if (frame === page.mainFrame()) navigations += 1;
  };
  page.on('framenavigated', count);
  try {
    await page.goto(path);
    for (;;) {
      await waitForSettled(page, page.locator('h1, [role="alert"]').first());
      const seen = navigations;
      // One more frame: a page leading on, or a loop, has moved by now.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
      if (navigations === seen) return navigations;
      expect(navigations, `${path} kept navigating (now at ${page.url()})`).toBeLessThanOrEqual(MAX_NAVIGATIONS);
    }
  } finally {
    page.off('framenavigated', count);
  }
}

/** The page an address without one shows: it says so where it was typed, with the way back. */
async function expectNotFound(page: Page, path: string, back: { name: string; href: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }), path).toBeVisible();
  expect(new URL(page.url()).pathname, path).toBe(path);
  await expect(page.getByRole('main').getByRole('link', { name: back.name })).toHaveAttribute('href', back.href);
}

test('every mistyped auth path settles on one page within three navigations', async ({ page }) => {
  for (const path of AUTH_PATHS) {
    const navigations = await navigationsUntilSettled(page, path);
    expect(navigations, `${path} → ${page.url()}`).toBeLessThanOrEqual(MAX_NAVIGATIONS);
    // A path with junk below it has no page and says so; a short one leads to its page.
    if (path.endsWith('/junk/more') || path === '/auth/nonexistent')
      await expectNotFound(page, path, { name: 'Zur Anmeldung', href: '/auth/login' });
    else
      expect(new URL(page.url()).pathname, path).toMatch(
        /^\/auth\/(login(\/[a-z0-9-]+)?|support-login|licensee-login|forgot-password\/demo|reset-password\/demo)$/,
      );
  }
  // Without a company ID the forgot and reset pages lead to the company entry, not to a company named "login".
  await navigationsUntilSettled(page, '/auth/forgot-password');
  await expect(page).toHaveURL((url) => url.pathname === AUTH_ROUTES.login);
  await navigationsUntilSettled(page, '/auth/reset-password');
  await expect(page).toHaveURL((url) => url.pathname === AUTH_ROUTES.login);
});

test('every mistyped dashboard path settles on one page within three navigations, signed out', async ({ page }) => {
  for (const path of DASHBOARD_PATHS) {
    const navigations = await navigationsUntilSettled(page, path);
    expect(navigations, `${path} → ${page.url()}`).toBeLessThanOrEqual(MAX_NAVIGATIONS);
    expect(new URL(page.url()).pathname, path).toMatch(/^\/auth\/login$/);
  }
});

// Signed in, each path loads a whole page (most lead to the members list): one test per area,
// so that each test's page loads fit its time.
/** The area a dashboard path belongs to: `company`, `start`, `profile`, `apps/elearnings`, … */
const areaOf = (path: string): string => {
  const [first, second] = path.slice(DASHBOARD_PREFIX.length + 1).split('/');
  return first === 'apps' ? `apps/${second}` : first!;
};
const SIGNED_IN_AREAS: Record<string, string[]> = {};
for (const path of DASHBOARD_PATHS) (SIGNED_IN_AREAS[areaOf(path)] ??= []).push(path);

for (const [area, paths] of Object.entries(SIGNED_IN_AREAS)) {
  test(`every mistyped dashboard path below ${DASHBOARD_PREFIX}/${area} settles on one page within three navigations, signed in`, async ({
    page,
  }) => {
    // Landed and settled first: counted from the first goto on, a late navigation of the landing
    // would be charged to the first mistyped path.
    // The company's owner: every page of the company is theirs, so each mistyped path is one without a page, never a denied one.
    await signInAndLand(page, 'demo', 'superadmin');
    await waitForSettled(page, page.locator('h1').first());
    for (const path of paths) {
      const navigations = await navigationsUntilSettled(page, path);
      expect(navigations, `${path} → ${page.url()}`).toBeLessThanOrEqual(MAX_NAVIGATIONS);
      expect(new URL(page.url()).pathname, path).toMatch(/^\/dashboard\//);
      if (path.endsWith('/junk/more')) await expectNotFound(page, path, { name: 'Zur Startseite', href: DASHBOARD_PREFIX });
    }
  });
}
