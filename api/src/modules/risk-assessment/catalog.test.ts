import { readRiskAssignmentListEndpoint, readRiskCatalogListEndpoint } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signInAll, type TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { riskAnalysisTallyDrift } from '../../test/risk-analysis-tally';
import { ACTIVE_RISK_SETTINGS } from '../../test/risk';
import { listRequest } from '../../test/list-request';

let t: TestApp;
let client: (key: string) => TestClient;
let acmeId: string;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, {
    superadmin: ['demo', 'superadmin'],
    admin: ['demo', 'admin'],
    ouadmin: ['demo', 'ouadmin'],
    member: ['demo', 'member'],
    acme: ['acme', 'admin'],
  });
  acmeId = (await one<{ id: string }>("SELECT id FROM client WHERE client_identifier = 'acme'")).id;
  // Acme's package holds no risk assessments; switched on here so its admin meets demo's uuids as a tenant would.
  await t.db.query("INSERT INTO client_feature_flag (client_id, flag, enabled) VALUES ($1, 'riskAssessments', true)", [acmeId]);
});
afterAll(async () => {
  await t.close();
});
// Each change these calls make keeps the analyses' tally (032_risk_analysis_tally.sql) exact.
afterEach(async () => {
  expect(await riskAnalysisTallyDrift(t.db)).toEqual([]);
});

const one = <Row>(text: string, params: unknown[] = []): Promise<Row> => firstRow<Row>(t.db, text, params);
const list = <const F extends object = object>(extra?: F) => listRequest(extra, 25);
const code = errorCodeOf;
const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9' } };

/** The uuid of the client's risk assessment of a questionnaire, by its identifier. */
const assessmentOf = async (questionnaire: string, company = 'demo'): Promise<string> =>
  (
    await one<{ id: string }>(
      `SELECT a.id FROM risk_assessment a JOIN risk_questionnaire q ON q.id = a.questionnaire_id JOIN client c ON c.id = a.client_id
        WHERE c.client_identifier = $1 AND q.identifier = $2`,
      [company, questionnaire],
    )
  ).id;
const idOf = async (table: 'org_unit' | 'location', identifier: string, company = 'demo'): Promise<string> =>
  (
    await one<{ id: string }>(
      `SELECT x.id FROM ${table} x JOIN client c ON c.id = x.client_id WHERE c.client_identifier = $1 AND x.identifier = $2`,
      [company, identifier],
    )
  ).id;
const memberOf = async (username: string, company = 'demo'): Promise<string> =>
  (
    await one<{ id: string }>(
      'SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = $1 AND m.username = $2',
      [company, username],
    )
  ).id;
/** How many open (not withdrawn) member tasks the open analysis of an assessment has. */
const openTasks = async (assessmentId: string): Promise<number> =>
  (
    await one<{ count: number }>(
      `SELECT count(t.id)::int AS count FROM risk_analysis an LEFT JOIN risk_member_task t ON t.analysis_id = an.id AND t.withdrawn_at IS NULL
        WHERE an.risk_assessment_id = $1 AND an.finished_at IS NULL`,
      [assessmentId],
    )
  ).count;
/**
 * Runs `body` on the assessment's open analysis as it was before its first member started: the
 * seeded office run has answers, so its participants are fixed; the task sync of assignments and
 * memberships is tested on a run whose participants are not. Fixes them again afterwards.
 */
async function beforeTheFirstStart(assessmentId: string, body: () => Promise<void>): Promise<void> {
  const open = 'risk_assessment_id = $1 AND finished_at IS NULL';
  const { fixed } = await one<{ fixed: string }>(`SELECT participants_fixed_at::text AS fixed FROM risk_analysis WHERE ${open}`, [
    assessmentId,
  ]);
  await t.db.query(`UPDATE risk_analysis SET participants_fixed_at = NULL WHERE ${open}`, [assessmentId]);
  try {
    await body();
  } finally {
    await t.db.query(`UPDATE risk_analysis SET participants_fixed_at = $2 WHERE ${open}`, [assessmentId, fixed]);
  }
}

