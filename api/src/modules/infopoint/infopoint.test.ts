import {
  readInfopointLocationListEndpoint,
  readInfopointMemberGroupsEndpoint,
  requiredFireWardens,
  requiredFirstAiders,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signInAll, type TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { entityIdOf, memberIdOf } from '../../test/demo-ids';

let t: TestApp;
let client: (key: string) => TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, {
    admin: ['demo', 'admin'],
    member: ['demo', 'member'],
    acme: ['acme', 'admin'],
  });
});
afterAll(async () => {
  await t.close();
});

const one = <Row>(text: string, params: unknown[] = []): Promise<Row> => firstRow<Row>(t.db, text, params);
const locationId = (identifier: string, company = 'demo'): Promise<string> => entityIdOf(t.db, 'location', identifier, company);
const memberId = (username: string): Promise<string> => memberIdOf(t.db, username);

/** Counted independently of the module: active members at a location, and those of them in a group of `type`. */
const countAt = async (location: string, type?: string): Promise<number> =>
  (
    await one<{ n: number }>(
      `SELECT count(DISTINCT x.member_id)::int AS n FROM location_member x JOIN member m ON m.id = x.member_id AND m.archived_at IS NULL
        WHERE x.location_id = $1 AND ($2::text IS NULL OR x.member_id IN (
          SELECT gm.member_id FROM member_group_member gm JOIN member_group g ON g.id = gm.member_group_id WHERE g.type = $2))`,
      [location, type ?? null],
    )
  ).n;

const readList = async (key: string) => (await client(key).send(readInfopointLocationListEndpoint)).answer();
const readGroups = (key: string, locationUuid: string) => client(key).send(readInfopointMemberGroupsEndpoint, { locationUuid });

describe('infopoint location list', () => {
  it("lists the client's locations, the member's own first, with coverage computed by the rules", async () => {
    const { items, total } = await readList('member');
    const demoLocations = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM location l JOIN client c ON c.id = l.client_id WHERE c.client_identifier = 'demo'",
    );
    expect(total).toBe(demoLocations.n);
    const own = await one<{ location_id: string }>('SELECT location_id FROM location_member WHERE member_id = $1', [
      await memberId('member'),
    ]);
    expect(items[0]).toMatchObject({ uuid: own.location_id, isOwn: true });
    expect(items.slice(1).every((item) => !item.isOwn)).toBe(true);
    expect(items.slice(1).map((item) => item.name)).toEqual(
      [...items.slice(1).map((item) => item.name)].sort((a, b) => a.localeCompare(b)),
    );

    const hq = items.find((item) => item.name === 'Zentrale Berlin')!;
    const people = await countAt(hq.uuid);
    const firstAiders = await countAt(hq.uuid, 'first-aid');
    const wardens = await countAt(hq.uuid, 'fire-assistent');
    expect(hq.memberCount).toBe(people);
    // The rules' arithmetic is tested in shared-contracts (infopoint-values.test.ts); here, that they get the right figures.
    const required = { firstAid: requiredFirstAiders(people, 'headquarters'), fireWardens: requiredFireWardens(people) };
    expect(required.firstAid).toBeGreaterThan(0);
    expect(hq.coverage).toEqual({
      firstAid: { required: required.firstAid, present: firstAiders, shortfall: Math.max(0, required.firstAid - firstAiders) },
      fireWardens: { required: required.fireWardens, present: wardens, shortfall: Math.max(0, required.fireWardens - wardens) },
    });
  });

  it('counts a new first aider at once, and never an archived one', async () => {
    const hq = await locationId('hq-berlin');
    const before = (await readList('admin')).items.find((item) => item.uuid === hq)!.coverage.firstAid;
    const candidate = await one<{ member_id: string }>(
      `SELECT x.member_id FROM location_member x JOIN member m ON m.id = x.member_id AND m.archived_at IS NULL
        WHERE x.location_id = $1 AND x.member_id NOT IN (SELECT gm.member_id FROM member_group_member gm JOIN member_group g ON g.id = gm.member_group_id WHERE g.type = 'first-aid')
        ORDER BY x.member_id LIMIT 1`,
      [hq],
    );
    const group = await one<{ id: string }>(
      "SELECT g.id FROM member_group g JOIN client c ON c.id = g.client_id WHERE c.client_identifier = 'demo' AND g.type = 'first-aid'",
    );
    await t.db.query('INSERT INTO member_group_member (member_group_id, member_id) VALUES ($1, $2)', [group.id, candidate.member_id]);
    try {
      const after = (await readList('admin')).items.find((item) => item.uuid === hq)!.coverage.firstAid;
      expect(after).toEqual({
        required: before.required,
        present: before.present + 1,
        shortfall: Math.max(0, before.required - before.present - 1),
      });
      await t.db.query('UPDATE member SET archived_at = now() WHERE id = $1', [candidate.member_id]);
      const archived = (await readList('admin')).items.find((item) => item.uuid === hq)!;
      expect(archived.coverage.firstAid.present).toBe(before.present);
      expect(archived.memberCount).toBe(await countAt(hq));
    } finally {
      await t.db.query('UPDATE member SET archived_at = NULL WHERE id = $1', [candidate.member_id]);
      await t.db.query('DELETE FROM member_group_member WHERE member_group_id = $1 AND member_id = $2', [group.id, candidate.member_id]);
    }
  });

  it('shows another client only its own locations', async () => {
    const { items } = await readList('acme');
    expect(items.map((item) => item.name)).toEqual(['Hauptsitz Köln']);
  });
});

