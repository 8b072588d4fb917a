import {
  addLicenseeDomainEndpoint,
  loadLicenseeConfigEndpoint,
  readLicenseeBrandingEndpoint,
  removeLicenseeDomainEndpoint,
  updateLicenseeBrandingEndpoint,
  type ErrorBody,
  type LicenseeBranding,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signedInStaff, TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { notified } from '../../test/changes';

// The licensee's branding in the back office (docs/areas/back-office.md): its configuration and domains.

let t: TestApp;
let partnerDomainId: string;
beforeAll(async () => {
  t = await buildTestApp();
  // Another licensee with a domain of its own.
  const { id: partner } = await firstRow<{ id: string }>(
    t.db,
    `INSERT INTO licensee (identifier, name) VALUES ('branding-partner', 'Branding Partner') RETURNING id`,
  );
  partnerDomainId = (
    await firstRow<{ id: string }>(t.db, `INSERT INTO licensee_domain (licensee_id, host) VALUES ($1, 'partner.example') RETURNING id`, [
      partner,
    ])
  ).id;
});
afterAll(async () => {
  await t.close();
});

/** The configuration the product's pages load on `host`, signed out. */
async function publicConfig(host = 'localhost') {
  return await (await new TestClient(t.app, host).send(loadLicenseeConfigEndpoint)).answer();
}

const BRANDING: LicenseeBranding = {
  licenseeName: 'Sicher & Gut',
  moodImageCopyright: '',
  theme: { light: { primary: '#0B4F8A', contrast: '#ffffff' }, dark: { primary: '#9cc8f0', contrast: '#000000' } },
  footer: {
    licenseeLink: 'https://sicher-gut.example',
    legalNoticeLink: null,
    dataProtectionLink: 'https://sicher-gut.example/datenschutz',
  },
  externalCalendarHref: '',
  zenDeskKey: 'zd-123',
  isWhitelabelPartner: false,
};

describe('GET /api/licensee/read-branding', () => {
  it('answers the configuration, images and domains of the staff’s licensee, and the host asked on', async () => {
    const branding = await (await (await signedInStaff(t.app, 'advisor')).send(readLicenseeBrandingEndpoint)).answer();
    expect(branding).toMatchObject({
      branding: {
        licenseeName: 'Demo Licensee',
        theme: { light: { primary: '#1f6f5c', contrast: '#ffffff' }, dark: { primary: '#7fd1bd', contrast: '#000000' } },
        isWhitelabelPartner: true,
      },
      currentHost: 'localhost',
    });
    expect(branding.images.logo).toMatch(/^\/api\/file\/licensee\/logo\/.+\/logo\.svg$/);
    expect(branding.domains.map(({ host }) => host)).toEqual(['127.0.0.1', 'localhost']);
  });
});

describe('POST /api/licensee/update-branding', () => {
  it("saves the configuration: every page's start-up reads it at once, blanks are stored as none, and the audit keeps before and after", async () => {
    const admin = await signedInStaff(t.app);
    const before = await publicConfig();
    expect((await admin.send(updateLicenseeBrandingEndpoint, BRANDING)).answer()).toEqual({ success: true });
    const after = await publicConfig();
    expect(after).toMatchObject({
      licenseeName: 'Sicher & Gut',
      moodImageCopyright: null,
      theme: { light: { primary: '#0b4f8a', contrast: '#ffffff' }, dark: { primary: '#9cc8f0', contrast: '#000000' } },
      footer: {
        licenseeLink: 'https://sicher-gut.example',
        legalNoticeLink: null,
        dataProtectionLink: 'https://sicher-gut.example/datenschutz',
      },
      externalCalendarHref: null,
      zenDeskKey: 'zd-123',
      isWhitelabelPartner: false,
      images: before.images,
    });
    const [entry] = await t.db.query<{
      details: { before: LicenseeBranding; after: LicenseeBranding };
      actor_advisor_id: string | null;
      client_id: string | null;
    }>(
      `SELECT details, actor_advisor_id, client_id FROM audit_log WHERE action = 'licensee.update-branding' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(entry?.details.before).toMatchObject({ licenseeName: before.licenseeName, theme: before.theme, footer: before.footer });
    expect(entry?.details.after).toMatchObject({ licenseeName: 'Sicher & Gut', theme: after.theme, footer: after.footer });
    expect(entry?.actor_advisor_id).not.toBeNull();
    expect(entry?.client_id).toBeNull();
  });

  it('refuses text that would miss WCAG AA on its primary colour, naming the ratio, and saves nothing', async () => {
    const admin = await signedInStaff(t.app);
    const before = await publicConfig();
    const response = await admin.post(updateLicenseeBrandingEndpoint.path, {
      ...BRANDING,
      licenseeName: 'Nicht gespeichert',
      theme: { light: { primary: '#777777', contrast: '#ffffff' }, dark: { primary: '#9cc8f0', contrast: '#000000' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual([
      { path: 'theme.light.contrast', message: 'contrast', key: 'contrast', params: { ratio: 4.4, minimum: 4.5 } },
    ]);
    expect(await publicConfig()).toEqual(before);
  });

  it('refuses a colour that is not #rrggbb, a link that is not a web address and an empty name (400)', async () => {
    const response = await (
      await signedInStaff(t.app)
    ).post(updateLicenseeBrandingEndpoint.path, {
      ...BRANDING,
      licenseeName: ' ',
      theme: { light: { primary: 'red', contrast: '#ffffff' }, dark: BRANDING.theme.dark },
      footer: { ...BRANDING.footer, legalNoticeLink: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields?.map(({ path, key }) => [path, key])).toEqual(
      expect.arrayContaining([
        ['licenseeName', 'required'],
        ['theme.light.primary', 'colour'],
        ['footer.legalNoticeLink', 'url'],
      ]),
    );
  });

  it("is the licensee admin's: an advisor gets 403", async () => {
    const response = await (await signedInStaff(t.app, 'advisor')).send(updateLicenseeBrandingEndpoint, BRANDING);
    expect([response.statusCode, errorCodeOf(response)]).toEqual([403, 'Auth.Forbidden']);
  });
});

describe('POST /api/licensee/add-domain and remove-domain', () => {
  it('adds a host name as the browser sends it and removes it, each audited', async () => {
    const admin = await signedInStaff(t.app);
    const added = await (await admin.send(addLicenseeDomainEndpoint, { host: ' Portal.Müller.de ' })).answer();
    const { domains } = await (await admin.send(readLicenseeBrandingEndpoint)).answer();
    expect(domains).toContainEqual({ uuid: added.uuid, host: 'portal.xn--mller-kva.de' });
    expect((await admin.send(removeLicenseeDomainEndpoint, { uuid: added.uuid })).answer()).toEqual({ success: true });
    expect((await (await admin.send(readLicenseeBrandingEndpoint)).answer()).domains.map(({ host }) => host)).not.toContain(
      'portal.xn--mller-kva.de',
    );
    const actions = await t.db.query<{ action: string; details: { host: string } }>(
      `SELECT action, details FROM audit_log WHERE action LIKE 'licensee.%-domain' ORDER BY created_at`,
    );
    expect(actions.map(({ action, details }) => [action, details.host])).toEqual([
      ['licensee.add-domain', 'portal.xn--mller-kva.de'],
      ['licensee.remove-domain', 'portal.xn--mller-kva.de'],
    ]);
  });

  it('answers 409 Licensee.DomainTaken for a host any licensee has, and 400 for what is not a host name', async () => {
    const admin = await signedInStaff(t.app);
    const taken = await admin.send(addLicenseeDomainEndpoint, { host: 'partner.example' });
    expect([taken.statusCode, errorCodeOf(taken)]).toEqual([409, 'Licensee.DomainTaken']);
    const url = await admin.post(addLicenseeDomainEndpoint.path, { host: 'https://portal.example.de/login' });
    expect(url.statusCode).toBe(400);
    expect(url.json<ErrorBody>().error.fields).toEqual([{ path: 'host', message: 'hostname', key: 'hostname' }]);
  });

  it("keeps the host the request came on (409 Licensee.DomainInUse) and another licensee's (404 Licensee.DomainNotFound)", async () => {
    const admin = await signedInStaff(t.app);
    const { domains } = await (await admin.send(readLicenseeBrandingEndpoint)).answer();
    const current = domains.find(({ host }) => host === 'localhost');
    const inUse = await admin.send(removeLicenseeDomainEndpoint, { uuid: current?.uuid ?? '' });
    expect([inUse.statusCode, errorCodeOf(inUse)]).toEqual([409, 'Licensee.DomainInUse']);
    const foreign = await admin.send(removeLicenseeDomainEndpoint, { uuid: partnerDomainId });
    expect([foreign.statusCode, errorCodeOf(foreign)]).toEqual([404, 'Licensee.DomainNotFound']);
    expect(
      await firstRow<{ n: number }>(t.db, `SELECT count(*)::int AS n FROM licensee_domain WHERE host IN ('localhost', 'partner.example')`),
    ).toEqual({ n: 2 });
  });

  it('are the licensee admin’s: an advisor gets 403', async () => {
    const advisor = await signedInStaff(t.app, 'advisor');
    for (const response of [
      await advisor.send(addLicenseeDomainEndpoint, { host: 'advisor.example' }),
      await advisor.send(removeLicenseeDomainEndpoint, { uuid: partnerDomainId }),
    ])
      expect([response.statusCode, errorCodeOf(response)]).toEqual([403, 'Auth.Forbidden']);
  });
});

describe('the licensee of a host', () => {
  it('follows a domain to another licensee at once: the change is notified and ends the cached answer', async () => {
    // An unknown host is the default licensee's, and that answer is cached.
    expect((await publicConfig('moved.example')).licenseeIdentifier).toBe('demo-licensee');
    const heard = notified(t.app.db.changes, 'licensee:*');
    await t.db.query(
      `INSERT INTO licensee_domain (licensee_id, host) SELECT id, 'moved.example' FROM licensee WHERE identifier = 'branding-partner'`,
    );
    await heard;
    expect((await publicConfig('moved.example')).licenseeIdentifier).toBe('branding-partner');
  });
});