const assignments = (assessmentUuid: string, extra: Record<string, unknown> = {}) =>
  client('admin')
    .send(readRiskAssignmentListEndpoint, list({ riskAssessmentTaskUuid: assessmentUuid, ...extra }))
    .then((response) => response.answer());

describe('catalog', () => {
  it("lists the client's assessments in the request's language, sorted, searched and filtered in SQL", async () => {
    const german = (await client('admin').send(readRiskCatalogListEndpoint, list())).answer();
    expect(german.items.map((row) => [row.title, row.status, row.assignmentCount, row.questionCount])).toEqual([
      ['Büro- und Bildschirmarbeit', 'active', 1, 8],
      ['Lager und Logistik', 'active', 2, 8],
      ['Psychische Belastung bei der Arbeit', 'inactive', 1, 9],
    ]);
    const english = (await client('admin').send(readRiskCatalogListEndpoint, list(), ENGLISH)).answer();
    expect(english.items.map((row) => row.title)).toEqual([
      'Office and display-screen work',
      'Psychological stress at work',
      'Warehouse and logistics',
    ]);
    const byCategory = (
      await client('admin').send(readRiskCatalogListEndpoint, list({ sortBy: 'category', sortDirection: 'desc' }))
    ).answer();
    expect(byCategory.items.map((row) => row.category)).toEqual(['Logistik', 'Gesundheit', 'Arbeitsplatz']);
    const search = (await client('admin').send(readRiskCatalogListEndpoint, list({ filter: { search: 'logist' } }))).answer();
    expect(search.items.map((row) => row.title)).toEqual(['Lager und Logistik']);
    const inactive = (await client('admin').send(readRiskCatalogListEndpoint, list({ filter: { status: 'inactive' } }))).answer();
    expect(inactive.total).toBe(1);

    const acme = (await client('acme').send(readRiskCatalogListEndpoint, list())).answer();
    expect(acme.items.map((row) => row.title)).toEqual(['Büro- und Bildschirmarbeit']);
  });

  it('answers one assessment; members, ou-admins and another client are refused', async () => {
    const uuid = await assessmentOf('warehouse');
    const read = await client('admin').post('/api/risk-assessment/read-details', { riskAssessmentTaskUuid: uuid }, ENGLISH);
    expect(read.json()).toMatchObject({ uuid, title: 'Warehouse and logistics', category: 'Logistics', durationMinutes: 15 });
    expect((await client('member').post('/api/risk-assessment/read-details', { riskAssessmentTaskUuid: uuid })).statusCode).toBe(403);
    expect((await client('ouadmin').post('/api/risk-assessment/read-catalog-list', list())).statusCode).toBe(403);
    const foreign = await client('acme').post('/api/risk-assessment/read-details', { riskAssessmentTaskUuid: uuid });
    expect([foreign.statusCode, code(foreign)]).toEqual([404, 'RiskAssessment.NotFound']);
  });

  it('is closed while the licensee has risk assessments off for the client', async () => {
    await t.db.query("UPDATE client_feature_flag SET enabled = false WHERE client_id = $1 AND flag = 'riskAssessments'", [acmeId]);
    try {
      const closed = await client('acme').post('/api/risk-assessment/read-catalog-list', list());
      expect([closed.statusCode, code(closed)]).toEqual([403, 'Client.FeatureDisabled']);
    } finally {
      await t.db.query("UPDATE client_feature_flag SET enabled = true WHERE client_id = $1 AND flag = 'riskAssessments'", [acmeId]);
    }
  });
});

