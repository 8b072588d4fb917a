import {
  archivedMemberListEndpoint,
  type BodyInputOf,
  type ErrorBody,
  createMemberEndpoint,
  hashPassword,
  memberDetailsEndpoint,
  memberListEndpoint,
  memberOrgUnitListEndpoint,
  readClientDetailsEndpoint,
} from '@compliance/shared-contracts';
import { buildTestApp, TEST_DATABASE_URL, type TestApp } from '../../test/build';
import { DEMO_ADMINS, signInAll, TestClient } from '../../test/client';
import { tallyDrift } from '../../test/member-tally';
import { standingTallyDrift, unitLocationTallyDrift } from '../../test/standing-tally';
import { NEW_MEMBER_PASSWORD, newMemberBody } from '../../test/members';
import { errorCodeOf, firstRow } from '../../test/answers';

let t: TestApp;
let client: (key: string) => TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, {
    ...DEMO_ADMINS,
    member: ['demo', 'member'],
    acme: ['acme', 'admin'],
  });
});
afterAll(async () => {
  await t.close();
});

const one = <Row>(text: string, params: unknown[] = []): Promise<Row> => firstRow<Row>(t.db, text, params);
const idOf = async (username: string, company = 'demo'): Promise<string> =>
  (
    await one<{ id: string }>(
      'SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = $1 AND m.username = $2',
      [company, username],
    )
  ).id;
const clientIdOf = async (company: string): Promise<string> =>
  (await one<{ id: string }>('SELECT id FROM client WHERE client_identifier = $1', [company])).id;
/** acme's members that count against its limit (not archived, active). */
const countedInAcme = async (): Promise<number> =>
  (
    await one<{ n: number }>("SELECT count(*)::int AS n FROM member WHERE client_id = $1 AND archived_at IS NULL AND status = 'active'", [
      await clientIdOf('acme'),
    ])
  ).n;
/** Runs `work` with acme's limit `room` members above its count now (answered as `limit`), then puts back its 200. */
async function withAcmeRoom(room: number, work: (limit: number) => Promise<void>): Promise<void> {
  const acme = await clientIdOf('acme');
  const limit = (await countedInAcme()) + room;
  await t.db.query('UPDATE client SET max_members = $2 WHERE id = $1', [acme, limit]);
  try {
    await work(limit);
  } finally {
    await t.db.query('UPDATE client SET max_members = 200 WHERE id = $1', [acme]);
  }
}
type MemberListBody = BodyInputOf<typeof memberListEndpoint>;
const listBody = (filter: MemberListBody['filter'] = {}, extra: Partial<MemberListBody> = {}): MemberListBody => ({
  page: 1,
  perPage: 100,
  sortDirection: 'asc',
  filter,
  ...extra,
});
const code = errorCodeOf;

const newMember = newMemberBody;

async function create(username: string, overrides: Record<string, unknown> = {}, by = 'admin'): Promise<string> {
  const response = await client(by).send(createMemberEndpoint, newMember(username, overrides));
  expect(response.statusCode).toBe(200);
  return response.answer().uuid;
}

/** A new member signed in with the initial password: their uuid and their session. */
async function createSignedIn(username: string): Promise<{ id: string; session: TestClient }> {
  const id = await create(username);
  const session = new TestClient(t.app);
  expect((await session.login('demo', username, NEW_MEMBER_PASSWORD)).statusCode).toBe(200);
  return { id, session };
}

describe('the tallied count of not-archived members (the sum of 006_member_tally.sql)', () => {
  const counted = async (company: string) => {
    const id = await clientIdOf(company);
    const row = await one<{ tallied: number; real: number }>(
      `SELECT (SELECT coalesce(sum(members), 0)::int FROM client_member_tally WHERE client_id = $1) AS tallied,
              (SELECT count(*)::int FROM member WHERE client_id = $1 AND archived_at IS NULL) AS real`,
      [id],
    );
    return row;
  };

  describe('follows the statements that change it', () => {
    let start: { tallied: number; real: number };
    let uuid: string;
    beforeAll(async () => {
      start = await counted('demo');
    });

    it('starts as the real count', () => {
      expect(start.tallied).toBe(start.real);
    });

    it('counts a created member', async () => {
      uuid = await create('count.one');
      expect(await counted('demo')).toEqual({ tallied: start.real + 1, real: start.real + 1 });
    });

    it('drops an archived member', async () => {
      expect((await client('admin').post('/api/memberlist/archivemember', { uuids: [uuid] })).statusCode).toBe(200);
      expect(await counted('demo')).toEqual({ tallied: start.real, real: start.real });
    });

    it('stays right through unarchive, archive and delete', async () => {
      expect((await client('admin').post('/api/archivedmember/unarchivemember', { uuids: [uuid] })).statusCode).toBe(200);
      expect((await client('admin').post('/api/memberlist/archivemember', { uuids: [uuid] })).statusCode).toBe(200);
      expect((await client('admin').post('/api/archivedmember/deletemember', { uuids: [uuid] })).statusCode).toBe(200);
      expect(await counted('demo')).toEqual({ tallied: start.real, real: start.real });
    });

    it("follows several rows in one statement, as imports write them, and leaves another client's alone", async () => {
      const acmeBefore = await counted('acme');
      await t.db.query(
        `INSERT INTO member (client_id, username, role) SELECT $1, 'count.bulk.' || n, 'member' FROM generate_series(1, 3) n`,
        [await clientIdOf('demo')],
      );
      expect(await counted('demo')).toEqual({ tallied: start.real + 3, real: start.real + 3 });
      await t.db.query(`DELETE FROM member WHERE username LIKE 'count.bulk.%'`);
      expect(await counted('demo')).toEqual({ tallied: start.real, real: start.real });
      expect(await counted('acme')).toEqual(acmeBefore);
    });

    it("is the member list's unfiltered total", async () => {
      const list = await client('admin').send(memberListEndpoint, listBody({}, { perPage: 25 }));
      expect(list.answer().total).toBe(start.real);
    });
  });
});

