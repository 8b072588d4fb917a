import type { BrowserContext, Frame, Page, Request } from '@playwright/test';
import { generatePackage, giveOwnCourse, multiScoCourse12 } from '@compliance/api/test-packages';
import { NEW_MEMBER_PASSWORD, newMemberBody } from '@compliance/api/test-members';
import {
  ELEARNING_PACKAGE_FILE_FIELD,
  hashPassword,
  readExecutionEndpoint,
  saveExecutionEndpoint,
  uploadPackageEndpoint,
} from '@compliance/shared-contracts';
import { postJson, signIn, type BenchSession } from '../company/server';
import { DEMO_PASSWORD } from './scripts';

// The player of a course of many SCOs (issue 70), as a member on the demo client meets it: a
// generated SCORM 1.2 course of 21 SCOs and a handout (as authoring tools export long courses) given to a
// fresh member, played in the browser. Each SCO is a page of the package on the content origin,
// inside the launcher's frame inside the player page.

export const MY_ELEARNINGS = '/dashboard/apps/elearnings/my-elearnings';
const TITLE = 'Bench: Brandschutz ausführlich';

/** Times from a click to the player showing a SCO: the SCO's frame loaded, and the requests on the way. */
export interface PlayerTiming {
  /** From the click to the load event of the SCO's frame. */
  frameLoaded: number;
  /** From the click to the answer of the left SCO's last commit (a switch), NaN when none was sent. */
  committed: number;
  /** From the click to the answer of read-execution (the attempt, or the SCO switched to). */
  read: number;
}

