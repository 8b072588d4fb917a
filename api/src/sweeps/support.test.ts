import { buildTestApp, type TestApp } from '../test/build';
import { changeMark, dropSnapshot, restoreChangedTables, snapshotTables, tablesChangedSince } from './support';

// The sweeps' "changed nothing" rests on the change watch: it must see every kind of change,
// and no difference where there is none.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const cityOf = async (username: string) =>
  (
    await t.db.query<{ city: string | null }>(
      'SELECT md.city FROM member_details md JOIN member m ON m.id = md.member_id WHERE m.username = $1',
      [username],
    )
  )[0]?.city;

describe('the change watch', () => {
  it('sees an update, an insert and a delete, each in its table', async () => {
    const mark = await changeMark(t.db);
    await t.db.query("UPDATE member_details SET city = 'Anderswo' FROM member m WHERE m.id = member_id AND m.username = 'member'");
    expect(await tablesChangedSince(t.db, mark)).toEqual(['member_details']);
    const inserted = await changeMark(t.db);
    await t.db.query("INSERT INTO licensee (identifier, name) VALUES ('watched', 'Watched')");
    expect(await tablesChangedSince(t.db, inserted)).toEqual(['licensee']);
    const deleted = await changeMark(t.db);
    await t.db.query("DELETE FROM licensee WHERE identifier = 'watched'");
    expect(await tablesChangedSince(t.db, deleted)).toEqual(['licensee']);
    expect(await tablesChangedSince(t.db, mark)).toEqual(['member_details']);
  });

  it('sees no difference for a row that came and went, an update to the same values, or a session only used', async () => {
    const mark = await changeMark(t.db);
    await t.db.query("INSERT INTO licensee (identifier, name) VALUES ('passing', 'Passing')");
    await t.db.query("DELETE FROM licensee WHERE identifier = 'passing'");
    await t.db.query('UPDATE member SET username = username');
    await t.db.query("UPDATE session SET last_seen_at = now(), expires_at = now() + interval '1 hour'");
    expect(await tablesChangedSince(t.db, mark)).toEqual([]);
  });

  it('puts back what changed after a snapshot, and says which tables it put back', async () => {
    const before = await cityOf('admin');
    const snapshot = await snapshotTables(t.db);
    try {
      await t.db.query("UPDATE member_details SET city = 'Umgezogen' FROM member m WHERE m.id = member_id AND m.username = 'admin'");
      expect(await restoreChangedTables(t.db, snapshot)).toEqual(['member_details']);
      expect(await cityOf('admin')).toBe(before);
      expect(await restoreChangedTables(t.db, snapshot)).toEqual([]);
    } finally {
      await dropSnapshot(t.db, snapshot);
    }
  });
});
