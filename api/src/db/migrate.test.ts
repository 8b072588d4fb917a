import { migrate, openPglite } from '.';

describe('migrate', () => {
  it('applies every migration once and is a no-op the second time', async () => {
    const db = await openPglite();
    try {
      const first = await migrate(db);
      expect(first.length).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      const names = tables.map((t) => t.table_name);
      for (const table of [
        'licensee',
        'licensee_domain',
        'licensee_config',
        'client',
        'package',
        'product',
        'product_type',
        'member',
        'member_details',
        'password_history',
        'session',
        'password_reset_token',
        'org_unit',
        'org_unit_admin',
        'org_unit_member',
        'location',
        'location_responsible',
        'location_member',
        'member_group',
        'member_group_member',
        'audit_log',
      ]) {
        expect(names).toContain(table);
      }
    } finally {
      await db.close();
    }
  });
});
