import { expect } from '@playwright/test';
import { zipOf } from '@compliance/api/demo-package';
import { createFreshMember, ownCourseFor } from '../support/api';
import { freshTag } from '../support/company';
import { test } from '../support/settle';
import { LANDING_PAGE, signInAndLand } from '../support/ui';

/*
 * Issue 67, finding 1, replayed: a course's script tries what the penetration test's did (read
 * the app's cookies, call the API as the learner, change the learner's e-mail, write into the
 * dashboard, open a window, navigate the dashboard away). The course runs on the content origin
 * in a sandboxed frame (docs/decisions/0009): every step must fail, while the SCORM runtime
 * beside it still takes the course's data, so the attempt completes.
 */

/** The script of the hostile course: each step's outcome as a list item, then `#done`. `APP` is the dashboard's origin. */
const attackScript = (app: string) => `
(async function () {
  var APP = ${JSON.stringify(app)};
  var list = document.getElementById('results');
  function record(step, outcome) {
    var item = document.createElement('li');
    item.setAttribute('data-step', step);
    item.textContent = step + ': ' + outcome;
    list.appendChild(item);
  }
  async function refused(request) {
    try { var response = await request(); return response.ok ? 'answered ' + response.status : 'held'; } catch (error) { return 'held'; }
  }
  record('cookies', /XSRF-TOKEN|SESSION/.test(document.cookie) ? 'read ' + document.cookie : 'held');
  record('member-state', await refused(function () { return fetch(APP + '/api/member/state', { credentials: 'include' }); }));
  record('member-state-here', await refused(function () { return fetch('/api/member/state', { credentials: 'include' }); }));
  record('profile-update', await refused(function () {
    return fetch(APP + '/api/profile/update', {
      method: 'POST', credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'guessed' },
      body: JSON.stringify({ email: 'attacker@evil.example' })
    });
  }));
  try { window.top.document.body.insertAdjacentHTML('beforeend', '<p id="taken-over">taken over</p>'); record('dashboard-document', 'written'); }
  catch (error) { record('dashboard-document', 'held'); }
  try { record('popup', window.open(APP + '/dashboard') ? 'opened' : 'held'); } catch (error) { record('popup', 'held'); }
  // The course's own work still runs: the runtime is its parent's, synchronous, with the learner's data.
  var api = window.parent.API;
  record('runtime', api && api.LMSInitialize('') === 'true' && api.LMSGetValue('cmi.core.student_name') === 'Frisch, Kursangriff' ? 'works' : 'missing');
  api.LMSSetValue('cmi.core.lesson_status', 'completed');
  api.LMSCommit('');
  try { window.top.location.href = APP + '/auth/login'; } catch (error) { /* the sandbox may throw or block silently */ }
  var done = document.createElement('p');
  done.id = 'done';
  done.textContent = 'done';
  document.body.appendChild(done);
})();
`;

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="kursangriff" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Kursangriff</title>
    <item identifier="item" identifierref="sco"><title>Kursangriff</title></item>
  </organization></organizations>
  <resources><resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/><file href="attack.js"/></resource></resources>
</manifest>
`;

const INDEX = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Kursangriff</title></head>
<body><h1>Kursangriff</h1><ol id="results"></ol><script src="attack.js"></script></body></html>
`;

test("a course's script cannot act as the learner, read the dashboard's cookies or change the dashboard; the course still completes", async ({
  page,
  baseURL,
}) => {
  const tag = freshTag();
  const title = `Kursangriff ${tag}`;
  const learner = await createFreshMember(`angriff.${tag}`, 'Kursangriff');
  const zip = await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': INDEX, 'attack.js': attackScript(new URL(baseURL!).origin) });
  await ownCourseFor(learner, title, zip);

  await signInAndLand(page, 'demo', learner.username, learner.password, LANDING_PAGE);
  await page.goto('/dashboard/apps/elearnings/my-elearnings');
  const card = page.getByRole('region', { name: 'Meine E-Learning-Aufgaben' }).getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Starten' }).click();
  await expect(page).toHaveURL(/\/dashboard\/apps\/elearnings\/execution\/[0-9a-f-]{36}$/);
  const player = page.url();
  const course = page.frameLocator(`iframe[title="Kursinhalt: ${title}"]`).frameLocator('iframe');
  await expect(course.locator('#done')).toBeVisible();
  const outcomes = Object.fromEntries(
    (await course.locator('#results li').allTextContents()).map((line) => line.split(': ') as [string, string]),
  );
  expect(outcomes).toEqual({
    cookies: 'held',
    'member-state': 'held',
    'member-state-here': 'held',
    'profile-update': 'held',
    'dashboard-document': 'held',
    popup: 'held',
    runtime: 'works',
  });
  // The course's commit reached the server through the player: the attempt is done.
  await expect(page.getByRole('status').filter({ hasText: 'Geschafft' })).toBeVisible();
  // Nothing of the dashboard changed: still the player, nothing written into it, the e-mail as it was.
  expect(page.url()).toBe(player);
  await expect(page.locator('#taken-over')).toHaveCount(0);
  const state = await page.request.get('/api/member/state');
  expect(((await state.json()) as { member: { email: string } }).member.email).toBe(learner.email);
});
