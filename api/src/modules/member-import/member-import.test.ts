import {
  csvDocument,
  hashPassword,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_MAX_ROWS,
  type MemberImportReport,
  memberImportTemplateRows,
} from '@compliance/shared-contracts';
import { CSV_MAX_RECORD_CHARS } from './csv-reader';
import { MAX_BLANK_LINES } from './csv-scan-task';
import { buildTestApp, type TestApp } from '../../test/build';
import { errorCodeOf } from '../../test/answers';
import { TestClient } from '../../test/client';
import { newMemberBody } from '../../test/members';
import { tallyDrift } from '../../test/member-tally';
import { standingTallyDrift, unitLocationTallyDrift } from '../../test/standing-tally';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const INITIAL_PASSWORD = 'Start-Passw0rd!';
const BOUNDARY = '----member-import-test';

/** A multipart body as a browser sends it: option fields, then the file. */
function multipart(filename: string, content: Buffer | string, fields: Record<string, string> = {}): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="filename"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
  );
  parts.push(typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  parts.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const upload = (client: TestClient, filename: string, content: Buffer | string, fields: Record<string, string> = {}) =>
  client.post('/api/memberimport/upload-csv', multipart(filename, content, fields), {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });

const importCsv = (client: TestClient, importUuid: string, body: Record<string, unknown> = {}) =>
  client.post('/api/memberimport/import-csv', {
    importUuid,
    passwordMode: 'initial',
    usernameOption: 'column',
    initialPassword: hashPassword(INITIAL_PASSWORD),
    ...body,
  });

async function signedIn(username = 'admin', company = 'demo'): Promise<TestClient> {
  const client = new TestClient(t.app);
  expect((await client.login(company, username)).statusCode).toBe(200);
  return client;
}

const clientId = async (identifier: string): Promise<string> =>
  (await t.db.query<{ id: string }>('SELECT id FROM client WHERE client_identifier = $1', [identifier]))[0]!.id;

const memberCount = async (company = 'demo'): Promise<number> =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member WHERE client_id = $1', [await clientId(company)]))[0]!.n;

type Row = Partial<Record<(typeof MEMBER_IMPORT_COLUMNS)[number], string>>;

/** A CSV of the given rows with the template's columns. */
function csv(rows: readonly Row[], delimiter = ';'): string {
  const header = MEMBER_IMPORT_COLUMNS.join(delimiter);
  const quote = (value: string) => (/["\n;,]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return (
    [header, ...rows.map((row) => MEMBER_IMPORT_COLUMNS.map((column) => quote(row[column] ?? '')).join(delimiter))].join('\r\n') + '\r\n'
  );
}

const validRow = (prefix: string, index: number): Row => ({
  firstName: `Vera${index}`,
  lastName: `Import-${prefix}`,
  email: `${prefix}.${index}@import.example`,
  username: `${prefix}.${index}`,
  role: 'member',
  birthDate: '1990-04-01',
  phoneNumber: '030 1234567',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
});

describe('POST /api/memberimport/upload-csv', () => {
  it('reports each bad row of a 500-row file with its reason and writes no member', async () => {
    const client = await signedIn();
    const before = await memberCount();
    const rows = Array.from({ length: 500 }, (_, index) => validRow('bad', index));
    rows[10] = { ...rows[10], email: 'not-an-email' };
    rows[20] = { ...rows[20], postalCode: '1234' };
    rows[30] = { ...rows[30], username: 'admin' };
    rows[40] = { ...rows[40], username: 'bad.41' };
    rows[50] = { ...rows[50], phoneNumber: '12' };
    rows[60] = { ...rows[60], role: 'pilot' };
    rows[70] = { ...rows[70], orgUnits: 'no-such-unit' };
    rows[80] = { ...rows[80], firstName: '' };
    rows[90] = { ...rows[90], country: 'AT', postalCode: '10117' };
    rows[100] = { ...rows[100], lastName: 'L'.repeat(101) };

    const response = await upload(client, 'members.csv', csv(rows));
    expect(response.json()).toHaveProperty('importUuid');
    expect(response.statusCode).toBe(200);
    const report = response.json<MemberImportReport>();
    expect(report).toMatchObject({ totalRows: 500, invalidRows: 10, validRows: 490, delimiter: ';', encoding: 'utf-8' });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { row: 12, column: 'email', code: 'email' },
        { row: 22, column: 'postalCode', code: 'zipcode', params: { country: 'DE' } },
        { row: 32, column: 'username', code: 'Username.Exists' },
        // Row 41 took the name first: the later row 42 (line 43) is the duplicate.
        { row: 43, column: 'username', code: 'Username.Exists' },
        { row: 52, column: 'phoneNumber', code: 'phoneNumber' },
        { row: 62, column: 'role', code: 'Role.Invalid' },
        { row: 72, column: 'orgUnits', code: 'OrgUnit.NotFound' },
        { row: 82, column: 'firstName', code: 'required' },
        { row: 92, column: 'postalCode', code: 'zipcode', params: { country: 'AT' } },
        // The message names the limit: "höchstens 100 Zeichen".
        { row: 102, column: 'lastName', code: 'maxlength', params: { chars: 100 } },
      ]),
    );
    expect(await memberCount()).toBe(before);

    const refused = await importCsv(client, report.importUuid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { code: 'MemberImport.InvalidRow' } });
    expect(await memberCount()).toBe(before);
  });

  it("checks the template of a company, built with that company's org units and location, without a single error", async () => {
    // The outside check found the old fixed example ('berlin', 'berlin-hq') failing in the demo company.
    const client = await signedIn();
    const demo = await clientId('demo');
    const units = await t.db.query<{ identifier: string }>(
      'SELECT identifier FROM org_unit WHERE client_id = $1 AND NOT is_root AND NOT is_default ORDER BY name',
      [demo],
    );
    const locations = await t.db.query<{ identifier: string }>('SELECT identifier FROM location WHERE client_id = $1 ORDER BY name', [
      demo,
    ]);
    expect(units.length).toBeGreaterThan(0);
    expect(locations.length).toBeGreaterThan(0);
    const template = csvDocument(
      memberImportTemplateRows({
        orgUnitIdentifiers: units.map((unit) => unit.identifier),
        locationIdentifiers: locations.map((location) => location.identifier),
      }),
    );
    const report = (await upload(client, 'vorlage.csv', template)).json<MemberImportReport>();
    expect(report).toMatchObject({ totalRows: 1, validRows: 1, invalidRows: 0, errors: [] });
  });

  it('names missing required columns', async () => {
    const client = await signedIn();
    const response = await upload(client, 'members.csv', 'Vorname;E-Mail\nAnna;anna@x.example\n');
    const report = response.json<MemberImportReport>();
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { row: 1, column: 'lastName', code: 'MemberImport.CsvNotProcessable' },
        { row: 1, column: 'username', code: 'MemberImport.CsvNotProcessable' },
      ]),
    );
  });

  it('reads Windows-1252 files (German Excel) with German headers and comma-separated UTF-8 with BOM', async () => {
    const client = await signedIn();
    const latin = Buffer.from('Vorname;Nachname;Benutzername;PLZ;Ort\nJürgen;Müßig;juergen.muessig;80331;München\n', 'latin1');
    const first = (await upload(client, 'excel.csv', latin)).json<MemberImportReport>();
    expect(first).toMatchObject({ encoding: 'windows-1252', delimiter: ';', totalRows: 1, validRows: 1, invalidRows: 0 });

    const bom = '\uFEFFfirstName,lastName,username,city\n"Zoë","O\'Brien, Jr.",zoe.obrien,"Köln"\n';
    const second = (await upload(client, 'bom.csv', bom)).json<MemberImportReport>();
    expect(second).toMatchObject({ encoding: 'utf-8', delimiter: ',', totalRows: 1, validRows: 1 });

    expect((await importCsv(client, first.importUuid)).statusCode).toBe(200);
    expect((await importCsv(client, second.importUuid)).statusCode).toBe(200);
    const names = await t.db.query<{ first_name: string; last_name: string; city: string }>(
      `SELECT d.first_name, d.last_name, d.city FROM member m JOIN member_details d ON d.member_id = m.id WHERE m.username IN ('juergen.muessig', 'zoe.obrien') ORDER BY m.username`,
    );
    expect(names).toEqual([
      { first_name: 'Jürgen', last_name: 'Müßig', city: 'München' },
      { first_name: 'Zoë', last_name: "O'Brien, Jr.", city: 'Köln' },
    ]);
  });

  it('refuses a renamed executable, other file types and non-multipart bodies', async () => {
    const client = await signedIn();
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0)]);
    const renamed = await upload(client, 'members.csv', executable);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ error: { code: 'File.InvalidType' } });
    expect((await upload(client, 'members.xlsx', 'a;b\n')).json()).toEqual({ error: { code: 'File.InvalidType' } });
    expect((await client.post('/api/memberimport/upload-csv', { file: 'x' })).statusCode).toBe(400);
    expect((await upload(client, 'empty.csv', csv([]))).json()).toEqual({ error: { code: 'MemberImport.EmptyFile' } });
  });

  it(`reads a file of ${MEMBER_IMPORT_MAX_ROWS} rows to the end, blank lines not counted, and refuses one row more without keeping it`, async () => {
    const client = await signedIn();
    // One-character rows (a file without the required columns) keep the check of each row short.
    const rows = (count: number) => `a\n${'a\n\n'.repeat(count)}`;
    const full = await upload(client, 'limit.csv', rows(MEMBER_IMPORT_MAX_ROWS));
    expect(full.statusCode).toBe(200);
    expect(full.json<MemberImportReport>().totalRows).toBe(MEMBER_IMPORT_MAX_ROWS);
    const over = await upload(client, 'over-limit.csv', rows(MEMBER_IMPORT_MAX_ROWS + 1));
    expect({ status: over.statusCode, body: over.json<unknown>() }).toEqual({
      status: 400,
      body: { error: { code: 'MemberImport.TooManyRows' } },
    });
    expect(await t.db.query(`SELECT id FROM member_import WHERE filename = 'over-limit.csv'`)).toEqual([]);
  });

  it(`refuses more than ${MAX_BLANK_LINES} lines without data and a line of more than ${CSV_MAX_RECORD_CHARS} characters, keeping neither`, async () => {
    const client = await signedIn();
    const refused = async (filename: string, content: string) => {
      const answer = await upload(client, filename, content);
      expect(await t.db.query(`SELECT id FROM member_import WHERE filename = $1`, [filename])).toEqual([]);
      return { status: answer.statusCode, body: answer.json<unknown>() };
    };
    const header = `${MEMBER_IMPORT_COLUMNS.join(';')}\n`;
    const separators = `${';'.repeat(MEMBER_IMPORT_COLUMNS.length - 1)}\r\n`;
    // As many as allowed: the file is read to its end and holds no row.
    const allowed = await upload(client, 'blank-allowed.csv', header + separators.repeat(MAX_BLANK_LINES));
    expect(allowed.statusCode).toBe(400);
    expect(allowed.json()).toEqual({ error: { code: 'MemberImport.EmptyFile' } });
    const tooMany = { status: 400, body: { error: { code: 'MemberImport.TooManyRows' } } };
    expect(await refused('empty-lines.csv', header + '\n'.repeat(MAX_BLANK_LINES + 1))).toEqual(tooMany);
    expect(await refused('separator-lines.csv', header + separators.repeat(MAX_BLANK_LINES + 1))).toEqual(tooMany);
    const notProcessable = { status: 400, body: { error: { code: 'MemberImport.CsvNotProcessable' } } };
    const longLine = 'a'.repeat(CSV_MAX_RECORD_CHARS + 1);
    expect(await refused('one-line.csv', longLine)).toEqual(notProcessable);
    expect(await refused('long-row.csv', `${header}${csv([validRow('fine', 1)]).split('\n')[1]}\n${longLine}\n`)).toEqual(notProcessable);
  });

  it('answers a form it cannot read (no boundary, cut off) with 400, not 500, and keeps no upload', async () => {
    const client = await signedIn();
    const form = multipart('members.csv', csv([validRow('broken', 1)]));
    const send = (body: Buffer, contentType: string) =>
      client.post('/api/memberimport/upload-csv', body, { headers: { 'content-type': contentType } });
    for (const response of [
      await send(form, 'multipart/form-data'),
      await send(form.subarray(0, form.length - 30), `multipart/form-data; boundary=${BOUNDARY}`),
    ]) {
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: 400,
        body: { error: { code: 'MemberImport.CsvNotProcessable' } },
      });
    }
    expect(await t.db.query(`SELECT id FROM member_import WHERE filename = 'members.csv' AND encoding IS NULL`)).toEqual([]);
  });

  it('is refused to members and ou-admins, and needs a session', async () => {
    for (const username of ['member', 'ouadmin', 'locadmin']) {
      const response = await upload(await signedIn(username), 'members.csv', csv([validRow('denied', 1)]));
      expect(response.statusCode).toBe(403);
    }
    expect((await upload(new TestClient(t.app), 'members.csv', csv([validRow('anon', 1)]))).statusCode).toBe(401);
  });
});