/** Has the demo's admins give a fresh member the generated course (its own unit, switched on); answers the member's username. */
export async function courseForFreshMember(base: string): Promise<string> {
  const admin = await signIn(base, 'demo', 'admin', DEMO_PASSWORD);
  const superadmin = await signIn(base, 'demo', 'superadmin', DEMO_PASSWORD);
  const username = `bench.player.${Date.now()}`;
  const ok = (session: BenchSession) => async (path: string, body: unknown) => {
    const answer = await postJson(base, session, path, body);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const member = (await ok(admin)('/api/member/createmember', newMemberBody(username, { firstName: 'Bench', lastName: 'Player' }))) as {
    uuid: string;
  };
  const uploadPackage = async ({ title, durationMinutes, zip }: { title: string; durationMinutes: number; zip: Buffer }) => {
    const form = new FormData();
    form.set('title', title);
    form.set('durationMinutes', String(durationMinutes));
    form.set(ELEARNING_PACKAGE_FILE_FIELD, new File([zip], 'kurs.zip', { type: 'application/zip' }));
    const uploaded = await fetch(`${base}${uploadPackageEndpoint.path}`, { method: 'POST', headers: superadmin.headers, body: form });
    if (uploaded.status !== 200) throw new Error(`upload-package answered ${uploaded.status}: ${await uploaded.text()}`);
    return (await uploaded.json()) as { elearningUuid: string };
  };
  await giveOwnCourse(
    { admin: ok(admin), owner: ok(superadmin), uploadPackage },
    {
      learnerUuid: member.uuid,
      unitIdentifier: `kurs-${Date.now().toString(36)}`,
      title: TITLE,
      zip: await generatePackage(multiScoCourse12()),
      durationMinutes: 60,
    },
  );
  return username;
}

/** Signs the member in within the browser's context, as the sign-in form does (its requests share the cookies). */
export async function signInInBrowser(context: BrowserContext, base: string, username: string): Promise<void> {
  const csrf = await context.request.get(`${base}/api/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const login = await context.request.post(`${base}/api/login`, {
    headers: { 'x-xsrf-token': csrfToken },
    data: { clientIdentifier: 'demo', username, password: hashPassword(NEW_MEMBER_PASSWORD) },
  });
  if (login.status() !== 200) throw new Error(`sign-in of ${username} answered ${login.status()}`);
}

const isSco = (frame: Frame) => /[?&]sco=/.test(frame.url());

/** Runs in the player's page before its scripts: when the last click reached the page, on the machine's clock (epoch ms). */
const NOTE_CLICKS = `addEventListener('click', () => { window.__clickedAt = performance.timeOrigin + performance.now(); }, true);`;

/**
 * Clicks `click` and answers the times until a SCO's frame, new since the click, has loaded, all
 * on the browser's clock: from the click event in the page to the load event's end in the SCO's
 * frame, and to the answers of the commit and read-execution on the way (Playwright's own
 * round trips for the click and the events stay out of the figures).
 */
async function timedToScoFrame(page: Page, click: () => Promise<void>): Promise<PlayerTiming> {
  const answeredAt: Record<string, number> = {};
  const onFinished = (request: Request) => {
    const path = new URL(request.url()).pathname;
    const timing = request.timing();
    if (path === saveExecutionEndpoint.path || (path === readExecutionEndpoint.path && !(path in answeredAt)))
      answeredAt[path] = timing.startTime + timing.responseEnd;
  };
  const framesBefore = new Set(page.frames().filter(isSco));
  const loaded = new Promise<Frame>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no SCO frame loaded within 30 s')), 30_000);
    const onNavigated = (frame: Frame) => {
      if (!isSco(frame) || framesBefore.has(frame)) return;
      page.off('framenavigated', onNavigated);
      void frame.waitForLoadState('load').then(() => {
        clearTimeout(timer);
        resolve(frame);
      }, reject);
    };
    page.on('framenavigated', onNavigated);
  });
  page.on('requestfinished', onFinished);
  try {
    await click();
    const frame = await loaded;
    // Runs in the frame: its navigation entry (the bench's types know Node's performance, not the page's).
    const loadedAt = await frame.evaluate(() => {
      const timeline = performance as unknown as { timeOrigin: number; getEntriesByType(type: string): Array<{ loadEventEnd: number }> };
      const [navigation] = timeline.getEntriesByType('navigation');
      return timeline.timeOrigin + (navigation?.loadEventEnd ?? Number.NaN);
    });
    const clickedAt = await page.evaluate(() => (globalThis as unknown as { __clickedAt: number }).__clickedAt);
    const since = (at: number | undefined) => (at === undefined ? Number.NaN : at - clickedAt);
    return {
      frameLoaded: since(loadedAt),
      committed: since(answeredAt[saveExecutionEndpoint.path]),
      read: since(answeredAt[readExecutionEndpoint.path]),
    };
  } finally {
    page.off('requestfinished', onFinished);
  }
}

/** The cards' button that opens the bench's course in the player: Starten before its attempt, Fortsetzen after. */
const startButton = (page: Page, name: 'Starten' | 'Fortsetzen') =>
  page
    .getByRole('region', { name: 'Meine E-Learning-Aufgaben' })
    .getByRole('article')
    .filter({ hasText: TITLE })
    .getByRole('button', { name });

/** The player page of the signed-in member's bench course: its attempt started from My E-Learnings, then left with Beenden. */
export async function playerPath(context: BrowserContext, base: string): Promise<string> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}${MY_ELEARNINGS}`);
    await startButton(page, 'Starten').click();
    await page.getByRole('button', { name: 'Weiter' }).waitFor();
    const path = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Beenden' }).click();
    await page.waitForURL((url) => url.pathname === MY_ELEARNINGS);
    return path;
  } finally {
    await page.close();
  }
}

/**
 * `rounds` times: from My E-Learnings (loaded) a click on Starten or Fortsetzen until the SCO's
 * frame has loaded, then `switches` clicks on Weiter each until the next SCO's frame has loaded,
 * then Beenden. The first round creates the attempt; later ones resume it where it was left.
 */
export async function playerTimings(
  context: BrowserContext,
  base: string,
  rounds: number,
  switches: number,
): Promise<{ opens: PlayerTiming[]; switches: PlayerTiming[] }> {
  const timings = { opens: [] as PlayerTiming[], switches: [] as PlayerTiming[] };
  const page = await context.newPage();
  await page.addInitScript(NOTE_CLICKS);
  try {
    for (let round = 0; round < rounds; round++) {
      await page.goto(`${base}${MY_ELEARNINGS}`);
      const start = startButton(page, round === 0 ? 'Starten' : 'Fortsetzen');
      await start.waitFor();
      await page.waitForLoadState('networkidle');
      timings.opens.push(await timedToScoFrame(page, () => start.click()));
      const next = page.getByRole('button', { name: 'Weiter' });
      for (let step = 0; step < switches; step++) {
        await page.waitForLoadState('networkidle');
        timings.switches.push(await timedToScoFrame(page, () => next.click()));
      }
      await page.getByRole('button', { name: 'Beenden' }).click();
      await page.waitForURL((url) => url.pathname === MY_ELEARNINGS);
    }
  } finally {
    await page.close();
  }
  return timings;
}
