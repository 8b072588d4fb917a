// Throwaway: what a UI sign-in and landing cost against a sign-in by request, before opening a list.
import { chromium, expect } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
const cpu = () => { let t = 0; for (const pid of readdirSync('/proc')) { if (!/^\d+$/.test(pid)) continue; try { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); t += Number(f[11]) + Number(f[12]); } catch {} } return t / 100; };
const base = 'http://localhost:4555';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
async function ui(page) {
  await page.goto(base + '/auth/login');
  await page.getByRole('textbox', { name: 'Firmen-ID' }).fill('demo');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('admin');
  await page.getByLabel(/^Passwort\s*\*?$/).fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/dashboard\/start/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
async function api(page) {
  const csrf = await (await page.request.get(base + '/api/csrf')).json();
  const r = await page.request.post(base + '/api/login', { headers: { 'x-xsrf-token': csrf.csrfToken }, data: { clientIdentifier: 'demo', username: 'admin', password: createHash('sha256').update('Demo-Passw0rd!').digest('hex') } });
  if (!r.ok()) throw new Error(await r.text());
}
for (let round = 0; round < 3; round++) for (const [name, signIn] of [['ui', ui], ['api', api]]) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const c0 = cpu(), t0 = Date.now();
  await signIn(page);
  await page.goto(base + '/dashboard/company/members/list');
  await expect(page.getByRole('grid', { name: 'Mitarbeiterliste' }).getByRole('row').nth(1)).toBeVisible();
  console.log(name, 'wall', Date.now() - t0, 'ms; cpu', (cpu() - c0).toFixed(2), 's');
  await context.close();
}
await browser.close();