describe('POST /api/memberimport/import-csv', () => {
  it('imports a valid 500-row file in one go: org units, locations, default unit, initial password, audit', async () => {
    const client = await signedIn();
    const demo = await clientId('demo');
    const [unit] = await t.db.query<{ id: string; identifier: string }>(
      'SELECT id, identifier FROM org_unit WHERE client_id = $1 AND NOT is_default AND NOT is_root LIMIT 1',
      [demo],
    );
    const [location] = await t.db.query<{ id: string; identifier: string }>(
      'SELECT id, identifier FROM location WHERE client_id = $1 LIMIT 1',
      [demo],
    );
    const rows = Array.from({ length: 500 }, (_, index) => ({
      ...validRow('ok', index),
      orgUnits: unit!.identifier.toUpperCase(),
      locations: location!.identifier,
    }));
    const before = await memberCount();

    const report = (await upload(client, 'members.csv', csv(rows))).json<MemberImportReport>();
    expect(report).toMatchObject({ totalRows: 500, validRows: 500, invalidRows: 0, errors: [] });
    const response = await importCsv(client, report.importUuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, imported: 500, invitationsSent: 0 });
    expect(await memberCount()).toBe(before + 500);
    // The list's tallied totals per role and status took the 500 rows in as well, and the E-Learning
    // tally the tasks their org units gave them, and the pairs of their units and locations.
    expect(await tallyDrift(t.db, demo)).toEqual([]);
    expect(await standingTallyDrift(t.db, demo)).toEqual([]);
    expect(await unitLocationTallyDrift(t.db, demo)).toEqual([]);

    const [assigned] = await t.db.query<{ units: number; locations: number; defaults: number }>(
      `SELECT (SELECT count(*)::int FROM org_unit_member WHERE org_unit_id = $1 AND member_id IN (SELECT id FROM member WHERE username LIKE 'ok.%')) AS units,
              (SELECT count(*)::int FROM location_member WHERE location_id = $2 AND member_id IN (SELECT id FROM member WHERE username LIKE 'ok.%')) AS locations,
              (SELECT count(*)::int FROM org_unit_member om JOIN org_unit o ON o.id = om.org_unit_id
                WHERE o.is_default AND om.member_id IN (SELECT id FROM member WHERE username LIKE 'ok.%')) AS defaults`,
      [unit!.id, location!.id],
    );
    expect(assigned).toEqual({ units: 500, locations: 500, defaults: 500 });

    const imported = new TestClient(t.app);
    expect((await imported.login('demo', 'ok.7', INITIAL_PASSWORD)).statusCode).toBe(200);
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY created_at`, [
      report.importUuid,
    ]);
    expect(audit.map((row) => row.action)).toEqual(['member-import.upload', 'member-import.import']);

    // An upload is imported once.
    expect((await importCsv(client, report.importUuid)).json()).toEqual({ error: { code: 'MemberImport.NotFound' } });
  });

  it('takes cells that look like spreadsheet formulas as the text they are and stores them as written', async () => {
    const client = await signedIn();
    const formulas = {
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: '-Import-formula',
      street: "@SUM(1+9)*cmd|' /C calc'!A0",
      city: '+Berlin',
      externalCompany: '=1+1',
    };
    const report = (await upload(client, 'members.csv', csv([{ ...validRow('formula', 0), ...formulas }]))).json<MemberImportReport>();
    expect(report).toMatchObject({ validRows: 1, invalidRows: 0, errors: [] });
    expect((await importCsv(client, report.importUuid)).statusCode).toBe(200);
    const stored = await t.db.query(
      `SELECT d.first_name AS "firstName", d.last_name AS "lastName", d.street, d.city, d.external_company AS "externalCompany"
         FROM member m JOIN member_details d ON d.member_id = m.id WHERE m.username = 'formula.0'`,
    );
    expect(stored).toEqual([formulas]);
  });

  it('refuses a file that would exceed the maximum members and writes nothing', async () => {
    const client = await signedIn('admin', 'acme');
    const acme = await clientId('acme');
    const [{ counted }] = (await t.db.query<{ counted: number }>(
      `SELECT count(*)::int AS counted FROM member WHERE client_id = $1 AND archived_at IS NULL AND status = 'active'`,
      [acme],
    )) as [{ counted: number }];
    await t.db.query('UPDATE client SET max_members = $2 WHERE id = $1', [acme, counted + 5]);
    const before = await memberCount('acme');
    const report = (
      await upload(client, 'members.csv', csv(Array.from({ length: 6 }, (_, index) => validRow('max', index))))
    ).json<MemberImportReport>();
    expect(report).toMatchObject({ validRows: 6, memberCount: counted, maxMembers: counted + 5 });
    const response = await importCsv(client, report.importUuid);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'MemberImport.ExceedsMaxMembers' } });
    expect(await memberCount('acme')).toBe(before);
  });

  // On PostgreSQL the calls run side by side on their own connections, each waiting for the
  // client lock of the one before; PGlite runs them one after the other. Whichever order they
  // take, the creates ask for more than the room, so the last refused one found the client full.
  it('lets 20 concurrent creates and 3 imports of 2 rows add exactly the 5 members the limit leaves', async () => {
    const client = await signedIn('admin', 'acme');
    const acme = await clientId('acme');
    const counted = async (): Promise<number> =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM member WHERE client_id = $1 AND archived_at IS NULL AND status = 'active'`,
          [acme],
        )
      )[0]!.n;
    const reports = [];
    for (let n = 0; n < 3; n++) {
      reports.push((await upload(client, 'race.csv', csv([validRow(`race${n}`, 0), validRow(`race${n}`, 1)]))).json<MemberImportReport>());
    }
    const limit = (await counted()) + 5;
    await t.db.query('UPDATE client SET max_members = $2 WHERE id = $1', [acme, limit]);
    try {
      const [creates, imports] = await Promise.all([
        Promise.all(Array.from({ length: 20 }, (_, n) => client.post('/api/member/createmember', newMemberBody(`race.create${n}`)))),
        Promise.all(reports.map((report) => importCsv(client, report.importUuid))),
      ]);
      const added = (answers: readonly { statusCode: number }[]) => answers.filter((answer) => answer.statusCode === 200).length;
      expect(creates.filter((answer) => answer.statusCode !== 200).map(errorCodeOf)).toEqual(
        Array(20 - added(creates)).fill('Client.MaxMembersReached'),
      );
      expect(imports.filter((answer) => answer.statusCode !== 200).map(errorCodeOf)).toEqual(
        Array(3 - added(imports)).fill('MemberImport.ExceedsMaxMembers'),
      );
      expect(added(creates) + 2 * added(imports)).toBe(5);
      expect(await counted()).toBe(limit);
    } finally {
      await t.db.query('UPDATE client SET max_members = 200 WHERE id = $1', [acme]);
    }
  });

  it('generates firstname.lastname usernames, stepping aside for taken ones', async () => {
    const client = await signedIn();
    const file = 'firstName;lastName\nMax;Mustermann\nMax;Mustermann\nÄnne;Groß\n';
    const report = (await upload(client, 'names.csv', file, { usernameOption: 'firstname.lastname' })).json<MemberImportReport>();
    expect(report).toMatchObject({ validRows: 3, invalidRows: 0 });
    expect((await importCsv(client, report.importUuid, { usernameOption: 'firstname.lastname' })).statusCode).toBe(200);
    const names = await t.db.query<{ username: string }>(
      `SELECT username FROM member WHERE username LIKE 'max.mustermann%' OR username = 'aenne.gross' ORDER BY username`,
    );
    expect(names.map((row) => row.username)).toEqual(['aenne.gross', 'max.mustermann', 'max.mustermann2']);
  });

  it('mails invitations in mode byEmail and takes passwords from the column in mode byColumn', async () => {
    const client = await signedIn();
    const mailsBefore = t.outbox().length;
    const invited = (
      await upload(client, 'invite.csv', csv([validRow('invite', 1), validRow('invite', 2)]), { passwordMode: 'byEmail' })
    ).json<MemberImportReport>();
    const response = await importCsv(client, invited.importUuid, { passwordMode: 'byEmail', initialPassword: null });
    expect(response.json()).toEqual({ success: true, imported: 2, invitationsSent: 2 });
    await t.app.mailer.flush();
    const mails = t.outbox().slice(mailsBefore);
    expect(mails).toHaveLength(2);
    expect(mails.join('\n')).toContain('invite.1@import.example');
    expect(mails[0]).toMatch(/\/auth\/reset-password\/demo\?token=/);

    const noEmail = (
      await upload(client, 'invite.csv', csv([{ ...validRow('invite', 3), email: '' }]), { passwordMode: 'byEmail' })
    ).json<MemberImportReport>();
    expect(noEmail.errors).toEqual([{ row: 2, column: 'email', code: 'required' }]);

    const own = csv([
      { ...validRow('column', 1), password: 'Eigenes-Passw0rt!' },
      { ...validRow('column', 2), password: 'weak' },
    ]);
    const column = (await upload(client, 'column.csv', own, { passwordMode: 'byColumn' })).json<MemberImportReport>();
    expect(column.errors).toEqual([{ row: 3, column: 'password', code: 'password', params: { chars: 8 } }]);
    const common = (
      await upload(client, 'column.csv', csv([{ ...validRow('column', 3), password: 'Willkommen1!' }]), { passwordMode: 'byColumn' })
    ).json<MemberImportReport>();
    expect(common.errors).toEqual([{ row: 2, column: 'password', code: 'Password.TooCommon' }]);
    const fixed = csv([{ ...validRow('column', 1), password: 'Eigenes-Passw0rt!' }]);
    const ok = (await upload(client, 'column.csv', fixed, { passwordMode: 'byColumn' })).json<MemberImportReport>();
    expect((await importCsv(client, ok.importUuid, { passwordMode: 'byColumn', initialPassword: null })).statusCode).toBe(200);
    expect((await new TestClient(t.app).login('demo', 'column.1', 'Eigenes-Passw0rt!')).statusCode).toBe(200);
  });

  it("answers 404 for another client's upload and asks for the initial password in mode initial", async () => {
    const demoAdmin = await signedIn();
    const report = (await upload(demoAdmin, 'members.csv', csv([validRow('tenant', 1)]))).json<MemberImportReport>();
    const acmeAdmin = await signedIn('admin', 'acme');
    expect((await importCsv(acmeAdmin, report.importUuid)).json()).toEqual({ error: { code: 'MemberImport.NotFound' } });
    expect((await importCsv(demoAdmin, report.importUuid, { initialPassword: null })).json()).toEqual({
      error: { code: 'MemberImport.PasswordRequired' },
    });
    expect((await importCsv(demoAdmin, report.importUuid, { initialPassword: hashPassword('Passwort123!') })).json()).toEqual({
      error: { code: 'Password.TooCommon' },
    });
    expect((await importCsv(demoAdmin, report.importUuid)).statusCode).toBe(200);
  });
});
