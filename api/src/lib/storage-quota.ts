import type { ClientStorage } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { ApiError } from '../errors';
import { CLIENT, clientRows, sql, type ClientRef } from './sql';

// A client's storage quota (issue 67, 044_client_storage_quota.sql): the files a client's admins
// upload (the packages of its own courses, every version, and its own templates) share one
// limit, so one tenant cannot fill the database every tenant lives in. The licensee's own
// courses and templates are not any client's.

/** The client's quota and what its packages and templates take, read from the client's row. */
const STORAGE_OF_CLIENT = sql`
  SELECT c.storage_quota_bytes AS "quotaBytes",
         (SELECT coalesce(sum(p.total_bytes), 0)::bigint
            FROM elearning_course ec JOIN elearning_package p ON p.course_id = ec.id
           WHERE ec.owner_client_id = c.id) AS "packagesBytes",
         (SELECT coalesce(sum(f.size), 0)::bigint
            FROM file f JOIN document_template t ON t.file_id = f.id
           WHERE f.client_id = c.id AND t.client_id = c.id) AS "templatesBytes"
    FROM client c WHERE c.id = ${CLIENT}`;

type StorageRow = Omit<ClientStorage, 'usedBytes'>;

const withUse = (row: StorageRow): ClientStorage => ({ ...row, usedBytes: row.packagesBytes + row.templatesBytes });

/** The client's storage quota and what its own packages and templates take of it. */
export async function readClientStorage(db: Queryable, client: ClientRef): Promise<ClientStorage> {
  const [row] = await clientRows<StorageRow>(db, client, STORAGE_OF_CLIENT);
  if (!row) throw new ApiError(404, 'Client.NotFound');
  return withUse(row);
}

/**
 * Refuses with 413 `Client.StorageQuotaExceeded` when `addingBytes` more would exceed the
 * client's quota. With `lockClient` (inside the transaction that stores the file) it first locks
 * the client row until the transaction ends (the lock of `assertMemberCapacity`, which leaves rows
 * referencing the client free to be written) and sums in a statement of its own, so two uploads
 * at once cannot both take the last room; without it, it refuses early what does not fit now.
 */
export async function assertStorageRoom(
  db: Queryable,
  client: ClientRef,
  addingBytes: number,
  { lockClient }: { lockClient: boolean },
): Promise<void> {
  if (lockClient) {
    const [locked] = await clientRows(db, client, sql`SELECT 1 FROM client WHERE id = ${CLIENT} FOR NO KEY UPDATE`);
    if (!locked) throw new ApiError(404, 'Client.NotFound');
  }
  const storage = await readClientStorage(db, client);
  if (storage.usedBytes + addingBytes > storage.quotaBytes) throw new ApiError(413, 'Client.StorageQuotaExceeded');
}