describe('task settings', () => {
  const settings = ACTIVE_RISK_SETTINGS;

  it('reads, saves and audits the settings; switching on opens an analysis for the assigned members', async () => {
    const uuid = await assessmentOf('psychological-stress');
    const before = (await client('admin').post('/api/risk-assessment/read-settings', { riskAssessmentTaskUuid: uuid })).json();
    expect(before).toEqual({ ...settings, status: 'inactive' });
    expect(await openTasks(uuid)).toBe(0);

    const saved = await client('superadmin').post('/api/risk-assessment/save-settings', { riskAssessmentTaskUuid: uuid, ...settings });
    expect(saved.json()).toEqual({ success: true });
    expect((await client('admin').post('/api/risk-assessment/read-settings', { riskAssessmentTaskUuid: uuid })).json()).toEqual(settings);
    const production = await idOf('org_unit', 'produktion');
    const reached = await one<{ count: number }>(
      `SELECT count(*)::int AS count FROM org_unit_member oum JOIN member m ON m.id = oum.member_id AND m.archived_at IS NULL
        WHERE oum.org_unit_id = $1`,
      [production],
    );
    expect(reached.count).toBeGreaterThan(0);
    expect(await openTasks(uuid)).toBe(reached.count);
    const analysis = await one<{ days: number }>(
      'SELECT due_date - CURRENT_DATE AS days FROM risk_analysis WHERE risk_assessment_id = $1 AND finished_at IS NULL',
      [uuid],
    );
    expect(analysis.days).toBe(30);
    const entry = await one<{ action: string; details: Record<string, unknown> }>(
      "SELECT action, details FROM audit_log WHERE entity = 'risk_assessment' AND entity_id = $1 ORDER BY created_at DESC LIMIT 1",
      [uuid],
    );
    expect(entry).toEqual({ action: 'risk-assessment.save-settings', details: { before, after: settings } });
  });

  it('refuses settings out of range or with the dates the wrong way round', async () => {
    const uuid = await assessmentOf('office');
    for (const wrong of [
      { firstExecutionBufferDays: 10 },
      { intervalMonths: 25 },
      { activationDate: '2027-02-30' },
      { dueDate: '1999-12-31' },
      { activationDate: '2027-06-01', deactivationDate: '2027-05-01' },
    ]) {
      const response = await client('admin').post('/api/risk-assessment/save-settings', {
        riskAssessmentTaskUuid: uuid,
        ...settings,
        ...wrong,
      });
      expect([response.statusCode, code(response)]).toEqual([400, 'Schema.Invalid']);
    }
  });

  it('keeps members from reading and another client from saving', async () => {
    const uuid = await assessmentOf('office');
    expect((await client('member').post('/api/risk-assessment/read-settings', { riskAssessmentTaskUuid: uuid })).statusCode).toBe(403);
    const foreign = await client('acme').post('/api/risk-assessment/save-settings', { riskAssessmentTaskUuid: uuid, ...settings });
    expect([foreign.statusCode, code(foreign)]).toEqual([404, 'RiskAssessment.NotFound']);
  });
});

