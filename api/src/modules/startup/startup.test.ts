import { COMMON_TRANSLATIONS, licenseeConfigSchema } from '@compliance/shared-contracts';
import { insertRows } from '../../db';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';

let t: TestApp;
beforeAll(async () => {
  // Hosted elsewhere at an address nobody answers: its area description is simply missing.
  t = await buildTestApp({ env: { REMOTES: JSON.stringify({ mfe_risk: 'http://127.0.0.1:9/risk/v7/mf-manifest.json' }) } });
  const [{ id }] = (await t.db.query<{ id: string }>(
    `INSERT INTO licensee (identifier, name) VALUES ('partner', 'Partner Safety') RETURNING id`,
  )) as [{ id: string }];
  await insertRows(t.db, 'licensee_domain', ['licensee_id', 'host'], [[id, 'portal.partner.example']]);
  await insertRows(t.db, 'licensee_config', ['licensee_id', 'theme_light_primary', 'zendesk_key'], [[id, '#123456', 'zd-key-1']]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/bootstrap/load-licensee-config', () => {
  it('answers the default licensee for localhost, with images, colours and footer', async () => {
    const response = await new TestClient(t.app).get('/api/bootstrap/load-licensee-config');
    expect(response.statusCode).toBe(200);
    const config = licenseeConfigSchema.parse(response.json());
    expect(config.licenseeName).toBe('Demo Licensee');
    expect(config.externalCalendarHref).toMatch(/^https:\/\//);
    expect(config.zenDeskKey).toBeNull();
    expect(config.footer.legalNoticeLink).toMatch(/impressum/);
    expect(config.images.logo).toMatch(/^\/api\/file\/licensee\/logo\/[0-9a-f-]{36}\/logo\.svg$/);
    const logo = await new TestClient(t.app).get(config.images.logo!);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect((await new TestClient(t.app).get(config.images.mood!)).statusCode).toBe(200);
  });

  it('resolves the licensee by host through its domains', async () => {
    const response = await new TestClient(t.app, 'portal.partner.example').get('/api/bootstrap/load-licensee-config');
    const config = response.json();
    expect(config.licenseeName).toBe('Partner Safety');
    expect(config.theme.light).toEqual({ primary: '#123456', contrast: '#ffffff' });
    expect(config.theme.dark).toEqual({ primary: '#b9b9b9', contrast: '#000000' });
    expect(config.zenDeskKey).toBe('zd-key-1');
    expect(config.images).toEqual({ logo: null, mood: null });
  });

  it('falls back to the default licensee for unknown hosts', async () => {
    const response = await new TestClient(t.app, 'unknown.example').get('/api/bootstrap/load-licensee-config');
    expect(response.json().licenseeName).toBe('Demo Licensee');
  });

  it("keeps one licensee's logo from another licensee's host", async () => {
    const config = (await new TestClient(t.app).get('/api/bootstrap/load-licensee-config')).json();
    expect((await new TestClient(t.app, 'portal.partner.example').get(config.images.logo)).statusCode).toBe(404);
  });

  it("logs in only to the host licensee's clients", async () => {
    expect((await new TestClient(t.app, 'portal.partner.example').login('demo', 'admin')).statusCode).toBe(401);
  });
});

describe('translations, remotes and docs', () => {
  it.each(['de_DE', 'en_GB'] as const)('serves the common strings of %s', async (language) => {
    const response = await new TestClient(t.app).get(`/assets/i18n/${language}.json`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(COMMON_TRANSLATIONS[language]);
  });

  it('answers 400 for an unknown language', async () => {
    expect((await new TestClient(t.app).get('/assets/i18n/fr_FR.json')).statusCode).toBe(400);
  });

  it('serves /remotes.json from configuration, each remote of the workspace for the rest, uncached', async () => {
    const response = await new TestClient(t.app).get('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-store');
    const remotes = response.json() as Record<string, { entry: string; area: unknown }>;
    expect(Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.entry]))).toEqual({
      mfe_auth: '/remotes/mfe-auth/mf-manifest.json',
      mfe_company: '/remotes/mfe-company/mf-manifest.json',
      mfe_elearning: '/remotes/mfe-elearning/mf-manifest.json',
      mfe_licensee: '/remotes/mfe-licensee/mf-manifest.json',
      mfe_risk: 'http://127.0.0.1:9/risk/v7/mf-manifest.json',
      mfe_start: '/remotes/mfe-start/mf-manifest.json',
    });
    expect(remotes.mfe_risk?.area).toBeNull();
  });

  it('allows exactly the configured remote origins in the CSP', async () => {
    const csp = String((await new TestClient(t.app).get('/remotes.json')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:9");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const json = await new TestClient(t.app).get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/login', '/api/member/state', '/api/bootstrap/load-licensee-config']));
    const ui = await new TestClient(t.app).get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
