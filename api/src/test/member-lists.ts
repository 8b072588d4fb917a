import type { Database } from '../db';
import { membersChanged } from '../lib/paging';
import { notified } from './changes';
import { createTestDatabase, type TestDatabase } from './build';

/** A test database whose client 'acme' has bulk members besides its own, made before and dropped after a test file's tests. */
export interface BulkMembers {
  readonly database: TestDatabase;
  readonly db: Database;
  readonly clientId: string;
}

/**
 * Makes, before the test file's tests, a test database whose client 'acme' has `count` bulk
 * members (see {@link addBulkMembers}), and drops it after them.
 */
export function withBulkMembers(count: number): BulkMembers {
  let made: { database: TestDatabase; clientId: string } | undefined;
  const madeOrFail = () => {
    if (!made) throw new Error('the bulk members are made in beforeAll');
    return made;
  };
  beforeAll(async () => {
    const database = await createTestDatabase();
    const [client] = await database.db.query<{ id: string }>("SELECT id FROM client WHERE client_identifier = 'acme'");
    await addBulkMembers(database.db, client!.id, count);
    made = { database, clientId: client!.id };
  });
  afterAll(async () => {
    await made?.database.drop();
  });
  return {
    get database() {
      return madeOrFail().database;
    },
    get db() {
      return madeOrFail().database.db;
    },
    get clientId() {
      return madeOrFail().clientId;
    },
  };
}

/**
 * Adds `count` members 'bulk.1' … to the client, with repeating names (13 first, 40 last), so
 * later sort keys and the id decide the order within one; every 7th an admin, every 11th
 * deactivated, every 9th without an e-mail and every 5th's capitalised.
 */
export async function addBulkMembers(db: Database, clientId: string, count: number): Promise<void> {
  await db.query(
    `WITH made AS (
       INSERT INTO member (client_id, username, email, role, status)
       SELECT $1, 'bulk.' || n,
              CASE WHEN n % 9 = 0 THEN NULL WHEN n % 5 = 0 THEN 'Bulk' || n || '@example.org' ELSE 'bulk' || n || '@example.org' END,
              CASE WHEN n % 7 = 0 THEN 'admin' ELSE 'member' END,
              CASE WHEN n % 11 = 0 THEN 'deactivated' ELSE 'active' END
         FROM generate_series(1, ${count}) n RETURNING id, username)
     INSERT INTO member_details (member_id, first_name, last_name)
     SELECT id, 'First ' || (split_part(username, '.', 2)::int % 13), 'Last ' || (split_part(username, '.', 2)::int % 40) FROM made`,
    [clientId],
  );
}

/**
 * Checks a list on this instance and on another one (`check(on)`), then makes each change (SQL
 * with the client's id as $1) and checks again on both once the other has heard `notification`
 * (the members' by default).
 */
export async function checkedOnBothAfterEachChange(
  { database, clientId }: BulkMembers,
  changes: readonly string[],
  check: (on: Database) => Promise<void>,
  notification = membersChanged({ clientId }),
): Promise<void> {
  const { db } = database;
  const other = await database.reopen();
  try {
    await check(db);
    await check(other);
    for (const change of changes) {
      const heard = notified(other.changes, notification);
      await db.query(change, [clientId]);
      await heard;
      await check(db);
      await check(other);
    }
  } finally {
    // On PGlite (one process) the other instance shares the handle.
    if (other !== db) await other.close();
  }
}
