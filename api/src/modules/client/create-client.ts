import { randomUUID } from 'node:crypto';
import { hashPassword } from '@compliance/shared-contracts';
import { insertRows, type Database } from '../../db';
import { audit } from '../../audit';
import { hashForStorage } from '../../security/passwords';
import { sql, sqlRows, sqlRow } from '../../lib/sql';
import { insertNewClient } from '../../lib/new-client';

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
 * Creates (or reuses) a licensee and a new client under it (lib/new-client.ts) whose first
 * super-admin has the given password. One transaction: all or nothing.
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
    const { clientId, ownerId: memberId } = await insertNewClient(tx, {
      licenseeId: licensee.id,
      clientIdentifier: input.clientIdentifier,
      name: input.clientName,
      storageQuotaBytes: input.storageQuotaBytes,
      owner: { ...input.admin, passwordHash: stored },
    });
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