describe('the tally table per role and status (006_member_tally.sql)', () => {
  type Narrowing = { role?: string; status?: string };
  const NARROWINGS: Narrowing[] = [
    {},
    { role: 'member' },
    { role: 'admin' },
    { status: 'active' },
    { status: 'deactivated' },
    { role: 'admin', status: 'deactivated' },
  ];
  const listedTotal = async (filter: Narrowing, by = 'admin') =>
    (await client(by).send(memberListEndpoint, listBody(filter, { perPage: 25 }))).answer().total;
  const realTotal = async (company: string, filter: Narrowing) =>
    (
      await one<{ n: number }>(
        'SELECT count(*)::int AS n FROM member WHERE client_id = $1 AND archived_at IS NULL AND ($2::text IS NULL OR role = $2) AND ($3::text IS NULL OR status = $3)',
        [await clientIdOf(company), filter.role ?? null, filter.status ?? null],
      )
    ).n;
  /** The tally matches a real count in both clients, and every filtered list total is the real one. */
  const expectExact = async () => {
    for (const company of ['demo', 'acme']) {
      expect(await tallyDrift(t.db, await clientIdOf(company))).toEqual([]);
      expect(await standingTallyDrift(t.db, await clientIdOf(company))).toEqual([]);
      expect(await unitLocationTallyDrift(t.db, await clientIdOf(company))).toEqual([]);
    }
    for (const filter of NARROWINGS)
      expect({ filter, total: await listedTotal(filter) }).toEqual({ filter, total: await realTotal('demo', filter) });
    // A page past the end has no row to carry the total: it is still exact.
    const beyond = (await client('admin').send(memberListEndpoint, listBody({ status: 'active' }, { page: 999 }))).answer();
    expect(beyond).toEqual({ items: [], total: await realTotal('demo', { status: 'active' }) });
  };
  const update = (uuid: string, changes: Record<string, unknown>) => {
    const body: Record<string, unknown> = {
      ...newMember('tally.one', { roleIdentifier: 'admin' }),
      uuid,
      status: 'active',
      options: { createElearningTasks: true, createRiskAssessmentTasks: true },
      ...changes,
    };
    delete body.initialPassword;
    return client('superadmin').post('/api/memberlist/updatememberdetails', body);
  };

  describe('follows a member through the API', () => {
    let before: { admins: number; deactivatedMembers: number };
    let uuid: string;
    beforeAll(async () => {
      before = {
        admins: await listedTotal({ role: 'admin' }),
        deactivatedMembers: await listedTotal({ role: 'member', status: 'deactivated' }),
      };
    });

    it('starts exact', async () => {
      await expectExact();
    });

    it('counts a created admin', async () => {
      uuid = await create('tally.one', { roleIdentifier: 'admin' }, 'superadmin');
      expect(await listedTotal({ role: 'admin' })).toBe(before.admins + 1);
      await expectExact();
    });

    it('moves a changed role', async () => {
      expect((await update(uuid, { roleIdentifier: 'member' })).statusCode).toBe(200);
      expect(await listedTotal({ role: 'admin' })).toBe(before.admins);
      await expectExact();
    });

    it('moves a changed status', async () => {
      expect((await update(uuid, { roleIdentifier: 'member', status: 'deactivated' })).statusCode).toBe(200);
      expect(await listedTotal({ role: 'member', status: 'deactivated' })).toBe(before.deactivatedMembers + 1);
      await expectExact();
    });

    it('moves nothing for details saved unchanged, what the details form does most', async () => {
      expect((await update(uuid, { roleIdentifier: 'member', status: 'deactivated' })).statusCode).toBe(200);
      await expectExact();
    });

    it('drops an archived member', async () => {
      expect((await client('admin').post('/api/memberlist/archivemember', { uuids: [uuid] })).statusCode).toBe(200);
      expect(await listedTotal({ role: 'member', status: 'deactivated' })).toBe(before.deactivatedMembers);
      await expectExact();
    });

    it('counts an unarchived member again', async () => {
      expect((await client('admin').post('/api/archivedmember/unarchivemember', { uuids: [uuid] })).statusCode).toBe(200);
      await expectExact();
    });

    it('stays exact when the member is archived and deleted', async () => {
      expect((await client('admin').post('/api/memberlist/archivemember', { uuids: [uuid] })).statusCode).toBe(200);
      expect((await client('admin').post('/api/archivedmember/deletemember', { uuids: [uuid] })).statusCode).toBe(200);
      await expectExact();
    });
  });

  it('follows statements that insert, change and delete many rows of both clients at once', async () => {
    const [demo, acme] = [await clientIdOf('demo'), await clientIdOf('acme')];
    await t.db.query(
      `INSERT INTO member (client_id, username, role, status, archived_at)
       SELECT CASE WHEN n % 4 = 0 THEN $2::uuid ELSE $1::uuid END, 'tally.bulk.' || n,
              (ARRAY['member', 'admin', 'loc-admin', 'ou-admin', 'super-admin'])[1 + n % 5],
              CASE WHEN n % 3 = 0 THEN 'deactivated' ELSE 'active' END,
              CASE WHEN n % 7 = 0 THEN now() END
         FROM generate_series(1, 60) n`,
      [demo, acme],
    );
    await expectExact();
    // Role, status and archiving changed in one statement, some rows moving between several counts.
    await t.db.query(
      `UPDATE member SET role = CASE WHEN role = 'member' THEN 'admin' ELSE 'member' END,
                         status = CASE WHEN username LIKE '%1' THEN 'deactivated' ELSE status END,
                         archived_at = CASE WHEN username LIKE '%2' THEN now() WHEN username LIKE '%7' THEN NULL ELSE archived_at END
        WHERE username LIKE 'tally.bulk.%'`,
    );
    await expectExact();
    await t.db.query(`DELETE FROM member WHERE username LIKE 'tally.bulk.%' AND (role = 'admin' OR archived_at IS NOT NULL)`);
    await expectExact();
    await t.db.query(`DELETE FROM member WHERE username LIKE 'tally.bulk.%'`);
    await expectExact();
  });

  it('leaves scoped admins their own count', async () => {
    const scoped = await listedTotal({ status: 'active' }, 'locadmin');
    expect(scoped).toBeLessThan(await realTotal('demo', { status: 'active' }));
    expect(scoped).toBe((await client('locadmin').send(memberListEndpoint, listBody({ status: 'active' }))).answer().items.length);
  });
});

