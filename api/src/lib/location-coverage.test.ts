import { readInfopointLocationListEndpoint } from '@compliance/shared-contracts';
import { signedInApp } from '../test/client';
import { locationTallyDrift } from '../test/location-tally';

// The location tally table (025_location_tally.sql) that the infopoint and the admins' overview
// read: after each kind of change to locations, group memberships, group types and members it
// equals a count made from scratch, and the infopoint answers with it.

const signedIn = signedInApp({ admin: ['demo', 'admin'], member: ['demo', 'member'] });
const { client, one } = signedIn;

const demoClient = async () => (await one<{ id: string }>(`SELECT id FROM client WHERE client_identifier = 'demo'`)).id;
const expectNoDrift = async () => expect(await locationTallyDrift(signedIn.t.db, await demoClient())).toEqual([]);
const run = (text: string, params: unknown[] = []) => signedIn.t.db.query(text, params);

/** A not-archived demo member at a location, in no member group, other than the signed-in accounts. */
const someWorker = async () =>
  one<{ id: string; locationId: string }>(
    `SELECT m.id, x.location_id AS "locationId" FROM member m JOIN location_member x ON x.member_id = m.id
      WHERE m.client_id = $1 AND m.archived_at IS NULL AND m.username NOT IN ('admin', 'member')
        AND NOT EXISTS (SELECT 1 FROM member_group_member gm WHERE gm.member_id = m.id)
      ORDER BY m.username LIMIT 1`,
    [await demoClient()],
  );
const groupOf = async (type: string) =>
  (await one<{ id: string }>(`SELECT id FROM member_group WHERE client_id = $1 AND type = $2 LIMIT 1`, [await demoClient(), type])).id;
const infopointLocation = async (locationId: string) => {
  const { items } = (await client('member').send(readInfopointLocationListEndpoint)).answer();
  const location = items.find((item) => item.uuid === locationId);
  if (!location) throw new Error(`location ${locationId} not on the infopoint`);
  return location;
};

describe('the location tally table', () => {
  it('counts the demo as a count from scratch does', async () => {
    await expectNoDrift();
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM location_tally WHERE first_aiders > 0`)).n).toBeGreaterThan(0);
  });

  it('follows members joining and leaving groups, a second group of one type, and a group changing its type', async () => {
    const worker = await someWorker();
    const before = await infopointLocation(worker.locationId);
    const firstAid = await groupOf('first-aid');
    await run(`INSERT INTO member_group_member (member_group_id, member_id) VALUES ($1, $2)`, [firstAid, worker.id]);
    await expectNoDrift();
    expect((await infopointLocation(worker.locationId)).coverage.firstAid.present).toBe(before.coverage.firstAid.present + 1);
    // A first aider in a second first-aid group still counts once.
    const { id: second } = await one<{ id: string }>(
      `INSERT INTO member_group (client_id, identifier, name, type) VALUES ($1, 'ersthelfer-2', 'Ersthelfer 2', 'first-aid') RETURNING id`,
      [await demoClient()],
    );
    await run(`INSERT INTO member_group_member (member_group_id, member_id) VALUES ($1, $2)`, [second, worker.id]);
    await expectNoDrift();
    await run(`UPDATE member_group SET type = 'fire-assistent' WHERE id = $1`, [second]);
    await expectNoDrift();
    expect((await infopointLocation(worker.locationId)).coverage.fireWardens.present).toBe(before.coverage.fireWardens.present + 1);
    await run(`DELETE FROM member_group WHERE id = $1`, [second]);
    await expectNoDrift();
    await run(`DELETE FROM member_group_member WHERE member_id = $1`, [worker.id]);
    await expectNoDrift();
    expect((await infopointLocation(worker.locationId)).coverage).toEqual(before.coverage);
  });

  it('follows members moving between locations, archiving and restoring, deleting, and a location deleted', async () => {
    const worker = await someWorker();
    const { id: otherLocation } = await one<{ id: string }>(
      `SELECT id FROM location WHERE client_id = $1 AND id <> $2 ORDER BY name LIMIT 1`,
      [await demoClient(), worker.locationId],
    );
    await run(`INSERT INTO location_member (location_id, member_id) VALUES ($1, $2)`, [otherLocation, worker.id]);
    await expectNoDrift();
    await run(`DELETE FROM location_member WHERE location_id = $1 AND member_id = $2`, [worker.locationId, worker.id]);
    await expectNoDrift();
    const before = (await infopointLocation(otherLocation)).memberCount;
    expect((await client('admin').post('/api/memberlist/archivemember', { uuids: [worker.id] })).statusCode).toBe(200);
    await expectNoDrift();
    expect((await infopointLocation(otherLocation)).memberCount).toBe(before - 1);
    expect((await client('admin').post('/api/archivedmember/unarchivemember', { uuids: [worker.id] })).statusCode).toBe(200);
    await expectNoDrift();
    expect((await infopointLocation(otherLocation)).memberCount).toBe(before);
    await run(`DELETE FROM member WHERE id = $1`, [(await someWorker()).id]);
    await expectNoDrift();
    await run(`DELETE FROM location WHERE id = $1`, [otherLocation]);
    await expectNoDrift();
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM location_tally WHERE location_id = $1`, [otherLocation])).n).toBe(0);
  });
});
