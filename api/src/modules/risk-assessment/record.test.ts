import {
  readRiskActionListEndpoint,
  readRiskListEndpoint,
  readRiskRecordEndpoint,
  readRiskResultDetailsEndpoint,
  RISK_ACTIONS_PER_RESULT_MAX,
} from '@compliance/shared-contracts';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { signedInApp } from '../../test/client';
import { errorCodeOf } from '../../test/answers';
import { demoAssessmentId, demoMemberId, latestResultId } from '../../test/risk';
import { listRequest } from '../../test/list-request';

// The complete record of an evaluated analysis (issue 71, point 5): every risk, every measure with
// its whole history, the run's scope and dates, as its print page and export hold them.

const signedIn = signedInApp({ admin: ['demo', 'admin'], ouadmin: ['demo', 'ouadmin'], member: ['demo', 'member'] });
const { client, one } = signedIn;
let resultUuid: string;
let responsible: string;
beforeAll(async () => {
  resultUuid = await latestResultId(signedIn.t.db, await demoAssessmentId(signedIn.t.db, 'warehouse'));
  responsible = await demoMemberId(signedIn.t.db, 'member');
});

const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9' } };
const body = () => ({ riskAssessmentExecutionResultUuid: resultUuid });
const record = async (options?: typeof ENGLISH) => (await client('admin').send(readRiskRecordEndpoint, body(), options)).answer();
const dayFromToday = async (days: number) => (await one<{ date: string }>('SELECT (CURRENT_DATE + $1::int)::text AS date', [days])).date;