describe('POST /api/memberlist/getlist', () => {
  it('pages, sorts by last name and counts active members only', async () => {
    const response = await client('admin').send(memberListEndpoint, listBody({}, { perPage: 25 }));
    expect(response.statusCode).toBe(200);
    const { items, total } = response.answer();
    const active = await one<{ n: number }>('SELECT count(*)::int AS n FROM member WHERE client_id = $1 AND archived_at IS NULL', [
      await clientIdOf('demo'),
    ]);
    expect(total).toBe(active.n);
    expect(items).toHaveLength(25);
    const german = new Intl.Collator('de', { sensitivity: 'base' });
    for (let index = 1; index < items.length; index++)
      expect(german.compare(items[index - 1]!.lastName, items[index]!.lastName)).toBeLessThanOrEqual(0);
    const page2 = (await client('admin').send(memberListEndpoint, listBody({}, { perPage: 25, page: 2 }))).answer();
    expect(page2.items.some((row) => items.some((first) => first.username === row.username))).toBe(false);
  });

  it('sorts names as German phone books do and finds them with or without umlauts', async () => {
    for (const [username, lastName] of [
      ['kuhn.k', 'Kuhn'],
      ['krueger.k', 'Krüger'],
      ['koehler.k', 'Köhler'],
      ['kohl.k', 'Kohl'],
      ['oezdemir.k', 'Özdemir'],
      ['strauss.k', 'Strauß'],
    ]) {
      await create(username as string, { lastName, firstName: 'Quirin' });
    }
    const byName = async (search: string) =>
      (await client('admin').send(memberListEndpoint, listBody({ search }))).answer().items.map((row) => row.lastName);
    expect(await byName('quirin')).toEqual(['Kohl', 'Köhler', 'Krüger', 'Kuhn', 'Özdemir', 'Strauß']);
    expect(await byName('quirin köh')).toEqual(['Kohl', 'Köhler']);
    expect(await byName('quirin kohle')).toEqual(['Köhler']);
    expect(await byName('quirin özd')).toEqual(['Özdemir']);
    expect(await byName('QUIRIN ÖZD')).toEqual(['Özdemir']);
    expect(await byName('quirin strauss')).toEqual(['Strauß']);
    const descending = (await client('admin').send(memberListEndpoint, listBody({ search: 'quirin' }, { sortDirection: 'desc' }))).answer();
    expect(descending.items.map((row) => row.lastName)).toEqual(['Strauß', 'Özdemir', 'Kuhn', 'Krüger', 'Köhler', 'Kohl']);
  });

  it('finds every word of a name, not only its first: "Tester Eins", "eins", "Lüdenscheidt"', async () => {
    const tester = await create('search.words', { lastName: 'Tester Eins', firstName: 'Wiebke Anna', email: 'w.eins@members.example' });
    await create('search.hyphen', { lastName: 'Müller-Lüdenscheidt', firstName: 'Wiebke' });
    const usernames = async (search: string) =>
      (await client('admin').send(memberListEndpoint, listBody({ search }))).answer().items.map((row) => row.username);
    expect(await usernames('Tester Eins')).toEqual(['search.words']);
    expect(await usernames('eins wiebke')).toEqual(['search.words']);
    expect(await usernames('Anna Tester')).toEqual(['search.words']);
    expect(await usernames('wiebke lüdensch')).toEqual(['search.hyphen']);
    expect(await usernames('wiebke muller-lud')).toEqual(['search.hyphen']);
    // A word matches where a word of the name starts, never inside one.
    expect(await usernames('wiebke ster')).toEqual([]);
    expect(await usernames('w.eins@')).toEqual(['search.words']);
    // A changed name or e-mail is found by its new words and no longer by the old ones.
    const body = {
      ...newMember('search.words', { lastName: 'Zweite Probe', firstName: 'Wiebke', email: 'w.zwei@members.example' }),
      uuid: tester,
      status: 'active',
      options: { createElearningTasks: true, createRiskAssessmentTasks: true },
    };
    delete (body as Record<string, unknown>).initialPassword;
    expect((await client('admin').post('/api/memberlist/updatememberdetails', body)).statusCode).toBe(200);
    expect(await usernames('wiebke probe')).toEqual(['search.words']);
    expect(await usernames('wiebke eins')).toEqual([]);
    expect(await usernames('w.zwei@')).toEqual(['search.words']);
    expect(await usernames('w.eins@')).toEqual([]);
  });

  it('filters by search prefix words, role, status, org unit and location', async () => {
    const search = (await client('admin').send(memberListEndpoint, listBody({ search: 'oskar EIN' }))).answer();
    expect(search.items.map((row) => row.username)).toEqual(['ouadmin']);
    const byMail = (await client('admin').send(memberListEndpoint, listBody({ search: 'locadmin@' }))).answer();
    expect(byMail.total).toBe(1);
    const wildcard = (await client('admin').send(memberListEndpoint, listBody({ search: '%' }))).answer();
    expect(wildcard.total).toBe(0);
    const admins = (await client('admin').send(memberListEndpoint, listBody({ role: 'admin' }))).answer();
    expect(admins.items.length).toBeGreaterThan(0);
    expect(admins.items.every((row) => row.roleIdentifier === 'admin')).toBe(true);
    const deactivated = (await client('admin').send(memberListEndpoint, listBody({ status: 'deactivated', role: '' }))).answer();
    expect(deactivated.total).toBe(1);
    const unit = await one<{ id: string }>("SELECT id FROM org_unit WHERE identifier = 'produktion' AND client_id = $1", [
      await clientIdOf('demo'),
    ]);
    const inUnit = (await client('admin').send(memberListEndpoint, listBody({ orgUnitUuid: unit.id }))).answer();
    expect(inUnit.total).toBe(
      (
        await one<{ n: number }>(
          'SELECT count(*)::int AS n FROM org_unit_member om JOIN member m ON m.id = om.member_id WHERE om.org_unit_id = $1 AND m.archived_at IS NULL',
          [unit.id],
        )
      ).n,
    );
    const location = await one<{ id: string }>("SELECT id FROM location WHERE identifier = 'werk-hamburg'");
    const atLocation = (await client('admin').send(memberListEndpoint, listBody({ locationUuid: location.id }))).answer();
    expect(atLocation.total).toBeGreaterThan(0);
  });

  it('shows scoped admins only their members', async () => {
    const loc = (await client('locadmin').send(memberListEndpoint, listBody())).answer();
    const expectedLoc = await t.db.query<{ member_id: string }>(
      `SELECT DISTINCT lm.member_id FROM location_member lm JOIN location_responsible lr ON lr.location_id = lm.location_id
         JOIN member m ON m.id = lm.member_id WHERE lr.member_id = $1 AND m.archived_at IS NULL`,
      [await idOf('locadmin')],
    );
    expect(loc.total).toBe(expectedLoc.length);
    expect(new Set(loc.items.map((row) => row.uuid))).toEqual(new Set(expectedLoc.map((row) => row.member_id)));
    const ou = (await client('ouadmin').send(memberListEndpoint, listBody())).answer();
    const expectedOu = await one<{ n: number }>(
      `SELECT count(DISTINCT om.member_id)::int AS n FROM org_unit_member om JOIN org_unit_admin oa ON oa.org_unit_id = om.org_unit_id AND oa.kind = 'admin'
         JOIN member m ON m.id = om.member_id WHERE oa.member_id = $1 AND m.archived_at IS NULL`,
      [await idOf('ouadmin')],
    );
    expect(ou.total).toBe(expectedOu.n);
    expect(ou.total).toBeLessThan((await client('admin').send(memberListEndpoint, listBody())).answer().total);
  });

  it('refuses members (403) and rejects an unknown sort column (400)', async () => {
    expect(code(await client('member').post('/api/memberlist/getlist', listBody()))).toBe('Auth.Forbidden');
    expect((await client('admin').post('/api/memberlist/getlist', { ...listBody(), sortBy: 'password_hash' })).statusCode).toBe(400);
  });
});

