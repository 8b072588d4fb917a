import {
  exportClientAuditLogEndpoint,
  exportLicenseeAuditLogEndpoint,
  readClientAuditLogEndpoint,
  readLicenseeBrandingEndpoint,
  updateLicenseeBrandingEndpoint,
  type AuditLogEntry,
  type AuditLogExportRequest,
  type AuditLogRequest,
} from '@compliance/shared-contracts';
import ExcelJS from 'exceljs';
import type { SessionContext } from '../../context';
import { signedInApp, signedInStaff, type TestClient } from '../../test/client';
import { errorCodeOf } from '../../test/answers';
import { auditLogExportPages, type AuditLogExportPage } from './service';

// export-audit-log (docs/areas/audit-log.md): the entries of a filter as an xlsx workbook that
// opens in Excel: every entry the pages show, in their order, in the caller's language, with the
// filter it was made by; the licensee admin's names the client.

const signedIn = signedInApp({ owner: ['demo', 'superadmin'], admin: ['demo', 'admin'], member: ['demo', 'member'] });
const { client, one } = signedIn;

let demoId = '';
beforeAll(async () => {
  demoId = (await one<{ id: string }>(`SELECT id FROM client WHERE client_identifier = 'demo'`)).id;
});

async function exported(who: TestClient, request: AuditLogExportRequest, path: string, language = 'de-DE') {
  const response = await who.post(path, request, { headers: { 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, workbook };
}

/** A sheet's rows as arrays of cell values (exceljs counts columns from 1). */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  if (sheet === undefined) throw new Error('sheet missing');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Every entry the log's pages show for a filter. */
async function readAll(who: TestClient, filter: AuditLogRequest['filter']): Promise<AuditLogEntry[]> {
  const entries: AuditLogEntry[] = [];
  let after: string | undefined;
  do {
    const page = await (await who.send(readClientAuditLogEndpoint, { filter, ...(after ? { after } : {}) })).answer();
    entries.push(...page.items);
    after = page.next ?? undefined;
  } while (after);
  return entries;
}

describe('POST /api/clientdetails/export-audit-log', () => {
  it('writes every entry the pages show, in their order, times as real times, actions in words', async () => {
    await signedIn.t.db.query(
      `INSERT INTO audit_log (licensee_id, client_id, action, entity, entity_id, details, created_at)
         SELECT c.licensee_id, c.id, 'member.update', 'member', ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, jsonb_build_object('fields', jsonb_build_array('email')),
                '2026-02-03T10:00:00Z'::timestamptz + n * interval '1 second'
           FROM client c, generate_series(1, 120) n WHERE c.id = $1`,
      [demoId],
    );
    const entries = await readAll(client('owner'), {});
    const { response, workbook } = await exported(client('owner'), { filter: {} }, exportClientAuditLogEndpoint.path);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Protokoll-\d{4}-\d{2}-\d{2}_\d{4}\.xlsx"$/);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Protokoll', 'Filter']);

    const [header, ...rows] = rowsOf(workbook.getWorksheet('Protokoll'));
    expect(header).toEqual([
      'Zeit (UTC)',
      'Aktion',
      'Bereich',
      'Person',
      'Benutzername',
      'Handelnd',
      'Objekt',
      'Objekt-ID',
      'Aktionscode',
      'Details',
    ]);
    expect(rows.map((row) => row[8])).toEqual(entries.map((entry) => entry.action));
    expect(rows.map((row) => (row[0] as Date).toISOString())).toEqual(entries.map((entry) => `${entry.at.slice(0, 23)}Z`));
    const update = rows.find((row) => row[7] === '00000000-0000-4000-8000-000000000120');
    expect(update).toEqual([
      new Date('2026-02-03T10:02:00Z'),
      'Mitarbeiter geändert',
      'Unternehmen',
      'System (zeitgesteuert)',
      // An empty cell: no username.
      undefined,
      'automatisch',
      'member',
      '00000000-0000-4000-8000-000000000120',
      'member.update',
      'fields: email',
    ]);
    const ownLogin = rows.find((row) => row[8] === 'auth.login' && row[4] === 'superadmin');
    expect(ownLogin?.slice(1, 6)).toEqual(['Angemeldet', 'Anmeldung und Profil', 'Sabine Oberhauser', 'superadmin', 'als Mitarbeiter']);

    const sheet = workbook.getWorksheet('Protokoll')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.pageSetup.orientation).toBe('landscape');
    expect(sheet.autoFilter).toBe('A1:J1');
  });

  it('holds only what the filter holds, and says which filter on a sheet of its own, in English too', async () => {
    const filter = { area: 'account', from: '2020-01-01', to: '2099-12-31' } as const;
    const entries = await readAll(client('owner'), filter);
    expect(entries.length).toBeGreaterThan(0);
    const { response, workbook } = await exported(client('owner'), { filter }, exportClientAuditLogEndpoint.path, 'en-GB');
    expect(response.headers['content-disposition']).toMatch(/filename="Audit-log-\d{4}-\d{2}-\d{2}_\d{4}\.xlsx"/);
    const [header, ...rows] = rowsOf(workbook.getWorksheet('Audit log'));
    expect(header?.[0]).toBe('Time (UTC)');
    expect(rows.map((row) => row[8])).toEqual(entries.map((entry) => entry.action));
    expect(rows.every((row) => row[2] === 'Sign-in and profile')).toBe(true);
    const filterRows = rowsOf(workbook.getWorksheet('Filters'));
    expect(filterRows.slice(1)).toEqual([
      ['Person', 'Any'],
      ['Area', 'Sign-in and profile'],
      ['From', '2020-01-01'],
      ['To', '2099-12-31'],
    ]);
    expect(filterRows[0]?.[0]).toBe('Exported at (UTC)');
    expect(filterRows[0]?.[1]).toBeInstanceOf(Date);
  });

  it('writes a person no one is as an empty log, not an error', async () => {
    const { workbook } = await exported(client('owner'), { filter: { person: 'niemand-heisst-so' } }, exportClientAuditLogEndpoint.path);
    expect(rowsOf(workbook.getWorksheet('Protokoll'))).toHaveLength(1);
  });

  it("is the owner's: an admin and a member get 403, a staff member too", async () => {
    for (const who of ['admin', 'member'])
      expect(errorCodeOf(await client(who).send(exportClientAuditLogEndpoint, { filter: {} }))).toBe('Auth.Forbidden');
    const staff = await signedInStaff(signedIn.t.app);
    expect(errorCodeOf(await staff.send(exportClientAuditLogEndpoint, { filter: {} }))).toBe('Auth.Forbidden');
  });

  it('refuses a day that is no date (400)', async () => {
    expect((await client('owner').post(exportClientAuditLogEndpoint.path, { filter: { to: '31.12.2026' } })).statusCode).toBe(400);
  });
});

describe('auditLogExportPages', () => {
  // The scope's queries read the session's client alone.
  const scope = () => ({ kind: 'client' as const, session: { clientId: demoId } as SessionContext });

  async function pagesOf(pageSize: number, maxEntries: number): Promise<AuditLogExportPage[]> {
    const pages: AuditLogExportPage[] = [];
    for await (const page of auditLogExportPages(signedIn.t.db, scope(), { area: 'templates' }, pageSize, maxEntries)) pages.push(page);
    return pages;
  }

  it('reads pages by keyset up to the most, then says that older entries remain', async () => {
    await signedIn.t.db.query(
      `INSERT INTO audit_log (licensee_id, client_id, action, entity, created_at)
         SELECT c.licensee_id, c.id, 'templates.upload-template', 'template', '2026-05-05T05:05:05Z'
           FROM client c, generate_series(1, 25) WHERE c.id = $1`,
      [demoId],
    );
    const stored = await one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1 AND action LIKE 'templates.%'`, [
      demoId,
    ]);
    const entriesOf = (pages: AuditLogExportPage[]) => pages.flatMap((page) => (page.kind === 'entries' ? page.entries : []));

    const all = await pagesOf(10, stored.n);
    expect(entriesOf(all)).toHaveLength(stored.n);
    expect(new Set(entriesOf(all).map((entry) => entry.uuid)).size).toBe(stored.n);
    expect(all.some((page) => page.kind === 'truncated')).toBe(false);

    const cut = await pagesOf(10, 17);
    expect(cut.map((page) => (page.kind === 'entries' ? page.entries.length : page.kind))).toEqual([10, 7, 'truncated']);
    expect(entriesOf(cut)).toEqual(entriesOf(all).slice(0, 17));
    // The most a whole number of pages (as the real sizes are): older entries still noted.
    const whole = await pagesOf(10, 20);
    expect(whole.map((page) => (page.kind === 'entries' ? page.entries.length : page.kind))).toEqual([10, 10, 'truncated']);
    // Exactly as many as stored: nothing left out, nothing noted.
    expect((await pagesOf(10, stored.n)).some((page) => page.kind === 'truncated')).toBe(false);
  });
});

describe('POST /api/licensee/export-audit-log', () => {
  it("writes the staff's changes before and after, naming the client, and is the licensee admin's", async () => {
    const admin = await signedInStaff(signedIn.t.app);
    const { branding } = await (await admin.send(readLicenseeBrandingEndpoint)).answer();
    expect((await admin.send(updateLicenseeBrandingEndpoint, { ...branding, licenseeName: 'Export Lizenz' })).statusCode).toBe(200);
    expect((await admin.send(updateLicenseeBrandingEndpoint, branding)).statusCode).toBe(200);

    const { workbook } = await exported(admin, { filter: { area: 'backOffice' } }, exportLicenseeAuditLogEndpoint.path);
    const [header, ...rows] = rowsOf(workbook.getWorksheet('Protokoll'));
    expect(header?.[6]).toBe('Kunde');
    const [latest, renamed] = rows;
    expect(latest?.slice(1, 6)).toEqual(['Erscheinungsbild geändert', 'Backoffice', 'Leonie Lizenz', 'licenseeadmin', 'im Backoffice']);
    expect(latest?.[10]).toBe(`licenseeName: Export Lizenz → ${branding.licenseeName}`);
    expect(renamed?.[10]).toBe(`licenseeName: ${branding.licenseeName} → Export Lizenz`);

    const advisor = await signedInStaff(signedIn.t.app, 'advisor');
    expect(errorCodeOf(await advisor.send(exportLicenseeAuditLogEndpoint, { filter: {} }))).toBe('Auth.Forbidden');
    expect(errorCodeOf(await client('owner').send(exportLicenseeAuditLogEndpoint, { filter: {} }))).toBe('Auth.Forbidden');
  });
});