describe('the record of an evaluated analysis', () => {
  it('holds the result, the scope and dates of its run, every risk and every measure as the screens show them', async () => {
    const answer = await record();
    const result = (await client('admin').send(readRiskResultDetailsEndpoint, body())).answer();
    expect(answer.result).toEqual(result);
    expect(answer.scope).toEqual({ orgUnits: ['Logistik'], locations: ['Lager München'], members: 0 });
    const run = await one<{ startedAt: string; dueDate: string }>(
      `SELECT to_char(an.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startedAt", an.due_date::text AS "dueDate"
         FROM risk_result res JOIN risk_analysis an ON an.id = res.analysis_id WHERE res.id = $1`,
      [resultUuid],
    );
    // The demo's analyses were finished by its seed, not by a member.
    expect(answer.run).toEqual({ ...run, finishedBy: null });

    // Every risk, those needing no measure and those still waiting for one too, by position.
    const risks = (await client('admin').send(readRiskListEndpoint, listRequest({ ...body(), sortBy: 'position' }, 100))).answer();
    expect(answer.risks).toEqual(risks.items);
    expect(answer.risks.map((risk) => risk.status)).toEqual(expect.arrayContaining(['open', 'measure-to-define', 'measure-agreed']));

    // Every measure, with its history: the demo's agreed ones were defined, then agreed.
    const actions = (await client('admin').send(readRiskActionListEndpoint, listRequest(body(), 100))).answer();
    expect(answer.riskActions.map((action) => action.riskActionUuid).sort()).toEqual(
      actions.items.map((action) => action.riskActionUuid).sort(),
    );
    const positions = answer.riskActions.map((action) => action.riskPosition);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const action of answer.riskActions) {
      expect(action.history.map((step) => step.kind)).toEqual(action.agreedAt ? ['defined', 'agreed'] : ['defined']);
    }
  });

  it('keeps a changed measure with each version and a cancelled one with its reason', async () => {
    const before = await record();
    const agreed = before.riskActions.find((action) => action.agreedAt !== null)!;
    const defined = before.riskActions.find((action) => action.agreedAt === null)!;
    const changed = await client('admin').post('/api/risk-assessment/update-risk-action', {
      riskActionUuid: agreed.riskActionUuid,
      title: `${agreed.title} (erweitert)`,
      description: agreed.description,
      measureType: agreed.measureType,
      typeReason: agreed.typeReason,
      responsibleMemberUuid: responsible,
      dueDate: await dayFromToday(20),
      expectedRiskFactor: agreed.expectedRiskFactor,
      reason: 'Die Begehung zeigte eine zweite Engstelle.',
      check: null,
    });
    expect(changed.json()).toEqual({ success: true });
    const cancelled = await client('admin').post('/api/risk-assessment/cancel-risk-action', {
      riskActionUuid: defined.riskActionUuid,
      reason: 'Doppelt angelegt.',
    });
    expect(cancelled.statusCode).toBe(200);

    const after = await record();
    expect(after.riskActions).toHaveLength(before.riskActions.length);
    const rewritten = after.riskActions.find((action) => action.riskActionUuid === agreed.riskActionUuid)!;
    expect(rewritten.history.map((step) => [step.kind, step.version, step.content?.title ?? null])).toEqual([
      ['defined', 1, agreed.title],
      ['agreed', 1, null],
      ['changed', 2, `${agreed.title} (erweitert)`],
    ]);
    expect(rewritten.history[2]!.reason).toBe('Die Begehung zeigte eine zweite Engstelle.');
    const gone = after.riskActions.find((action) => action.riskActionUuid === defined.riskActionUuid)!;
    expect(gone.cancellation).toMatchObject({ reason: 'Doppelt angelegt.', by: { firstName: expect.any(String) } });
    expect(gone.history.at(-1)).toMatchObject({ kind: 'cancelled', reason: 'Doppelt angelegt.' });
  });

  it('exports as a workbook that Excel opens: every sheet landscape, each table with frozen header and filters, every version', async () => {
    const answer = await record(ENGLISH);
    const response = await client('admin').post('/api/risk-assessment/export-risk-action-list', body(), ENGLISH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Risk assessment Warehouse and logistics \d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Assessment',
      'Risks',
      'Measures',
      'History of the measures',
      'Risk matrix',
    ]);
    for (const sheet of workbook.worksheets) expect(sheet.pageSetup.orientation).toBe('landscape');

    const facts = workbook.getWorksheet('Assessment')!;
    expect(facts.getCell('A1').value).toBe('Risk assessment: Warehouse and logistics');
    const fact = (label: string) => facts.getColumn(1).values.indexOf(label);
    expect(facts.getCell(fact('Assigned to'), 2).value).toBe('Org units: Logistik · locations: Lager München · single members: 0');
    expect(fact('Sign-off')).toBeGreaterThan(fact('Measures'));

    const table = (name: string) => {
      const sheet = workbook.getWorksheet(name)!;
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      return { header, rows: sheet.getRows(2, sheet.rowCount - 1) ?? [] };
    };
    const risks = table('Risks');
    expect(risks.rows).toHaveLength(answer.risks.length);
    expect(risks.rows.map((row) => row.getCell(3).value)).toEqual(answer.risks.map((risk) => risk.title));
    expect(risks.rows.map((row) => row.getCell(6).value)).toEqual(answer.risks.map((risk) => risk.riskFactor));

    const measures = table('Measures');
    expect(measures.rows).toHaveLength(answer.riskActions.length);
    const dueColumn = measures.header.indexOf('Due on') + 1;
    expect(measures.rows[0]!.getCell(dueColumn).value).toEqual(new Date(`${answer.riskActions[0]!.dueDate}T00:00:00Z`));
    const statusColumn = measures.header.indexOf('Status') + 1;
    expect(measures.rows.map((row) => row.getCell(statusColumn).value)).toContain('Cancelled');

    // Every step of every measure, the agreed version and its change among them.
    const history = table('History of the measures');
    expect(history.rows).toHaveLength(answer.riskActions.reduce((sum, action) => sum + action.history.length, 0));
    const contents = history.rows.map((row) => String(row.getCell(history.header.indexOf('Content') + 1).value ?? ''));
    for (const action of answer.riskActions) {
      for (const step of action.history.filter((each) => each.content)) {
        expect(contents.some((content) => content.startsWith(`Measure: ${step.content!.title} · `))).toBe(true);
      }
    }
    const reasons = history.rows.map((row) => row.getCell(history.header.indexOf('Reason') + 1).value);
    expect(reasons).toEqual(expect.arrayContaining(['Die Begehung zeigte eine zweite Engstelle.', 'Doppelt angelegt.']));

    const matrix = workbook.getWorksheet('Risk matrix')!;
    const rows = [5, 6, 7, 8, 9].map((index) =>
      (matrix.getRow(index).values as unknown[]).slice(2).map((cell) => Number(String(cell).split(' ')[0])),
    );
    expect(rows).toEqual(answer.result.matrix);
  });

  it('exports as a PDF on request: A4 landscape, titled in the caller’s language, named by the assessment and its run', async () => {
    const response = await client('admin').post('/api/risk-assessment/export-risk-action-list', { ...body(), format: 'pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Gefaehrdungsbeurteilung Lager und Logistik \d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''Gef%C3%A4hrdungsbeurteilung%20Lager%20und%20Logistik%20\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getTitle()).toBe('Gefährdungsbeurteilung: Lager und Logistik');
    const [width, height] = [document.getPage(0).getWidth(), document.getPage(0).getHeight()];
    expect(width).toBeGreaterThan(height);
    const other = await client('admin').post('/api/risk-assessment/export-risk-action-list', { ...body(), format: 'docx' });
    expect(other.statusCode).toBe(400);
    expect((await client('member').post('/api/risk-assessment/export-risk-action-list', body())).statusCode).toBe(403);
  });

  it('answers a result out of reach 404, and a member 403', async () => {
    const outOfReach = await client('ouadmin').post('/api/risk-assessment/read-risk-record', body());
    expect([outOfReach.statusCode, errorCodeOf(outOfReach)]).toEqual([404, 'RiskAssessment.NotFound']);
    expect((await client('member').post('/api/risk-assessment/read-risk-record', body())).statusCode).toBe(403);
  });

  it(`takes at most ${RISK_ACTIONS_PER_RESULT_MAX} measures per result, cancelled ones counted, so a record stays within its bounds`, async () => {
    const { count } = await one<{ count: number }>('SELECT count(*)::int AS count FROM risk_action WHERE result_id = $1', [resultUuid]);
    // Copies of a measure fill the result up to one place short of its limit.
    await signedIn.t.db.query(
      `INSERT INTO risk_action (client_id, result_id, risk_id, title, measure_type, type_reason, responsible_member_id, due_date, expected_risk_factor)
       SELECT x.client_id, x.result_id, x.risk_id, x.title || ' ' || g, x.measure_type, x.type_reason, x.responsible_member_id, x.due_date,
              x.expected_risk_factor
         FROM (SELECT * FROM risk_action WHERE result_id = $1 LIMIT 1) x, generate_series(1, $2::int) g`,
      [resultUuid, RISK_ACTIONS_PER_RESULT_MAX - count - 1],
    );
    const risk = (await record()).risks[0]!;
    const measure = async () => ({
      riskUuid: risk.riskUuid,
      title: 'Noch eine',
      measureType: 'substitution',
      responsibleMemberUuid: responsible,
      dueDate: await dayFromToday(10),
      expectedRiskFactor: 1,
    });
    expect((await client('admin').post('/api/risk-assessment/create-risk-action', await measure())).statusCode).toBe(200);
    const refused = await client('admin').post('/api/risk-assessment/create-risk-action', await measure());
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([409, 'RiskAssessment.TooManyRiskActions']);
    expect((await record()).riskActions).toHaveLength(RISK_ACTIONS_PER_RESULT_MAX);
  });
});