describe('POST /api/member/createmember', () => {
  it('creates a member with password, options, chosen and default org units, and audits it', async () => {
    const demo = await clientIdOf('demo');
    const unit = await one<{ id: string }>("SELECT id FROM org_unit WHERE identifier = 'vertrieb' AND client_id = $1", [demo]);
    const id = await create('nina.neu', {
      orgUnitUuids: [unit.id],
      options: { createElearningTasks: false, createRiskAssessmentTasks: true },
    });
    const units = await t.db.query<{ identifier: string }>(
      'SELECT o.identifier FROM org_unit_member om JOIN org_unit o ON o.id = om.org_unit_id WHERE om.member_id = $1 ORDER BY 1',
      [id],
    );
    expect(units.map((row) => row.identifier)).toEqual(['alle-mitarbeitenden', 'vertrieb']);
    const details = (await client('admin').send(memberDetailsEndpoint, { uuid: id })).answer();
    expect(details).toMatchObject({
      username: 'nina.neu',
      firstName: 'Nina',
      status: 'active',
      archivedAt: null,
      options: { createElearningTasks: false, createRiskAssessmentTasks: true },
    });
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM password_history WHERE member_id = $1', [id])).n).toBe(1);
    const signIn = new TestClient(t.app);
    expect((await signIn.login('demo', 'nina.neu', NEW_MEMBER_PASSWORD)).statusCode).toBe(200);
    const entry = await one<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE action = 'member.create' AND entity_id = $1",
      [id],
    );
    expect(JSON.stringify(entry.details)).not.toContain('nina');
  });

  it('refuses taken usernames and e-mails, case-insensitively, also across username and e-mail', async () => {
    expect(code(await client('admin').post('/api/member/createmember', newMember('member')))).toBe('Username.Exists');
    expect(code(await client('admin').post('/api/member/createmember', newMember('other.one', { email: 'ADMIN@demo-gmbh.example' })))).toBe(
      'Member.EmailExists',
    );
    expect(code(await client('admin').post('/api/member/createmember', newMember('admin@demo-gmbh.example', { email: null })))).toBe(
      'Username.Exists',
    );
  });

  it('refuses a birth date the form refuses: in the future or before 1900', async () => {
    for (const [birthDate, key] of [
      ['2090-01-01', 'maxDate'],
      ['1899-12-31', 'minDate'],
      ['2024-02-30', 'invalidDate'],
    ] as const) {
      const response = await client('admin').send(createMemberEndpoint, newMember('born.wrong', { birthDate }));
      expect(response.statusCode).toBe(400);
      const fields = response.json<ErrorBody>().error.fields;
      expect(fields).toEqual([expect.objectContaining({ path: 'birthDate', key })]);
    }
    expect(await one<{ n: number }>("SELECT count(*)::int AS n FROM member WHERE username = 'born.wrong'")).toEqual({ n: 0 });
  });

  it('refuses a commonly used initial password with Password.TooCommon and creates no one', async () => {
    const response = await client('admin').post(
      '/api/member/createmember',
      newMember('common.password', { initialPassword: hashPassword('Willkommen2026!') }),
    );
    expect(response.statusCode).toBe(400);
    expect(code(response)).toBe('Password.TooCommon');
    expect((await one<{ n: number }>("SELECT count(*)::int AS n FROM member WHERE username = 'common.password'")).n).toBe(0);
  });

  it('validates the body (400 Schema.Invalid)', async () => {
    const response = await client('admin').post('/api/member/createmember', newMember('x', { email: 'no-mail', postalCode: '1' }));
    expect(response.statusCode).toBe(400);
    expect(code(response)).toBe('Schema.Invalid');
  });

  it('lets only the owner create super-admins', async () => {
    expect(code(await client('admin').post('/api/member/createmember', newMember('new.owner', { roleIdentifier: 'super-admin' })))).toBe(
      'Role.NotAllowed',
    );
    await create('new.owner', { roleIdentifier: 'super-admin' }, 'superadmin');
  });

  it('refuses scoped admins and foreign org units', async () => {
    expect(code(await client('locadmin').post('/api/member/createmember', newMember('scoped.one')))).toBe('Auth.Forbidden');
    const foreign = await one<{ id: string }>('SELECT id FROM org_unit WHERE client_id = $1 LIMIT 1', [await clientIdOf('acme')]);
    const response = await client('admin').post('/api/member/createmember', newMember('foreign.unit', { orgUnitUuids: [foreign.id] }));
    expect(response.statusCode).toBe(404);
    expect(code(response)).toBe('OrgUnit.NotFound');
  });

  it('answers Client.MaxMembersReached at the limit', async () => {
    await withAcmeRoom(0, async () => {
      expect(code(await client('acme').post('/api/member/createmember', newMember('one.too.many')))).toBe('Client.MaxMembersReached');
    });
  });

  // On PostgreSQL the calls run side by side on their own connections, each waiting for the
  // client lock of the one before; PGlite runs them one after the other.
  it('lets 20 concurrent creates and unarchives add no more than the 5 members the limit leaves', async () => {
    const archived: string[] = [];
    for (let n = 0; n < 10; n++) archived.push(await create(`race.archived${n}`, {}, 'acme'));
    await client('acme').post('/api/memberlist/archivemember', { uuids: archived });
    await withAcmeRoom(5, async (limit) => {
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, (_, n) => client('acme').post('/api/member/createmember', newMember(`race.new${n}`))),
        ...archived.map((uuid) => client('acme').post('/api/archivedmember/unarchivemember', { uuids: [uuid] })),
      ]);
      const outcomes = answers.map((answer) => (answer.statusCode === 200 ? 'added' : code(answer)));
      expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'Client.MaxMembersReached')).toHaveLength(15);
      expect(await countedInAcme()).toBe(limit);
    });
  });
});

