import { readStatisticsEndpoint } from '@compliance/shared-contracts';
import ExcelJS from 'exceljs';
import { signedInApp } from '../../test/client';
import { errorCodeOf } from '../../test/answers';
import { DEMO_ELEARNINGS, demoELearningId } from '../../test/elearning';

// export-statistics (docs/product.md §7, issue 14): the figures and every member's standing behind
// them as an xlsx workbook that opens in Excel, in the caller's language, text never run as a formula.

const signedIn = signedInApp({
  admin: ['demo', 'admin'],
  ouadmin: ['demo', 'ouadmin'],
  acme: ['acme', 'admin'],
});
const { client, one } = signedIn;

const FIRE_SAFETY = DEMO_ELEARNINGS.fireSafety;
const FIGURES = ['assigned', 'completed', 'inprogress', 'due', 'overdue', 'completionRate'] as const;

const statistics = async (body: Record<string, unknown> = {}) => (await client('admin').send(readStatisticsEndpoint, body)).answer();

async function exported(body: Record<string, unknown> = {}, language = 'de-DE') {
  const response = await client('admin').post('/api/elearning/export-statistics', body, { headers: { 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, workbook };
}

/** A sheet's rows as arrays of cell values (exceljs counts columns from 1). */
const rowsOf = (sheet: ExcelJS.Worksheet | undefined): unknown[][] => {
  if (sheet === undefined) throw new Error('sheet missing');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

const fireSafetyId = () => demoELearningId(signedIn.t.db, FIRE_SAFETY);

/** Seconds of a duration cell: exceljs reads a number in a time format back as a Date from Excel's epoch, 30 December 1899. */
const secondsOfDuration = (value: unknown): number =>
  Math.round((value instanceof Date ? value.getTime() - Date.UTC(1899, 11, 30) : Number(value) * 86_400_000) / 1000);

describe('export-statistics', () => {
  describe('the German workbook', () => {
    let figures: Awaited<ReturnType<typeof statistics>>;
    let download: Awaited<ReturnType<typeof exported>>;
    let members: unknown[][];
    beforeAll(async () => {
      figures = await statistics();
      download = await exported();
      members = rowsOf(download.workbook.getWorksheet('Teilnehmende')).slice(1);
    });

    it('is an xlsx download named by the day, with an overview and a members sheet', () => {
      expect(download.response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(download.response.headers['content-disposition']).toMatch(
        /^attachment; filename="E-Learning-Auswertung-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      expect(download.workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Übersicht', 'Teilnehmende']);
    });

    it('writes the figures per E-Learning with their totals', () => {
      const [header, ...overview] = rowsOf(download.workbook.getWorksheet('Übersicht'));
      expect(header).toEqual(['E-Learning', 'Zugewiesen', 'Abgeschlossen', 'In Bearbeitung', 'Fällig', 'Überfällig', 'Abschlussquote (%)']);
      expect(overview).toEqual([
        ...figures.items.map((row) => [row.title, ...FIGURES.map((name) => row[name])]),
        ['Gesamt', ...FIGURES.map((name) => figures.total[name])],
      ]);
    });

    it('writes one row per member and E-Learning with the same standing', () => {
      expect(rowsOf(download.workbook.getWorksheet('Teilnehmende'))[0]).toEqual([
        'E-Learning',
        'Nachname',
        'Vorname',
        'Benutzername',
        'E-Mail',
        'Organisationseinheiten',
        'Status',
        'Fällig am',
        'Abgeschlossen am',
        'Ergebnis (%)',
        'Zeit (h:mm:ss)',
        'Bescheinigung Nr.',
        'Gültig bis',
        'Hinweis',
      ]);
      const words = { completed: 'Abgeschlossen', inprogress: 'In Bearbeitung', due: 'Fällig', overdue: 'Überfällig' };
      for (const row of figures.items) {
        const own = members.filter((member) => member[0] === row.title);
        expect(own).toHaveLength(row.assigned);
        for (const [standing, word] of Object.entries(words)) {
          expect(own.filter((member) => member[6] === word)).toHaveLength(row[standing as keyof typeof words]);
        }
      }
    });

    it('writes dates as dates, which Excel sorts and filters, shown as German dates', () => {
      const overdue = members.find((member) => member[6] === 'Überfällig') as unknown[];
      expect(overdue[7]).toBeInstanceOf(Date);
      expect((overdue[7] as Date).getTime()).toBeLessThan(Date.now());
      expect(download.workbook.getWorksheet('Teilnehmende')?.getColumn(8).numFmt).toBe('dd.mm.yyyy');
    });

    it("writes a completion's date, its time spent as a duration, and its certificate number as text", async () => {
      const certified = await one<{ number: number; username: string; title: string; seconds: number }>(
        `SELECT r.certificate_number AS number, m.username, r.course_title AS title, x.seconds_spent AS seconds FROM elearning_result r
           JOIN elearning_execution x ON x.id = r.execution_id JOIN member m ON m.id = r.member_id
           JOIN client c ON c.id = r.client_id
          WHERE c.client_identifier = 'demo' AND x.archived_at IS NULL AND m.archived_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM elearning_result n JOIN elearning_execution nx ON nx.id = n.execution_id
                             WHERE n.member_id = r.member_id AND n.elearning_id = r.elearning_id AND nx.archived_at IS NULL
                               AND n.completed_at > r.completed_at)
          LIMIT 1`,
      );
      const row = members.find((member) => member[3] === certified.username && member[0] === certified.title) as unknown[];
      expect(row[8]).toBeInstanceOf(Date);
      expect(secondsOfDuration(row[10])).toBe(certified.seconds);
      expect(row[11]).toBe(String(certified.number).padStart(6, '0'));
      const sheet = download.workbook.getWorksheet('Teilnehmende');
      expect(sheet?.getColumn(11).numFmt).toBe('[h]:mm:ss');
      expect(sheet?.getColumn(12).numFmt).toBe('@');
    });

    it('marks a completion in under a quarter of the stated duration, and no other', () => {
      // The demo's fire safety course states 20 minutes; its history holds completions of under five.
      const completed = members.filter((member) => member[8] instanceof Date);
      const quick = completed.filter((member) => member[13] === 'Auffällig schnell abgeschlossen');
      expect(quick.length).toBeGreaterThan(0);
      expect(quick.every((member) => secondsOfDuration(member[10]) < 300)).toBe(true);
      const others = completed.filter((member) => member[13] !== 'Auffällig schnell abgeschlossen');
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((member) => member[13] === undefined && secondsOfDuration(member[10]) >= 300)).toBe(true);
    });
  });

  it('writes English headers and words for an English caller', async () => {
    const { response, workbook } = await exported({}, 'en-GB');
    expect(response.headers['content-disposition']).toMatch(/filename="E-Learning-statistics-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Overview', 'Members']);
    expect(rowsOf(workbook.getWorksheet('Overview'))[0]?.slice(0, 2)).toEqual(['E-Learning', 'Assigned']);
    expect(workbook.getWorksheet('Members')?.getColumn(8).numFmt).toBe('dd/mm/yyyy');
    const statuses = new Set(
      rowsOf(workbook.getWorksheet('Members'))
        .slice(1)
        .map((row) => row[6]),
    );
    expect([...statuses].every((word) => ['Completed', 'In progress', 'Due', 'Overdue'].includes(String(word)))).toBe(true);
  });

  it('writes one E-Learning per org unit with elearningUuid, and only its members', async () => {
    const elearningUuid = await fireSafetyId();
    const figures = await statistics({ elearningUuid });
    const { workbook } = await exported({ elearningUuid });
    const [header, ...overview] = rowsOf(workbook.getWorksheet('Übersicht'));
    expect(header?.slice(0, 3)).toEqual(['E-Learning', 'Organisationseinheit', 'Zugewiesen']);
    expect(overview).toEqual([
      ...figures.items.map((row) => [row.title, row.orgUnitName, ...FIGURES.map((name) => row[name])]),
      ['Gesamt', undefined, ...FIGURES.map((name) => figures.total[name])],
    ]);
    const members = rowsOf(workbook.getWorksheet('Teilnehmende')).slice(1);
    expect(new Set(members.map((row) => row[0]))).toEqual(new Set([FIRE_SAFETY]));
    expect(members).toHaveLength(figures.total.assigned);
  });

  it('refuses roles without export-statistics and E-Learnings of other clients', async () => {
    const elearningUuid = await fireSafetyId();
    expect((await client('ouadmin').post('/api/elearning/export-statistics', {})).statusCode).toBe(403);
    const foreign = await client('acme').post('/api/elearning/export-statistics', { elearningUuid });
    expect(foreign.statusCode).toBe(404);
    expect(errorCodeOf(foreign)).toBe('ELearning.NotFound');
    expect((await client('admin').post('/api/elearning/export-statistics', { elearningUuid: 'nope' })).statusCode).toBe(400);
  });

  it('writes text that a spreadsheet would run as a formula as text', async () => {
    const { id } = await one<{ id: string }>(
      `SELECT t.member_id AS id FROM elearning_task t JOIN member m ON m.id = t.member_id
        WHERE t.elearning_id = $1 AND t.withdrawn_at IS NULL AND m.archived_at IS NULL LIMIT 1`,
      [await fireSafetyId()],
    );
    await signedIn.t.db.query(
      `UPDATE member_details SET last_name = '=HYPERLINK("https://evil.example")', first_name = '@SUM(A1)' WHERE member_id = $1`,
      [id],
    );
    const { workbook } = await exported();
    const sheet = workbook.getWorksheet('Teilnehmende') as ExcelJS.Worksheet;
    const row = rowsOf(sheet).find((cells) => String(cells[1]).includes('HYPERLINK')) as unknown[];
    expect(row.slice(1, 3)).toEqual([`'=HYPERLINK("https://evil.example")`, "'@SUM(A1)"]);
    sheet.eachRow((cells) => cells.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('writes every member once across pages of members with the same name', async () => {
    const elearningUuid = await fireSafetyId();
    const { orgUnitId, clientId } = await one<{ orgUnitId: string; clientId: string }>(
      `SELECT a.org_unit_id AS "orgUnitId", e.client_id AS "clientId" FROM elearning_org_unit a JOIN elearning e ON e.id = a.elearning_id
        WHERE a.elearning_id = $1 LIMIT 1`,
      [elearningUuid],
    );
    // More members than one page holds (2,000 on PostgreSQL, 100 on PGlite), all named alike: the pages
    // continue by the member's id.
    await signedIn.t.db.query(
      `WITH added AS (
         INSERT INTO member (client_id, username, role) SELECT $1, 'bulk' || n, 'member' FROM generate_series(1, 2100) n RETURNING id),
       details AS (INSERT INTO member_details (member_id, first_name, last_name) SELECT id, 'Anna', 'Zimmermann' FROM added)
       SELECT 1`,
      [clientId],
    );
    await signedIn.t.db.query(
      `INSERT INTO org_unit_member (org_unit_id, member_id) SELECT $1, id FROM member WHERE client_id = $2 AND username LIKE 'bulk%'`,
      [orgUnitId, clientId],
    );
    const figures = await statistics({ elearningUuid });
    const { workbook } = await exported({ elearningUuid });
    const members = rowsOf(workbook.getWorksheet('Teilnehmende')).slice(1);
    expect(members).toHaveLength(figures.total.assigned);
    const bulk = members.filter((row) => String(row[3]).startsWith('bulk')).map((row) => row[3]);
    expect(bulk).toHaveLength(2100);
    expect(new Set(bulk).size).toBe(2100);
  });
});
