import { notified } from '../test/changes';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test/build';
import type { ChangeFeed } from './changes';
import type { Database } from './types';

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.drop();
});

/**
 * The notifications about `about` (their prefixes) that `feed` hears while `work` runs, up to the
 * moment `work` answers, each once: on PostgreSQL the listener may hear one again, or hear one of
 * an earlier test late.
 */
async function heardDuring(feed: ChangeFeed, about: readonly string[], work: () => Promise<unknown>): Promise<string[]> {
  const heard = new Set<string>();
  const unsubscribe = feed.subscribe({
    onChange: (notification) => {
      if (about.some((prefix) => notification.startsWith(prefix))) heard.add(notification);
    },
    onGap: () => heard.add('gap'),
  });
  try {
    await work();
    return [...heard];
  } finally {
    unsubscribe();
  }
}

const one = async <Row>(text: string): Promise<Row> => (await db.query<Row>(text))[0] as Row;

describe(`changes notified by migration 029 (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is live once opened', () => {
    expect(db.changes.live).toBe(true);
  });

  it("reaches this database's subscribers before the statement that made the change answers", async () => {
    const member = await one<{ id: string }>(`SELECT id FROM member WHERE username = 'member' LIMIT 1`);
    const about = [`member:${member.id}`];
    expect(await heardDuring(db.changes, about, () => db.query(`UPDATE member SET role = role WHERE id = $1`, [member.id]))).toEqual([]);
    expect(await heardDuring(db.changes, about, () => db.query(`UPDATE member SET role = 'admin' WHERE id = $1`, [member.id]))).toEqual(
      about,
    );
    const inTransaction = await heardDuring(db.changes, about, () =>
      db.transaction(async (tx) => {
        await tx.query(`UPDATE member SET role = 'member' WHERE id = $1`, [member.id]);
        await tx.query(`UPDATE member SET status = 'deactivated' WHERE id = $1`, [member.id]);
        await tx.query(`UPDATE member SET status = 'active' WHERE id = $1`, [member.id]);
      }),
    );
    expect(inTransaction).toEqual(about);
  });

  it("notifies a session's end and a shorter expiry, not a touch", async () => {
    const [session] = await db.query<{ id: string }>(
      `INSERT INTO session (id, kind, client_id, member_id, expires_at, absolute_expires_at, idle_seconds)
       SELECT 'changes-test', 'member', client_id, id, now() + interval '1 hour', now() + interval '8 hours', 3600
         FROM member WHERE username = 'admin' LIMIT 1 RETURNING id`,
    );
    const touch = `UPDATE session SET last_seen_at = now(), expires_at = expires_at + interval '1 minute' WHERE id = 'changes-test'`;
    const about = [`session:${session!.id}`];
    expect(await heardDuring(db.changes, about, () => db.query(touch))).toEqual([]);
    const shorten = `UPDATE session SET expires_at = now() - interval '1 minute' WHERE id = 'changes-test'`;
    expect(await heardDuring(db.changes, about, () => db.query(shorten))).toEqual(about);
    expect(await heardDuring(db.changes, about, () => db.query(`DELETE FROM session WHERE id = 'changes-test'`))).toEqual(about);
  });

  it("notifies a client's support login, its feature flags and every client's products", async () => {
    const client = await one<{ id: string }>(`SELECT id FROM client WHERE client_identifier = 'acme'`);
    const heardAfter = (statement: string, notification: string) =>
      heardDuring(db.changes, [notification], () => db.query(statement, [client.id]));
    const toggle = `UPDATE client SET allow_support_login = NOT allow_support_login WHERE id = $1`;
    expect(await heardAfter(toggle, `client:${client.id}`)).toEqual([`client:${client.id}`]);
    expect(await heardAfter(toggle, `client:${client.id}`)).toEqual([`client:${client.id}`]);
    const addFlag = `INSERT INTO client_feature_flag (client_id, flag, enabled) VALUES ($1, 'calendar', true)`;
    expect(await heardAfter(addFlag, `flags:${client.id}`)).toEqual([`flags:${client.id}`]);
    const dropFlag = `DELETE FROM client_feature_flag WHERE client_id = $1 AND flag = 'calendar'`;
    expect(await heardAfter(dropFlag, `flags:${client.id}`)).toEqual([`flags:${client.id}`]);
    expect(await heardAfter(`UPDATE product_type SET identifier = identifier WHERE $1::uuid IS NOT NULL`, 'flags:*')).toEqual(['flags:*']);
  });

  it('reaches another instance on the same database', async () => {
    const other = await database.reopen();
    try {
      expect(other.changes.live).toBe(true);
      const member = await one<{ id: string }>(`SELECT id FROM member WHERE username = 'member' LIMIT 1`);
      const heard = notified(other.changes, `member:${member.id}`);
      await db.query(`UPDATE member SET status = 'deactivated' WHERE id = $1`, [member.id]);
      await db.query(`UPDATE member SET status = 'active' WHERE id = $1`, [member.id]);
      await heard;
    } finally {
      if (other !== db) await other.close();
    }
  });
});