describe('member details and update', () => {
  describe('details, options and status updated', () => {
    let id: string;
    let session: TestClient;
    beforeAll(async () => {
      ({ id, session } = await createSignedIn('upd.one'));
      const body = {
        ...newMember('upd.one', { lastName: 'Geändert', email: 'upd.neu@members.example' }),
        uuid: id,
        status: 'deactivated',
        options: { createElearningTasks: true, createRiskAssessmentTasks: false },
      };
      delete (body as Record<string, unknown>).initialPassword;
      expect((await client('admin').post('/api/memberlist/updatememberdetails', body)).statusCode).toBe(200);
    });

    it('reads the new details, options and status', async () => {
      const details = (await client('admin').send(memberDetailsEndpoint, { uuid: id })).answer();
      expect(details).toMatchObject({
        lastName: 'Geändert',
        email: 'upd.neu@members.example',
        status: 'deactivated',
        options: { createRiskAssessmentTasks: false },
      });
    });

    it("ends the deactivated member's sessions", async () => {
      expect((await session.get('/api/heartbeat')).statusCode).toBe(401);
    });

    it("moves the list's sort key with the new name", async () => {
      const listed = (await client('admin').send(memberListEndpoint, listBody({ search: 'geändert' }))).answer();
      expect(listed.total).toBe(1);
    });
  });

  it('writes options saved as they were not at all, and changed ones at once', async () => {
    const id = await create('upd.same');
    const details = (await client('admin').send(memberDetailsEndpoint, { uuid: id })).answer();
    const { lastLoginAt: _lastLogin, archivedAt: _archived, ...body } = details;
    const optionRow = () =>
      one<{ version: string; elearning: boolean }>(
        'SELECT xmin::text AS version, create_elearning_tasks AS elearning FROM member_option WHERE member_id = $1',
        [id],
      );
    const before = await optionRow();
    expect((await client('admin').post('/api/memberlist/updatememberdetails', body)).statusCode).toBe(200);
    // The same row version: nothing was written, so the member's tasks were not synced for nothing.
    expect(await optionRow()).toEqual(before);
    const changed = { ...body, options: { ...(body.options as object), createElearningTasks: !before.elearning } };
    expect((await client('admin').post('/api/memberlist/updatememberdetails', changed)).statusCode).toBe(200);
    const after = await optionRow();
    expect(after.elearning).toBe(!before.elearning);
    expect(after.version).not.toBe(before.version);
  });

  it('refuses a taken username, role changes by scoped admins and by oneself, and deactivating oneself', async () => {
    const id = await create('upd.two');
    const base = {
      ...newMember('upd.two'),
      uuid: id,
      status: 'active',
      options: { createElearningTasks: true, createRiskAssessmentTasks: true },
    };
    expect(code(await client('admin').post('/api/memberlist/updatememberdetails', { ...base, username: 'member' }))).toBe(
      'Username.Exists',
    );
    expect(code(await client('admin').post('/api/memberlist/updatememberdetails', { ...base, email: 'ADMIN@demo-gmbh.example' }))).toBe(
      'Member.EmailExists',
    );
    expect(code(await client('admin').post('/api/memberlist/updatememberdetails', { ...base, roleIdentifier: 'super-admin' }))).toBe(
      'Role.NotAllowed',
    );
    const self = await idOf('admin');
    const selfDetails = (await client('admin').send(memberDetailsEndpoint, { uuid: self })).answer();
    const selfBody: Record<string, unknown> = { ...selfDetails, roleIdentifier: 'member' };
    delete selfBody.lastLoginAt;
    delete selfBody.archivedAt;
    expect(code(await client('admin').post('/api/memberlist/updatememberdetails', selfBody))).toBe('Role.NotAllowed');
    expect(
      code(
        await client('admin').post('/api/memberlist/updatememberdetails', { ...selfBody, roleIdentifier: 'admin', status: 'deactivated' }),
      ),
    ).toBe('Member.CannotArchiveSelf');
  });

  // Only a real server runs two transactions at once (PGlite has one connection), so only the
  // PostgreSQL pass of the suite defines this test.
  if (TEST_DATABASE_URL)
    it('saves details with unchanged login names without waiting for the client-wide lock', async () => {
      const id = await create('upd.nolock');
      const body = {
        ...newMember('upd.nolock', { lastName: 'Ohne-Sperre' }),
        uuid: id,
        status: 'active',
        options: { createElearningTasks: true, createRiskAssessmentTasks: true },
      };
      delete (body as Record<string, unknown>).initialPassword;
      const demo = await clientIdOf('demo');
      let renamed: Promise<{ statusCode: number }> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.query('SELECT id FROM client WHERE id = $1 FOR NO KEY UPDATE', [demo]);
        // Answered while the lock is held: had it waited for the lock, it would never answer.
        expect((await client('admin').post('/api/memberlist/updatememberdetails', body)).statusCode).toBe(200);
        // A new username is checked against the others under the lock: its statement waits.
        renamed = client('admin').post('/api/memberlist/updatememberdetails', { ...body, username: 'upd.nolock.neu' });
        const waitingForLock = async () =>
          (
            await tx.query<{ waiting: number }>(
              "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
            )
          )[0]!.waiting;
        while ((await waitingForLock()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect((await renamed!).statusCode).toBe(200);
    });

  it('answers 404 for another client and for members outside a scoped admin', async () => {
    const foreign = await idOf('admin', 'acme');
    expect((await client('admin').post('/api/memberlist/memberdetails', { uuid: foreign })).statusCode).toBe(404);
    const outside = await create('outside.scope');
    const response = await client('locadmin').post('/api/memberlist/memberdetails', { uuid: outside });
    expect(response.statusCode).toBe(404);
    expect(code(response)).toBe('Member.NotFound');
    expect(
      (await client('ouadmin').post('/api/member-details/read-org-unit-list', { uuid: outside, page: 1, perPage: 25, filter: {} }))
        .statusCode,
    ).toBe(404);
  });

  it("lists a member's org units", async () => {
    const response = await client('admin').send(memberOrgUnitListEndpoint, {
      uuid: await idOf('ouadmin'),
      page: 1,
      perPage: 25,
      filter: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.answer().total).toBeGreaterThan(0);
  });
});

describe('archive, unarchive, delete', () => {
  describe('a member archived, unarchived and deleted', () => {
    let id: string;
    let session: TestClient;
    beforeAll(async () => {
      ({ id, session } = await createSignedIn('arch.one'));
    });

    it('archives: the sessions end and sign-in is refused', async () => {
      expect((await client('admin').post('/api/memberlist/archivemember', { uuids: [id] })).statusCode).toBe(200);
      expect((await session.get('/api/heartbeat')).statusCode).toBe(401);
      expect((await new TestClient(t.app).login('demo', 'arch.one', NEW_MEMBER_PASSWORD)).statusCode).toBe(403);
    });

    it('lists the archived member with the time of archiving', async () => {
      const archived = (
        await client('admin').send(archivedMemberListEndpoint, {
          page: 1,
          perPage: 100,
          sortDirection: 'asc',
          filter: { search: 'arch.one' },
        })
      ).answer();
      expect(archived.items.map((row) => row.uuid)).toEqual([id]);
      expect(archived.items[0]!.archivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('unarchives, and deletes only an archived member', async () => {
      expect((await client('admin').post('/api/archivedmember/unarchivemember', { uuids: [id] })).statusCode).toBe(200);
      expect(code(await client('admin').post('/api/archivedmember/deletemember', { uuids: [id] }))).toBe('Member.NotArchived');
    });

    it('deletes an archived member with its row', async () => {
      await client('admin').post('/api/memberlist/archivemember', { uuids: [id] });
      expect((await client('admin').post('/api/archivedmember/deletemember', { uuids: [id] })).statusCode).toBe(200);
      expect(await t.db.query('SELECT 1 FROM member WHERE id = $1', [id])).toHaveLength(0);
    });
  });

  it('refuses archiving oneself, the owner by an admin, and foreign uuids', async () => {
    expect(code(await client('admin').post('/api/memberlist/archivemember', { uuids: [await idOf('admin')] }))).toBe(
      'Member.CannotArchiveSelf',
    );
    expect(code(await client('admin').post('/api/memberlist/archivemember', { uuids: [await idOf('superadmin')] }))).toBe(
      'Member.OutOfReach',
    );
    expect((await client('admin').post('/api/memberlist/archivemember', { uuids: [await idOf('admin', 'acme')] })).statusCode).toBe(404);
    expect(code(await client('locadmin').post('/api/memberlist/archivemember', { uuids: [await idOf('member')] }))).toBe('Auth.Forbidden');
  });

  it('refuses deleting members responsible for a location or an org unit', async () => {
    const responsible = await create('resp.loc');
    const accountable = await create('resp.ou', { roleIdentifier: 'admin' });
    const location = await one<{ id: string }>("SELECT id FROM location WHERE identifier = 'buero-wien'");
    await t.db.query('INSERT INTO location_responsible (location_id, member_id) VALUES ($1, $2)', [location.id, responsible]);
    const unit = await one<{ id: string }>("SELECT id FROM org_unit WHERE identifier = 'logistik'");
    await t.db.query("INSERT INTO org_unit_admin (org_unit_id, member_id, kind) VALUES ($1, $2, 'accountable')", [unit.id, accountable]);
    await client('admin').post('/api/memberlist/archivemember', { uuids: [responsible, accountable] });
    expect(code(await client('admin').post('/api/archivedmember/deletemember', { uuids: [responsible] }))).toBe(
      'Member.ResponsibleForLocation',
    );
    expect(code(await client('admin').post('/api/archivedmember/deletemember', { uuids: [accountable] }))).toBe(
      'Member.ResponsibleForOrgUnit',
    );
  });

  it('checks the member limit on unarchive', async () => {
    const id = await create('arch.limit', {}, 'acme');
    await client('acme').post('/api/memberlist/archivemember', { uuids: [id] });
    await withAcmeRoom(0, async () => {
      expect(code(await client('acme').post('/api/archivedmember/unarchivemember', { uuids: [id] }))).toBe('Client.MaxMembersReached');
    });
  });
});

describe('POST /api/memberlist/reset-password', () => {
  it('mails a reset link once per 10 minutes', async () => {
    const id = await create('reset.one');
    const before = t.outbox().length;
    expect((await client('admin').post('/api/memberlist/reset-password', { uuid: id })).statusCode).toBe(200);
    await t.app.mailer.flush();
    expect(t.outbox().length).toBe(before + 1);
    expect(t.outbox().at(-1)).toContain('reset.one@members.example');
    expect(code(await client('admin').post('/api/memberlist/reset-password', { uuid: id }))).toBe('PasswordResetToken.TooFrequent');
  });

  it('answers Member.NoEmail for a member without e-mail, and 404 outside a scoped admin', async () => {
    const noMail = await create('reset.nomail', { email: null });
    expect(code(await client('admin').post('/api/memberlist/reset-password', { uuid: noMail }))).toBe('Member.NoEmail');
    expect((await client('locadmin').post('/api/memberlist/reset-password', { uuid: noMail })).statusCode).toBe(404);
  });
});

describe('client details', () => {
  it("reads the client's details and counts", async () => {
    const owner = (await client('superadmin').send(readClientDetailsEndpoint)).answer();
    expect(owner).toMatchObject({
      details: { name: 'Demo GmbH', clientIdentifier: 'demo' },
      maxMembers: 1000,
      configuration: { language: 'de_DE' },
    });
    expect(owner.countries.length).toBeGreaterThan(100);
  });

  it('answers the configuration only to the owner, the details to no member', async () => {
    const admin = (await client('admin').send(readClientDetailsEndpoint)).answer();
    expect(admin.configuration).toBeNull();
    expect(code(await client('member').get('/api/clientdetails/readdetails'))).toBe('Auth.Forbidden');
  });

  it('updates each section only with its permission', async () => {
    const details = {
      section: 'details',
      name: 'Demo GmbH & Co. KG',
      street: 'Friedrichstraße 100',
      additional: '',
      postalCode: '10117',
      city: 'Berlin',
      country: 'DE',
    };
    const before = (await client('admin').send(readClientDetailsEndpoint)).answer().details;
    expect((await client('admin').post('/api/clientdetails/updatedetails', details)).statusCode).toBe(200);
    const after = (await client('admin').send(readClientDetailsEndpoint)).answer().details;
    expect(after).toMatchObject({ name: 'Demo GmbH & Co. KG', additional: null });
    // The company's own data: its log keeps the section before and after, as stored.
    const audited = await one<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE action = 'client.update-details' ORDER BY created_at DESC LIMIT 1",
    );
    expect(audited.details).toEqual({ before, after });
    const configuration = {
      section: 'configuration',
      homepage: 'https://demo.example',
      notificationFooterEmail: null,
      notificationFooterSms: null,
      language: 'en_GB',
      zenDeskKey: null,
      allowSupportLogin: true,
    };
    expect(code(await client('admin').post('/api/clientdetails/updatedetails', configuration))).toBe('Auth.Forbidden');
    expect((await client('superadmin').post('/api/clientdetails/updatedetails', configuration)).statusCode).toBe(200);
    expect((await client('admin').post('/api/clientdetails/updatedetails', { ...details, postalCode: '1' })).statusCode).toBe(400);
    await client('superadmin').post('/api/clientdetails/updatedetails', { ...configuration, language: 'de_DE' });
  });

  it('stores only http(s) addresses as the homepage; the database refuses other links too', async () => {
    const configuration = {
      section: 'configuration',
      homepage: 'https://www.demo-gmbh.example',
      notificationFooterEmail: null,
      notificationFooterSms: null,
      language: 'de_DE',
      zenDeskKey: null,
      allowSupportLogin: true,
    };
    expect((await client('superadmin').post('/api/clientdetails/updatedetails', configuration)).statusCode).toBe(200);
    for (const homepage of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      'https://bank.example@evil.example',
    ]) {
      expect({
        homepage,
        code: code(await client('superadmin').post('/api/clientdetails/updatedetails', { ...configuration, homepage })),
      }).toEqual({ homepage, code: 'Schema.Invalid' });
    }
    const stored = await t.db.query<{ homepage: string }>("SELECT homepage FROM client WHERE client_identifier = 'demo'");
    expect(stored).toEqual([{ homepage: 'https://www.demo-gmbh.example' }]);
    await expect(t.db.query("UPDATE client SET homepage = 'javascript:alert(1)' WHERE client_identifier = 'demo'")).rejects.toThrow(
      /client_homepage_web_url/,
    );
    for (const column of ['external_calendar_href', 'footer_licensee_link', 'footer_legal_notice_link', 'footer_data_protection_link']) {
      await expect(t.db.query(`UPDATE licensee_config SET ${column} = 'javascript:alert(1)'`)).rejects.toThrow(/web_url/);
    }
  });
});