describe('infopoint member groups', () => {
  it('lists the responsible persons and the groups to turn to, site-bound groups only with the people working there', async () => {
    const hq = await locationId('hq-berlin');
    const response = await readGroups('member', hq);
    expect(response.statusCode).toBe(200);
    const { location, responsibleMembers, groups } = response.answer();
    expect(location.name).toBe('Zentrale Berlin');
    expect(responsibleMembers.map((person) => person.uuid)).toEqual([await memberId('admin')]);
    expect(responsibleMembers[0]).toEqual(
      expect.objectContaining({ firstName: expect.any(String), lastName: expect.any(String), email: expect.any(String) }),
    );

    const firstAid = groups.find((group) => group.type === 'first-aid')!;
    expect(firstAid.companyWide).toBe(false);
    expect(firstAid.members).toHaveLength(location.coverage.firstAid.present);
    const atHq = await one<{ ids: string[] }>('SELECT array_agg(member_id) AS ids FROM location_member WHERE location_id = $1', [hq]);
    expect(firstAid.members.every((person) => atHq.ids.includes(person.uuid))).toBe(true);

    const doctors = groups.find((group) => group.type === 'medical-officer')!;
    expect(doctors.companyWide).toBe(true);
    const allDoctors = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM member_group_member gm JOIN member m ON m.id = gm.member_id AND m.archived_at IS NULL WHERE gm.member_group_id = $1`,
      [doctors.uuid],
    );
    expect(doctors.members).toHaveLength(allDoctors.n);
    // Ordered by the group types, the members by name.
    const order = ['medical-officer', 'first-aid', 'fire-marshall', 'fire-assistent', 'health-safety-officer', 'work-council'];
    const types = groups.map((group) => order.indexOf(group.type));
    expect(types).toEqual([...types].sort((a, b) => a - b));
    const names = doctors.members.map((person) => `${person.lastName.toLowerCase()} ${person.firstName.toLowerCase()}`);
    expect(names).toEqual([...names].sort());
    expect(groups.every((group) => group.members.length > 0)).toBe(true);
  });

  it("answers 404 for another client's location and 400 for a malformed one", async () => {
    expect(errorCodeOf(await readGroups('member', await locationId('hq-koeln', 'acme')))).toBe('Location.NotFound');
    expect((await readGroups('member', 'not-a-uuid')).statusCode).toBe(400);
  });
});
