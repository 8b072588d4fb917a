import { migrate, openPglite, openPostgres, type Database } from '../../db';
import { build } from '../../app';
import { loadConfig } from '../../config';
import { TEST_DATABASE_URL } from '../../test/build';
import { TestClient } from '../../test/client';
import { createClient } from './create-client';

let db: Database;
const schema = `t_tenant_${Date.now().toString(36)}`;
beforeAll(async () => {
  db = TEST_DATABASE_URL ? await openPostgres(TEST_DATABASE_URL, schema) : await openPglite();
  await migrate(db);
});
afterAll(async () => {
  if (TEST_DATABASE_URL) await db.query(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
});

describe('createClient (production start)', () => {
  it('creates licensee, client and a super-admin who can log in, on an empty database', async () => {
    await createClient(db, {
      licenseeIdentifier: 'safety-partner',
      licenseeName: 'Safety Partner',
      domains: ['dashboard.safety-partner.example'],
      clientIdentifier: 'mueller-bau',
      clientName: 'Müller Bau GmbH',
      admin: { username: 'chef', email: 'chef@mueller-bau.example', firstName: 'Hans', lastName: 'Müller', password: 'Start-Passw0rd!' },
    });
    const app = await build({ config: loadConfig({ DATA_DIR: '/tmp/unused', SCHEDULER_TICK_SECONDS: '0' }), db, logger: false });
    try {
      const client = new TestClient(app, 'dashboard.safety-partner.example');
      expect((await client.login('mueller-bau', 'chef', 'Start-Passw0rd!')).statusCode).toBe(200);
      const state = (await client.get('/api/member/state')).json();
      expect(state.member.roleIdentifier).toBe('super-admin');
      expect((await client.get('/api/bootstrap/load-licensee-config')).json().licenseeName).toBe('Safety Partner');
      const units = await db.query<{ is_root: boolean; is_default: boolean }>('SELECT is_root, is_default FROM org_unit');
      expect(units).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('adds a second client with its storage quota to an existing licensee and refuses a duplicate company ID whole', async () => {
    const input = {
      licenseeIdentifier: 'safety-partner',
      licenseeName: 'ignored',
      domains: [],
      clientIdentifier: 'schmidt-logistik',
      clientName: 'Schmidt Logistik',
      admin: { username: 'boss', email: 'boss@schmidt.example', firstName: 'Eva', lastName: 'Schmidt', password: 'Start-Passw0rd!' },
    };
    await createClient(db, { ...input, storageQuotaBytes: 500 * 1024 * 1024 });
    await expect(createClient(db, input)).rejects.toThrow();
    const quotas = await db.query<{ client_identifier: string; storage_quota_bytes: number }>(
      'SELECT client_identifier, storage_quota_bytes FROM client ORDER BY client_identifier',
    );
    // Without a quota given, the default of 044_client_storage_quota.sql.
    expect(quotas).toEqual([
      { client_identifier: 'mueller-bau', storage_quota_bytes: 2 * 1024 * 1024 * 1024 },
      { client_identifier: 'schmidt-logistik', storage_quota_bytes: 500 * 1024 * 1024 },
    ]);
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM member WHERE username = 'boss'`);
    expect(row!.n).toBe(1);
    expect(await db.query('SELECT 1 FROM licensee')).toHaveLength(1);
  });

  it("gives a new client the licensee's courses as inactive E-Learnings: not another client's own, not another licensee's", async () => {
    const [licensee] = await db.query<{ id: string }>(`SELECT id FROM licensee WHERE identifier = 'safety-partner'`);
    const [client] = await db.query<{ id: string }>(`SELECT id FROM client WHERE client_identifier = 'mueller-bau'`);
    const texts = JSON.stringify({ de_DE: { title: 'Kurs', description: '', category: '' } });
    const [catalog] = await db.query<{ id: string }>(
      `INSERT INTO elearning_course (licensee_id, texts, duration_minutes) VALUES ($1, $2, 10) RETURNING id`,
      [licensee!.id, texts],
    );
    await db.query(`INSERT INTO elearning_course (licensee_id, owner_client_id, texts, duration_minutes) VALUES ($1, $2, $3, 10)`, [
      licensee!.id,
      client!.id,
      texts,
    ]);
    const admin = { username: 'neu', email: 'neu@example.com', firstName: 'Nina', lastName: 'Neu', password: 'Start-Passw0rd!' };
    const later = await createClient(db, {
      licenseeIdentifier: 'safety-partner',
      licenseeName: 'ignored',
      domains: [],
      clientIdentifier: 'neu-gmbh',
      clientName: 'Neu GmbH',
      admin,
    });
    const other = await createClient(db, {
      licenseeIdentifier: 'other-partner',
      licenseeName: 'Other Partner',
      domains: [],
      clientIdentifier: 'fremd-ag',
      clientName: 'Fremd AG',
      admin,
    });
    const elearnings = (clientId: string) =>
      db.query<{ course: string; status: string }>(`SELECT course_id AS course, status FROM elearning WHERE client_id = $1`, [clientId]);
    expect(await elearnings(later.clientId)).toEqual([{ course: catalog!.id, status: 'inactive' }]);
    expect(await elearnings(other.clientId)).toEqual([]);
  });
});
