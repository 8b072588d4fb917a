import { randomUUID } from 'node:crypto';
import { hashPassword } from '@compliance/shared-contracts';
import { insertRows, type Database } from '../../db';
import { audit } from '../../audit';
import { hashForStorage } from '../../security/passwords';
import { sql, sqlRows, sqlRow } from '../../lib/sql';
import { offerLicenseeCourses } from '../../lib/licensee-catalog';

export interface NewClient {
  licenseeIdentifier: string;
  licenseeName: string;
  /** Hosts the licensee serves; the first licensee created becomes the default for unknown hosts. */
  domains: string[];
  clientIdentifier: string;
  clientName: string;
  /** The client's storage quota for its own packages and templates; the migration's default when absent. */
  storageQuotaBytes?: number;
  admin: { username: string; email: string; firstName: string; lastName: string; password: string };
}

/**
 * Creates (or reuses) a licensee, creates a client under it with a root and a default org unit,
 * its first super-admin and the licensee's courses as inactive E-Learnings. One transaction: all or nothing.
 */
export async function createClient(db: Database, input: NewClient): Promise<{ licenseeId: string; clientId: string; memberId: string }> {
  const stored = await hashForStorage(hashPassword(input.admin.password));
  return db.transaction(async (tx) => {
    let licensee = await sqlRow<{ id: string }>(tx, sql`SELECT id FROM licensee WHERE identifier = ${input.licenseeIdentifier}`);
    if (!licensee) {
      const anyDefault = await sqlRow(tx, sql`SELECT 1 FROM licensee WHERE is_default`);
      licensee = { id: randomUUID() };
      await insertRows(
        tx,
        'licensee',
        ['id', 'identifier', 'name', 'is_default'],
        [[licensee.id, input.licenseeIdentifier, input.licenseeName, !anyDefault]],
      );
      await insertRows(tx, 'licensee_config', ['licensee_id'], [[licensee.id]]);
    }
    for (const host of input.domains) {
      await sqlRows(
        tx,
        sql`INSERT INTO licensee_domain (licensee_id, host) VALUES (${licensee.id}, lower(${host})) ON CONFLICT (host) DO NOTHING`,
      );
    }
    const clientId = randomUUID();
    // Without a quota given, the column's default (044_client_storage_quota.sql).
    const quota = input.storageQuotaBytes === undefined ? [] : [input.storageQuotaBytes];
    await insertRows(
      tx,
      'client',
      ['id', 'licensee_id', 'client_identifier', 'name', ...(quota.length > 0 ? ['storage_quota_bytes'] : [])],
      [[clientId, licensee.id, input.clientIdentifier, input.clientName, ...quota]],
    );
    const memberId = randomUUID();
    await insertRows(
      tx,
      'member',
      ['id', 'client_id', 'username', 'email', 'role', 'password_hash'],
      [[memberId, clientId, input.admin.username, input.admin.email, 'super-admin', stored]],
    );
    await insertRows(
      tx,
      'member_details',
      ['member_id', 'first_name', 'last_name'],
      [[memberId, input.admin.firstName, input.admin.lastName]],
    );
    await insertRows(tx, 'password_history', ['member_id', 'password_hash'], [[memberId, stored]]);
    const rootId = randomUUID();
    const defaultId = randomUUID();
    await insertRows(
      tx,
      'org_unit',
      ['id', 'client_id', 'parent_id', 'identifier', 'name', 'is_root', 'is_default'],
      [
        [rootId, clientId, null, input.clientIdentifier, input.clientName, true, false],
        [defaultId, clientId, rootId, 'alle-mitarbeitenden', 'Alle Mitarbeitenden', false, true],
      ],
    );
    await insertRows(tx, 'org_unit_member', ['org_unit_id', 'member_id'], [[defaultId, memberId]]);
    await insertRows(tx, 'org_unit_admin', ['org_unit_id', 'member_id', 'kind'], [[rootId, memberId, 'accountable']]);
    // The licensee's catalog, each course an inactive E-Learning until the client sets it up.
    await offerLicenseeCourses(tx, licensee.id, { clientId });
    await audit(tx, {
      licenseeId: licensee.id,
      clientId,
      actor: {},
      action: 'client.create',
      entity: 'client',
      entityId: clientId,
      details: { by: 'cli' },
    });
    return { licenseeId: licensee.id, clientId, memberId };
  });
}