describe('assignments', () => {
  it('lists org units, the location and members with the members each reaches, sorted and filtered', async () => {
    const uuid = await assessmentOf('warehouse');
    const page = await assignments(uuid);
    expect(page.items.map((row) => [row.kind, row.name])).toEqual([
      ['location', 'Lager München'],
      ['org-unit', 'Logistik'],
    ]);
    expect(page.items.every((row) => row.memberCount > 0)).toBe(true);
    expect((await assignments(uuid, { filter: { kind: 'org-unit' } })).items.map((row) => row.name)).toEqual(['Logistik']);
    expect((await assignments(uuid, { filter: { search: 'münchen' } })).items.map((row) => row.name)).toEqual(['Lager München']);
    expect((await assignments(uuid, { sortBy: 'kind', sortDirection: 'desc' })).items.map((row) => row.kind)).toEqual([
      'org-unit',
      'location',
    ]);
  });

  it('assigns units, a location (replacing the one before) and members, each reaching members at once; removing withdraws the open tasks', async () => {
    const uuid = await assessmentOf('office');
    await beforeTheFirstStart(uuid, async () => {
      const sales = await idOf('org_unit', 'vertrieb');
      const before = await openTasks(uuid);
      const assigned = await client('admin').post('/api/risk-assessment/assign-org-units', {
        riskAssessmentTaskUuid: uuid,
        orgUnitUuids: [sales, sales],
      });
      expect(assigned.json()).toEqual({ success: true });
      const withSales = await openTasks(uuid);
      expect(withSales).toBeGreaterThan(before);

      const berlin = await idOf('location', 'hq-berlin');
      const hamburg = await idOf('location', 'werk-hamburg');
      await client('admin').post('/api/risk-assessment/assign-location', { riskAssessmentTaskUuid: uuid, locationUuid: berlin });
      await client('admin').post('/api/risk-assessment/assign-location', { riskAssessmentTaskUuid: uuid, locationUuid: hamburg });
      const locations = (await assignments(uuid, { filter: { kind: 'location' } })).items;
      expect(locations.map((row) => [row.name, row.targetUuid])).toEqual([['Werk Hamburg', hamburg]]);

      const member = await memberOf('member');
      await client('admin').post('/api/risk-assessment/assign-member', { riskAssessmentTaskUuid: uuid, memberUuids: [member] });
      const single = (await assignments(uuid, { filter: { kind: 'member' } })).items;
      expect(single).toEqual([expect.objectContaining({ targetUuid: member, memberCount: 1 })]);
      const task = await one<{ count: number }>(
        `SELECT count(*)::int AS count FROM risk_member_task t JOIN risk_analysis an ON an.id = t.analysis_id
        WHERE an.risk_assessment_id = $1 AND an.finished_at IS NULL AND t.member_id = $2 AND t.withdrawn_at IS NULL`,
        [uuid, member],
      );
      expect(task.count).toBe(1);

      const all = (await assignments(uuid)).items;
      const removed = await client('admin').post('/api/risk-assessment/delete-task-assignments', {
        riskAssessmentTaskUuid: uuid,
        assignmentUuids: all.filter((row) => row.kind !== 'org-unit' || row.targetUuid === sales).map((row) => row.assignmentUuid),
      });
      expect(removed.json()).toEqual({ success: true });
      expect((await assignments(uuid)).items.map((row) => row.name)).toEqual(['Verwaltung']);
      expect(await openTasks(uuid)).toBe(before);

      const actions = await t.db.query<{ action: string }>(
        "SELECT action FROM audit_log WHERE entity = 'risk_assessment' AND entity_id = $1 AND action LIKE 'risk-assessment.%' ORDER BY created_at",
        [uuid],
      );
      expect(actions.map((row) => row.action)).toEqual([
        'risk-assessment.assign-org-unit',
        'risk-assessment.assign-location',
        'risk-assessment.assign-location',
        'risk-assessment.assign-member',
        'risk-assessment.delete-task-assignments',
      ]);
    });
  });

  it("follows the members: joining an assigned unit gives a task, leaving withdraws it, the member's option keeps them out", async () => {
    const uuid = await assessmentOf('office');
    await beforeTheFirstStart(uuid, async () => {
      const administration = await idOf('org_unit', 'verwaltung');
      const joiner = await one<{ id: string }>(
        `SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.archived_at IS NULL
          AND m.role = 'member' AND NOT EXISTS (SELECT 1 FROM org_unit_member oum WHERE oum.member_id = m.id AND oum.org_unit_id = $1)
          AND NOT EXISTS (SELECT 1 FROM risk_member_task t JOIN risk_analysis an ON an.id = t.analysis_id
                           WHERE t.member_id = m.id AND an.risk_assessment_id = $2)
        ORDER BY m.username LIMIT 1`,
        [administration, uuid],
      );
      const taskOf = () =>
        t.db.query<{ withdrawn: boolean }>(
          `SELECT t.withdrawn_at IS NOT NULL AS withdrawn FROM risk_member_task t JOIN risk_analysis an ON an.id = t.analysis_id
          WHERE an.risk_assessment_id = $1 AND t.member_id = $2 ORDER BY t.created_at`,
          [uuid, joiner.id],
        );
      await t.db.query('INSERT INTO org_unit_member (org_unit_id, member_id) VALUES ($1, $2)', [administration, joiner.id]);
      expect((await taskOf()).map((row) => row.withdrawn)).toEqual([false]);
      await t.db.query('DELETE FROM org_unit_member WHERE org_unit_id = $1 AND member_id = $2', [administration, joiner.id]);
      expect((await taskOf()).map((row) => row.withdrawn)).toEqual([true]);
      await t.db.query(
        `INSERT INTO member_option (member_id, create_risk_assessment_tasks) VALUES ($1, false)
       ON CONFLICT (member_id) DO UPDATE SET create_risk_assessment_tasks = false`,
        [joiner.id],
      );
      await t.db.query('INSERT INTO org_unit_member (org_unit_id, member_id) VALUES ($1, $2)', [administration, joiner.id]);
      expect((await taskOf()).map((row) => row.withdrawn)).toEqual([true]);
    });
  });

  it('fixes the participants once the first member starts: members reached later join the next run', async () => {
    const uuid = await assessmentOf('office');
    const before = await openTasks(uuid);
    // The seeded run has answers: its participants were fixed when the first of them started.
    const run = await one<{ fixed: boolean }>(
      'SELECT participants_fixed_at IS NOT NULL AS fixed FROM risk_analysis WHERE risk_assessment_id = $1 AND finished_at IS NULL',
      [uuid],
    );
    expect(run.fixed).toBe(true);
    const sales = await idOf('org_unit', 'vertrieb');
    await client('admin').post('/api/risk-assessment/assign-org-units', { riskAssessmentTaskUuid: uuid, orgUnitUuids: [sales] });
    const newcomer = await one<{ id: string }>(
      `SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.archived_at IS NULL
          AND m.role = 'member' AND NOT EXISTS (SELECT 1 FROM risk_member_task t JOIN risk_analysis an ON an.id = t.analysis_id
                                                 WHERE t.member_id = m.id AND an.risk_assessment_id = $1)
        ORDER BY m.username LIMIT 1`,
      [uuid],
    );
    await client('admin').post('/api/risk-assessment/assign-member', { riskAssessmentTaskUuid: uuid, memberUuids: [newcomer.id] });
    expect(await openTasks(uuid)).toBe(before);
    const all = (await assignments(uuid)).items.filter((row) => row.targetUuid === sales || row.targetUuid === newcomer.id);
    await client('admin').post('/api/risk-assessment/delete-task-assignments', {
      riskAssessmentTaskUuid: uuid,
      assignmentUuids: all.map((row) => row.assignmentUuid),
    });
    expect(await openTasks(uuid)).toBe(before);
  });

  it("refuses another client's units, locations, members and assessments, and members and advisors changing anything", async () => {
    const uuid = await assessmentOf('office');
    const foreignUnit = await client('admin').post('/api/risk-assessment/assign-org-units', {
      riskAssessmentTaskUuid: uuid,
      orgUnitUuids: [await idOf('org_unit', 'technik', 'acme')],
    });
    expect([foreignUnit.statusCode, code(foreignUnit)]).toEqual([404, 'OrgUnit.NotFound']);
    const foreignLocation = await client('admin').post('/api/risk-assessment/assign-location', {
      riskAssessmentTaskUuid: uuid,
      locationUuid: await idOf('location', 'hq-koeln', 'acme'),
    });
    expect([foreignLocation.statusCode, code(foreignLocation)]).toEqual([404, 'Location.NotFound']);
    const foreignMember = await client('admin').post('/api/risk-assessment/assign-member', {
      riskAssessmentTaskUuid: uuid,
      memberUuids: [await memberOf('admin', 'acme')],
    });
    expect([foreignMember.statusCode, code(foreignMember)]).toEqual([404, 'Member.NotFound']);
    const foreignAssessment = await client('admin').post('/api/risk-assessment/read-assignment-list', {
      ...list(),
      riskAssessmentTaskUuid: await assessmentOf('office', 'acme'),
    });
    expect([foreignAssessment.statusCode, code(foreignAssessment)]).toEqual([404, 'RiskAssessment.NotFound']);
    const byMember = await client('member').post('/api/risk-assessment/assign-member', {
      riskAssessmentTaskUuid: uuid,
      memberUuids: [await memberOf('member')],
    });
    expect(byMember.statusCode).toBe(403);
  });
});
