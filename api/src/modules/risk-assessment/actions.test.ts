import {
  createRiskActionEndpoint,
  readAttentionOverviewEndpoint,
  readMemberRiskActionListEndpoint,
  readRiskActionDetailsEndpoint,
  readRiskActionListEndpoint,
  readRiskActionStatusEndpoint,
  readRiskListEndpoint,
  readRiskMemberTasksEndpoint,
  type ResponseOf,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signInAll, type TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { demoAssessmentId, demoMemberId, giveDemoPassword, latestResultId, resultStatusDrift } from '../../test/risk';
import { listRequest } from '../../test/list-request';

// Measures (risk actions) on the demo's evaluated warehouse analysis: defining them with due dates,
// agreeing them, checking them, the statuses that follow, 'x of y', and the export.

let t: TestApp;
let client: (key: string) => TestClient;
let resultUuid: string;
let responsible: string;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, {
    admin: ['demo', 'admin'],
    ouadmin: ['demo', 'ouadmin'],
    member: ['demo', 'member'],
  });
  // The latest result: the demo's warehouse was evaluated two years ago too, its measures all done.
  resultUuid = await latestResultId(t.db, await demoAssessmentId(t.db, 'warehouse'));
  responsible = await demoMemberId(t.db, 'member');
});
afterAll(async () => {
  await t.close();
});

const code = errorCodeOf;
const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9' } };
const list = listRequest;
const daysFromToday = async (days: number) =>
  (await firstRow<{ date: string }>(t.db, 'SELECT (CURRENT_DATE + $1::int)::text AS date', [days])).date;

const risks = async () =>
  (await client('admin').send(readRiskListEndpoint, list({ riskAssessmentExecutionResultUuid: resultUuid }))).answer().items;
const status = async () =>
  (await client('admin').send(readRiskActionStatusEndpoint, { riskAssessmentExecutionResultUuid: resultUuid })).answer();
const measure = async (riskUuid: string, extra: Record<string, unknown> = {}) => ({
  riskUuid,
  title: 'Verkehrswege markieren',
  description: 'Gelbe Bodenmarkierung und Spiegel an der Rampe.',
  measureType: 'technical',
  typeReason: 'Getrennte Hallen für Stapler und Fußgänger sind baulich nicht möglich.',
  responsibleMemberUuid: responsible,
  dueDate: await daysFromToday(30),
  expectedRiskFactor: 3,
  ...extra,
});
const create = async (body: Record<string, unknown>) => client('admin').post('/api/risk-assessment/create-risk-action', body);

/** A member who answered the evaluated analysis, signed in. */
const participant = async () => {
  const { username } = await firstRow<{ username: string }>(
    t.db,
    `SELECT m.username FROM risk_member_task mt JOIN member m ON m.id = mt.member_id JOIN risk_result res ON res.analysis_id = mt.analysis_id
      WHERE res.id = $1 AND mt.completed_at IS NOT NULL ORDER BY m.username LIMIT 1`,
    [resultUuid],
  );
  await giveDemoPassword(t.db, [username]);
  return (await signInAll(t.app, { participant: ['demo', username] }))('participant');
};
/** The participant's analyses under a measure filter: which results' statuses it holds, and its count. */
const measureFilter = async (who: TestClient, bucket: 'measuresAgreed' | 'measuresToDefine') => {
  const page = (await who.send(readRiskMemberTasksEndpoint, { page: 1, perPage: 100, bucket })).answer();
  expect(page.total).toBe(page.counts[bucket]);
  return page.items.map((task) => task.resultStatus);
};

describe('defining measures', () => {
  it('refuses a due date in the past, translated, and a lower-ranked type without its reason', async () => {
    const all = await risks();
    const risk = all.find((row) => row.status === 'measure-to-define') ?? all[0];
    const past = await create(await measure(risk!.riskUuid, { dueDate: await daysFromToday(-1) }));
    expect([past.statusCode, code(past)]).toEqual([400, 'RiskAssessment.InvalidDueDate']);
    const noReason = await create(await measure(risk!.riskUuid, { typeReason: null }));
    expect([noReason.statusCode, code(noReason)]).toEqual([400, 'Schema.Invalid']);
    const substitution = await create(await measure(risk!.riskUuid, { measureType: 'substitution', typeReason: null }));
    expect(substitution.statusCode).toBe(200);
    const foreignMember = await firstRow<{ id: string }>(
      t.db,
      "SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'acme' LIMIT 1",
    );
    const foreign = await create(await measure(risk!.riskUuid, { responsibleMemberUuid: foreignMember.id }));
    expect([foreign.statusCode, code(foreign)]).toEqual([404, 'Member.NotFound']);
  });

  it('lets ou-admins read the measures of their units but not define them; members neither', async () => {
    const [risk] = await risks();
    expect((await create(await measure(risk!.riskUuid))).statusCode).toBe(200);
    const byOuAdmin = await client('ouadmin').post('/api/risk-assessment/create-risk-action', await measure(risk!.riskUuid));
    expect(byOuAdmin.statusCode).toBe(403);
    const byMember = await client('member').post(
      '/api/risk-assessment/read-risk-action-list',
      list({ riskAssessmentExecutionResultUuid: resultUuid }),
    );
    expect(byMember.statusCode).toBe(403);
  });
});

describe('from measures created to done', () => {
  // The walk from the demo's measures to every measure done is one sequence of statuses on one
  // result, which cannot be walked back. Each step is taken once, by the first setup that needs
  // it, after the steps before it: a block run alone still finds the state it checks.
  const once = <T>(step: () => Promise<T>) => {
    let taken: Promise<T> | undefined;
    return () => (taken ??= step());
  };
  const agree = (riskActionUuids: string[]) =>
    client('admin').post('/api/risk-assessment/confirm-risk-actions', { riskAssessmentExecutionResultUuid: resultUuid, riskActionUuids });

  /** Before the walk: a member who answered the analysis, and how many analyses they find under each measure filter. */
  const beforeMeasures = once(async () => {
    const answered = await participant();
    return {
      answered,
      agreedBefore: (await measureFilter(answered, 'measuresAgreed')).length,
      toDefineBefore: await measureFilter(answered, 'measuresToDefine'),
    };
  });
  /** Every risk that calls for a measure gets one; the measures as the list shows them then. */
  const measuresDefined = once(async () => {
    await beforeMeasures();
    const creations: number[] = [];
    for (const risk of (await risks()).filter((row) => row.status === 'measure-to-define')) {
      creations.push((await create(await measure(risk.riskUuid))).statusCode);
    }
    const created = await status();
    const page = (
      await client('admin').send(readRiskActionListEndpoint, list({ riskAssessmentExecutionResultUuid: resultUuid }), ENGLISH)
    ).answer();
    const ids = page.items.map((row) => row.riskActionUuid);
    const defined = page.items.filter((row) => row.status === 'defined').map((row) => row.riskActionUuid);
    return { creations, created, page, ids, defined };
  });
  /** The measures not agreed yet are agreed. */
  const measuresAgreed = once(async () => {
    const { defined } = await measuresDefined();
    return { confirmed: await agree(defined) };
  });
  /** All of them are agreed once more. */
  const agreedAgain = once(async () => {
    const { ids } = await measuresDefined();
    await measuresAgreed();
    await agree(ids);
  });
  /** Each is checked and found effective. */
  const measuresChecked = once(async () => {
    const { ids } = await measuresDefined();
    await agreedAgain();
    const updates: number[] = [];
    for (const id of ids) {
      const current = (await client('admin').send(readRiskActionDetailsEndpoint, { riskActionUuid: id })).answer();
      const updated = await client('admin').post('/api/risk-assessment/update-risk-action', {
        riskActionUuid: id,
        title: current.title,
        description: current.description,
        measureType: current.measureType,
        typeReason: current.typeReason,
        responsibleMemberUuid: responsible,
        dueDate: current.dueDate,
        expectedRiskFactor: current.expectedRiskFactor,
        check: { checkDate: await daysFromToday(0), responsibleMemberUuid: responsible, effective: true, note: 'Begehung ohne Befund' },
      });
      updates.push(updated.statusCode);
    }
    return { updates };
  });

  let answered: TestClient;
  let agreedBefore: number;
  let toDefineBefore: Array<string | null>;
  beforeAll(async () => {
    ({ answered, agreedBefore, toDefineBefore } = await beforeMeasures());
  });

  describe('before the measures are defined', () => {
    it("keeps each of the demo's results at the status its risks give", async () => {
      expect(await resultStatusDrift(t.db)).toEqual([]);
    });

    // The demo agreed two measures while other risks still wait: some agreed, not done.
    it('lists the analysis under measures to define for those who answered it', () => {
      expect(toDefineBefore).toContain('measures-agreed');
    });
  });

  describe('once every risk that calls for a measure has one', () => {
    let walk: Awaited<ReturnType<typeof measuresDefined>>;
    beforeAll(async () => {
      walk = await measuresDefined();
    });

    it('takes a measure for each risk that calls for one, leaving none to define', async () => {
      for (const statusCode of walk.creations) expect(statusCode).toBe(200);
      expect((await risks()).map((row) => row.status)).not.toContain('measure-to-define');
    });

    it('keeps the assessment at measures agreed while measures wait for their agreement, none done', () => {
      expect(walk.created).toMatchObject({ done: 0, status: 'measures-agreed' });
    });

    it('keeps the status of each result as its risks give it', async () => {
      expect(await resultStatusDrift(t.db)).toEqual([]);
    });

    // The demo agreed two measures against the highest risk, one of them overdue.
    it("counts the demo's agreed measures and the overdue one among them", () => {
      expect(walk.created.agreed).toBe(2);
      expect(walk.created.overdue).toBe(1);
    });

    it('lists as many measures as it counts', () => {
      expect(walk.page.total).toBe(walk.created.total);
    });

    it('lists each measure with its responsible member', () => {
      expect(walk.page.items.every((row) => row.responsible?.uuid === responsible)).toBe(true);
    });

    it("leaves all but the demo's agreed measures to agree", () => {
      expect(walk.defined.length).toBe(walk.created.total - 2);
    });
  });

  describe('once they are agreed', () => {
    let created: Awaited<ReturnType<typeof status>>;
    let confirmed: Awaited<ReturnType<typeof agree>>;
    beforeAll(async () => {
      ({ created } = await measuresDefined());
      ({ confirmed } = await measuresAgreed());
    });

    it('agrees the measures still to agree', () => {
      expect(confirmed.json()).toEqual({ success: true });
    });

    // docs/product.md §4: confirming all measures ends the assessment; their checks follow it.
    it('ends the assessment once all of them are agreed, none checked yet', async () => {
      expect(await status()).toMatchObject({ agreed: created.total, done: 0, status: 'done' });
    });

    it('keeps the status of each result as its risks give it', async () => {
      expect(await resultStatusDrift(t.db)).toEqual([]);
    });

    it('no longer lists the analysis under measures to define for those who answered it', async () => {
      expect(await measureFilter(answered, 'measuresToDefine')).toHaveLength(toDefineBefore.length - 1);
    });

    it('lists the analysis under measures agreed for those who answered it', async () => {
      expect(await measureFilter(answered, 'measuresAgreed')).toHaveLength(agreedBefore + 1);
    });

    it('leaves each risk open or with its measures agreed', async () => {
      expect((await risks()).every((row) => row.status === 'open' || row.status === 'measure-agreed')).toBe(true);
    });
  });

  // Agreeing again changes nothing: who agreed and when stay as they were.
  describe('agreed once more', () => {
    let details: ResponseOf<typeof readRiskActionDetailsEndpoint>;
    beforeAll(async () => {
      const { defined } = await measuresDefined();
      await agreedAgain();
      details = (await client('admin').send(readRiskActionDetailsEndpoint, { riskActionUuid: defined[0]! })).answer();
    });

    it('keeps who agreed a measure and when', () => {
      expect(details.agreedAt).not.toBeNull();
      expect(details.agreedBy).not.toBeNull();
    });

    it('leaves the measure unchecked', () => {
      expect(details.check).toBeNull();
    });
  });

  describe('once each is checked and found effective', () => {
    let created: Awaited<ReturnType<typeof status>>;
    let updates: number[];
    beforeAll(async () => {
      ({ created } = await measuresDefined());
      ({ updates } = await measuresChecked());
    });

    it('takes the check of each agreed measure', () => {
      for (const statusCode of updates) expect(statusCode).toBe(200);
    });

    it('marks the assessment done: all of its measures agreed and done, none overdue', async () => {
      expect(await status()).toMatchObject({ agreed: created.total, done: created.total, overdue: 0, status: 'done' });
    });

    it('keeps the status of each result as its risks give it', async () => {
      expect(await resultStatusDrift(t.db)).toEqual([]);
    });

    // Measures checked and done were agreed too.
    it('keeps the analysis under measures agreed for those who answered it', async () => {
      expect(await measureFilter(answered, 'measuresAgreed')).toHaveLength(agreedBefore + 1);
    });

    it('has recorded each agreement in the audit log once, agreeing again adding none', async () => {
      const agreedAudit = await firstRow<{ count: number }>(
        t.db,
        "SELECT count(*)::int AS count FROM audit_log WHERE action = 'risk-assessment.confirm-risk-actions'",
      );
      expect(agreedAudit.count).toBe(created.total - 2);
    });
  });

  it('counts a measure past its due date as overdue until it is found effective; a due date moved into the past is refused', async () => {
    const [risk] = await risks();
    const before = (await status()).overdue;
    const made = (await create(await measure(risk!.riskUuid, { title: 'Unterweisung Staplerfahrer' }))).json<
      ResponseOf<typeof createRiskActionEndpoint>
    >();
    await t.db.query('UPDATE risk_action SET due_date = CURRENT_DATE - 3 WHERE id = $1', [made.riskActionUuid]);
    expect((await status()).overdue).toBe(before + 1);
    const row = (
      await client('admin').send(
        readRiskActionListEndpoint,
        list({ riskAssessmentExecutionResultUuid: resultUuid, filter: { search: 'staplerfahrer' } }),
      )
    ).answer().items[0]!;
    expect(row.overdue).toBe(true);
    const body = {
      riskActionUuid: made.riskActionUuid,
      ...(await measure(risk!.riskUuid, { title: 'Unterweisung Staplerfahrer' })),
      check: null,
    };
    delete (body as { riskUuid?: string }).riskUuid;
    // Keeping the past due date is allowed (the record stays true); moving it to another past day is not.
    expect((await client('admin').post('/api/risk-assessment/update-risk-action', { ...body, dueDate: row.dueDate })).statusCode).toBe(200);
    const moved = await client('admin').post('/api/risk-assessment/update-risk-action', { ...body, dueDate: await daysFromToday(-10) });
    expect([moved.statusCode, code(moved)]).toEqual([400, 'RiskAssessment.InvalidDueDate']);
    const entry = await firstRow<{ details: { changed: string[] } }>(
      t.db,
      "SELECT details FROM audit_log WHERE action = 'risk-assessment.update-risk-action' AND entity_id = $1 ORDER BY created_at DESC LIMIT 1",
      [made.riskActionUuid],
    );
    expect(entry.details.changed).toEqual([]);
  });
});

describe("follow-up tasks: a member's agreed measures until found effective", () => {
  const followUps = async (who: string) =>
    (await client(who).send(readMemberRiskActionListEndpoint, { page: 1, perPage: 100 }, ENGLISH)).answer();
  const update = (body: Record<string, unknown>) => client('admin').post('/api/risk-assessment/update-risk-action', body);

  it('lists the measures the member is responsible for, agreed and not yet found effective, with the checks due', async () => {
    const page = await followUps('member');
    const own = await t.db.query<{ id: string }>(
      `SELECT id FROM risk_action WHERE responsible_member_id = $1 AND cancelled_at IS NULL AND agreed_at IS NOT NULL
          AND check_effective IS NOT TRUE ORDER BY due_date, id`,
      [responsible],
    );
    expect(page.items.map((row) => row.riskActionUuid)).toEqual(own.map((row) => row.id));
    // The office's desks, agreed a year ago and due two weeks ago, still await their check.
    const desks = page.items.find((row) => row.assessmentTitle === 'Office and display-screen work');
    expect(desks).toMatchObject({ checkDue: true, overdue: true, foundNotEffective: false });
    // Nobody else's measures: the admin is responsible for none.
    expect((await followUps('admin')).total).toBe(0);
  });

  it('keeps a measure listed until a check finds it effective; a check due only once its due date has come', async () => {
    const [risk] = await risks();
    const fields = await measure(risk!.riskUuid, { title: 'Rettungswege freihalten', dueDate: await daysFromToday(20) });
    const { riskActionUuid } = (await create(fields)).json<ResponseOf<typeof createRiskActionEndpoint>>();
    const listed = async () => (await followUps('member')).items.find((row) => row.riskActionUuid === riskActionUuid);
    expect(await listed()).toBeUndefined();
    await client('admin').post('/api/risk-assessment/confirm-risk-actions', {
      riskAssessmentExecutionResultUuid: resultUuid,
      riskActionUuids: [riskActionUuid],
    });
    expect(await listed()).toMatchObject({ title: 'Rettungswege freihalten', checkDue: false, overdue: false });
    const { riskUuid: _risk, ...rest } = fields;
    const check = async (effective: boolean) => ({
      checkDate: await daysFromToday(0),
      responsibleMemberUuid: responsible,
      effective,
      note: '',
    });
    expect((await update({ ...rest, riskActionUuid, check: await check(false) })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ foundNotEffective: true });
    expect((await update({ ...rest, riskActionUuid, check: await check(true) })).statusCode).toBe(200);
    expect(await listed()).toBeUndefined();
  });

  it("counts the checks due on the admins' overview", async () => {
    const due = await firstRow<{ n: number }>(
      t.db,
      `SELECT count(*)::int AS n FROM risk_action x JOIN client c ON c.id = x.client_id AND c.client_identifier = 'demo'
        WHERE x.cancelled_at IS NULL AND x.agreed_at IS NOT NULL AND x.check_effective IS NOT TRUE AND x.due_date <= CURRENT_DATE`,
    );
    const overview = (await client('admin').send(readAttentionOverviewEndpoint)).answer();
    expect(overview.riskAssessment!.checksDue).toBe(due.n);
    expect(due.n).toBeGreaterThan(0);
  });
});

describe('statuses in their order', () => {
  /** A new measure against the first risk, as update-risk-action takes it back with `check`. */
  const defineMeasure = async (title: string) => {
    const [risk] = await risks();
    const fields = await measure(risk!.riskUuid, { title });
    const made = (await create(fields)).json<ResponseOf<typeof createRiskActionEndpoint>>();
    const { riskUuid: _risk, ...rest } = fields;
    return { riskActionUuid: made.riskActionUuid, ...rest };
  };
  const checked = async (days: number) => ({
    checkDate: await daysFromToday(days),
    responsibleMemberUuid: responsible,
    effective: true,
    note: 'Begehung ohne Befund',
  });
  const storedCheck = async (id: string) =>
    (await firstRow<{ checkDate: string | null }>(t.db, 'SELECT check_date::text AS "checkDate" FROM risk_action WHERE id = $1', [id]))
      .checkDate;
  const update = (body: Record<string, unknown>) => client('admin').post('/api/risk-assessment/update-risk-action', body);

  it('refuses the effectiveness check of a measure not agreed yet and keeps it unchecked', async () => {
    const fields = await defineMeasure('Rampe sichern');
    const early = await update({ ...fields, check: await checked(0) });
    expect([early.statusCode, code(early)]).toEqual([409, 'RiskAssessment.ActionNotAgreed']);
    expect(await storedCheck(fields.riskActionUuid)).toBeNull();
    // Changing what it says without a check stays possible before the agreement.
    expect((await update({ ...fields, title: 'Rampe mit Geländer sichern', check: null })).statusCode).toBe(200);
  });

  // The office's result of a year ago: both measures agreed, one still awaiting its check.
  it('moves an assessment from measures created to measures agreed to done as its measures are agreed, checks or not', async () => {
    const office = (
      await firstRow<{ id: string }>(
        t.db,
        `SELECT res.id FROM risk_result res WHERE res.risk_assessment_id = $1 ORDER BY res.created_at LIMIT 1`,
        [await demoAssessmentId(t.db, 'office')],
      )
    ).id;
    const officeStatus = async () =>
      (await client('admin').send(readRiskActionStatusEndpoint, { riskAssessmentExecutionResultUuid: office })).answer();
    expect(await officeStatus()).toMatchObject({ total: 2, agreed: 2, done: 1, status: 'done' });
    const measures = (await client('admin').send(readRiskActionListEndpoint, list({ riskAssessmentExecutionResultUuid: office }))).answer();
    for (const row of measures.items) {
      await client('admin').post('/api/risk-assessment/cancel-risk-action', { riskActionUuid: row.riskActionUuid, reason: 'Neu geplant' });
    }
    const officeRisks = (await client('admin').send(readRiskListEndpoint, list({ riskAssessmentExecutionResultUuid: office }))).answer();
    const toDefine = officeRisks.items.filter((row) => row.status === 'measure-to-define');
    expect(toDefine.length).toBeGreaterThan(0);
    expect((await officeStatus()).status).toBe('measures-created');
    const made: string[] = [];
    for (const risk of toDefine) {
      for (const title of ['Pausen planen', 'Arbeitsplatz begehen']) {
        made.push(
          (await create(await measure(risk.riskUuid, { title }))).json<ResponseOf<typeof createRiskActionEndpoint>>().riskActionUuid,
        );
      }
    }
    expect((await officeStatus()).status).toBe('measures-created');
    const confirm = (riskActionUuids: string[]) =>
      client('admin').post('/api/risk-assessment/confirm-risk-actions', { riskAssessmentExecutionResultUuid: office, riskActionUuids });
    await confirm(made.slice(0, 1));
    expect((await officeStatus()).status).toBe('measures-agreed');
    await confirm(made);
    expect(await officeStatus()).toMatchObject({ agreed: made.length, done: 0, status: 'done' });
    expect(await resultStatusDrift(t.db)).toEqual([]);
  });

  it('takes the check of an agreed measure dated today or earlier, never after today', async () => {
    const fields = await defineMeasure('Kippschutz prüfen');
    await client('admin').post('/api/risk-assessment/confirm-risk-actions', {
      riskAssessmentExecutionResultUuid: resultUuid,
      riskActionUuids: [fields.riskActionUuid],
    });
    const tomorrow = await update({ ...fields, check: await checked(1) });
    expect([tomorrow.statusCode, code(tomorrow)]).toEqual([400, 'RiskAssessment.InvalidCheckDate']);
    expect(await storedCheck(fields.riskActionUuid)).toBeNull();
    expect((await update({ ...fields, check: await checked(-1) })).statusCode).toBe(200);
    expect(await storedCheck(fields.riskActionUuid)).toBe(await daysFromToday(-1));
    expect((await update({ ...fields, check: await checked(0) })).statusCode).toBe(200);
    expect(await storedCheck(fields.riskActionUuid)).toBe(await daysFromToday(0));
  });
});

describe('the risk expected after a measure', () => {
  const details = async (id: string) => (await client('admin').send(readRiskActionDetailsEndpoint, { riskActionUuid: id })).answer();

  it('exceeds the risk before it only with a reason, kept with the version that gives it', async () => {
    const risk = (await risks()).find((row) => row.riskFactor < 10)!;
    const higher = risk.riskFactor + 1;
    const unexplained = await create(await measure(risk.riskUuid, { title: 'Leiter statt Tritt', expectedRiskFactor: higher }));
    expect([unexplained.statusCode, code(unexplained)]).toEqual([400, 'RiskAssessment.ExpectedRiskReasonRequired']);
    const explained = await create(
      await measure(risk.riskUuid, {
        title: 'Leiter statt Tritt',
        expectedRiskFactor: higher,
        expectedRiskReason: 'Die Leiter ist höher; die Absturzhöhe steigt.',
      }),
    );
    expect(explained.statusCode).toBe(200);
    const { riskActionUuid } = explained.json<ResponseOf<typeof createRiskActionEndpoint>>();
    const made = await details(riskActionUuid);
    expect([made.riskFactor, made.expectedRiskFactor, made.expectedRiskReason]).toEqual([
      risk.riskFactor,
      higher,
      'Die Leiter ist höher; die Absturzhöhe steigt.',
    ]);
    // Back to the risk's own factor: the reason is not kept, the history holds both versions.
    const { riskUuid: _risk, ...fields } = await measure(risk.riskUuid, {
      title: 'Leiter statt Tritt',
      expectedRiskFactor: risk.riskFactor,
    });
    const lowered = await client('admin').post('/api/risk-assessment/update-risk-action', {
      ...fields,
      riskActionUuid,
      expectedRiskReason: 'bleibt nicht',
      check: null,
    });
    expect(lowered.statusCode).toBe(200);
    const after = await details(riskActionUuid);
    expect(after.expectedRiskReason).toBeNull();
    expect(after.history.map((step) => step.content?.expectedRiskReason ?? null)).toEqual([
      'Die Leiter ist höher; die Absturzhöhe steigt.',
      null,
    ]);
    // Raised again by a change: refused without its reason.
    const raised = await client('admin').post('/api/risk-assessment/update-risk-action', {
      ...fields,
      riskActionUuid,
      expectedRiskFactor: higher,
      check: null,
    });
    expect([raised.statusCode, code(raised)]).toEqual([400, 'RiskAssessment.ExpectedRiskReasonRequired']);
  });
});

describe('a history that is never rewritten', () => {
  /** A new measure against the first risk, as update-risk-action takes it back. */
  const defineMeasure = async (title: string) => {
    const [risk] = await risks();
    const fields = await measure(risk!.riskUuid, { title });
    const made = (await create(fields)).json<ResponseOf<typeof createRiskActionEndpoint>>();
    const { riskUuid: _risk, ...rest } = fields;
    return { riskActionUuid: made.riskActionUuid, ...rest, check: null as Record<string, unknown> | null, reason: null as string | null };
  };
  const details = async (id: string) => (await client('admin').send(readRiskActionDetailsEndpoint, { riskActionUuid: id })).answer();
  const update = (body: Record<string, unknown>) => client('admin').post('/api/risk-assessment/update-risk-action', body);
  const agree = (id: string) =>
    client('admin').post('/api/risk-assessment/confirm-risk-actions', {
      riskAssessmentExecutionResultUuid: resultUuid,
      riskActionUuids: [id],
    });
  const cancel = (id: string, reason: string, who = 'admin') =>
    client(who).post('/api/risk-assessment/cancel-risk-action', { riskActionUuid: id, reason });
  const check = async (effective: boolean, note = '') => ({
    checkDate: await daysFromToday(0),
    responsibleMemberUuid: responsible,
    effective,
    note,
  });
  const steps = (history: Array<{ kind: string; version: number }>) => history.map((step) => `${step.kind} ${step.version}`);

  it('keeps what an agreed measure said: a change is a new version with its reason, agreed again', async () => {
    const fields = await defineMeasure('Höhenverstellbare Tische');
    expect(steps((await details(fields.riskActionUuid)).history)).toEqual(['defined 1']);
    // Before the agreement a change needs no reason.
    expect((await update({ ...fields, title: 'Höhenverstellbare Schreibtische' })).statusCode).toBe(200);
    expect((await agree(fields.riskActionUuid)).statusCode).toBe(200);
    const agreed = await details(fields.riskActionUuid);
    expect([agreed.version, agreed.status, steps(agreed.history)]).toEqual([2, 'agreed', ['defined 1', 'changed 2', 'agreed 2']]);

    // The tester's rewrite: the technical measure becomes a flyer, with another due date.
    const flyer = {
      ...fields,
      title: 'Flyer zur Sitzhaltung',
      measureType: 'personal',
      typeReason: 'Neue Tische sind nicht im Budget.',
      dueDate: await daysFromToday(60),
    };
    const unexplained = await update(flyer);
    expect([unexplained.statusCode, code(unexplained)]).toEqual([400, 'RiskAssessment.ChangeReasonRequired']);
    expect((await details(fields.riskActionUuid)).title).toBe('Höhenverstellbare Schreibtische');
    // Changed and checked at once: the change ends the agreement the check would need.
    const checkedToo = await update({ ...flyer, reason: 'Budget gestrichen', check: await check(true) });
    expect([checkedToo.statusCode, code(checkedToo)]).toEqual([409, 'RiskAssessment.ActionNotAgreed']);

    expect((await update({ ...flyer, reason: 'Budget gestrichen' })).statusCode).toBe(200);
    const changed = await details(fields.riskActionUuid);
    expect([changed.version, changed.status, changed.agreedAt, changed.check]).toEqual([3, 'defined', null, null]);
    expect(steps(changed.history)).toEqual(['defined 1', 'changed 2', 'agreed 2', 'changed 3']);
    // The agreed version stays readable as agreed, with who agreed it and when.
    const [, asAgreed, agreement, change] = changed.history;
    expect(asAgreed!.content).toMatchObject({
      title: 'Höhenverstellbare Schreibtische',
      measureType: 'technical',
      dueDate: fields.dueDate,
    });
    expect(asAgreed!.content!.responsible?.uuid).toBe(responsible);
    expect(agreement!.by).not.toBeNull();
    expect(agreement!.at).toBe(agreed.agreedAt);
    expect(change).toMatchObject({ reason: 'Budget gestrichen', content: { title: 'Flyer zur Sitzhaltung', measureType: 'personal' } });
    // The new version waits for its agreement: the assessment is no longer done.
    expect((await status()).status).toBe('measures-agreed');
  });

  it('keeps every check, and never takes one back', async () => {
    const fields = await defineMeasure('Absturzsicherung an der Rampe');
    await agree(fields.riskActionUuid);
    expect((await update({ ...fields, check: await check(false, 'Kette fehlt') })).statusCode).toBe(200);
    expect((await details(fields.riskActionUuid)).status).toBe('agreed');
    const effective = await check(true, 'Kette nachgerüstet');
    expect((await update({ ...fields, check: effective })).statusCode).toBe(200);
    // The same check sent again, or none, records nothing and keeps the check.
    expect((await update({ ...fields, check: effective })).statusCode).toBe(200);
    expect((await update({ ...fields, check: null })).statusCode).toBe(200);
    const checked = await details(fields.riskActionUuid);
    expect([checked.status, checked.check?.note]).toEqual(['done', 'Kette nachgerüstet']);
    expect(steps(checked.history)).toEqual(['defined 1', 'agreed 1', 'checked 1', 'checked 1']);
    expect(checked.history.map((step) => step.check?.effective ?? null)).toEqual([null, null, false, true]);
    expect(checked.history[2]!.check).toMatchObject({ note: 'Kette fehlt', reviewer: { uuid: responsible } });
  });

  it('cancels a measure with its reason: it leaves the figures and stays in its history', async () => {
    const fields = await defineMeasure('Doppelt angelegt');
    const before = await status();
    const noReason = await cancel(fields.riskActionUuid, '  ');
    expect([noReason.statusCode, code(noReason)]).toEqual([400, 'Schema.Invalid']);
    expect((await cancel(fields.riskActionUuid, 'Doppelt angelegt', 'ouadmin')).statusCode).toBe(403);
    expect((await cancel(fields.riskActionUuid, 'Versehentlich doppelt angelegt')).statusCode).toBe(200);
    expect(await status()).toMatchObject({ total: before.total - 1, agreed: before.agreed, done: before.done });
    const cancelled = await details(fields.riskActionUuid);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancellation).toMatchObject({ reason: 'Versehentlich doppelt angelegt' });
    expect(cancelled.cancellation!.by).not.toBeNull();
    expect(steps(cancelled.history)).toEqual(['defined 1', 'cancelled 1']);
    // Nothing more happens to it: no change, no second cancellation, no agreement.
    const changed = await update({ ...fields, title: 'Doch nicht doppelt' });
    expect([changed.statusCode, code(changed)]).toEqual([409, 'RiskAssessment.ActionCancelled']);
    const again = await cancel(fields.riskActionUuid, 'Noch einmal');
    expect([again.statusCode, code(again)]).toEqual([409, 'RiskAssessment.ActionCancelled']);
    expect((await agree(fields.riskActionUuid)).statusCode).toBe(200);
    expect((await details(fields.riskActionUuid)).agreedAt).toBeNull();
    // Listed under its own status, and audited.
    const listed = (
      await client('admin').send(
        readRiskActionListEndpoint,
        list({ riskAssessmentExecutionResultUuid: resultUuid, filter: { status: 'cancelled' } }),
      )
    ).answer();
    expect(listed.items.map((row) => row.riskActionUuid)).toEqual([fields.riskActionUuid]);
    const audited = await firstRow<{ count: number }>(
      t.db,
      "SELECT count(*)::int AS count FROM audit_log WHERE action = 'risk-assessment.cancel-risk-action' AND entity_id = $1",
      [fields.riskActionUuid],
    );
    expect(audited.count).toBe(1);
  });

  it('leaves a risk whose measures are all cancelled with its measure to define', async () => {
    const risk = (await risks()).find((row) => row.riskFactor >= 5 && row.riskActionCount > 0)!;
    const against = (
      await client('admin').send(
        readRiskActionListEndpoint,
        list({ riskAssessmentExecutionResultUuid: resultUuid, filter: { riskUuid: risk.riskUuid } }),
      )
    ).answer().items;
    for (const action of against.filter((row) => row.status !== 'cancelled')) {
      expect((await cancel(action.riskActionUuid, 'Falsches Risiko')).statusCode).toBe(200);
    }
    const after = (await risks()).find((row) => row.riskUuid === risk.riskUuid)!;
    expect([after.riskActionCount, after.status]).toEqual([0, 'measure-to-define']);
    // Not done while a risk waits for a measure again; the others stay agreed.
    expect((await status()).status).toBe('measures-agreed');
    expect(await resultStatusDrift(t.db)).toEqual([]);
  });

  it('refuses to rewrite a step in the database; only a deleted member may leave it', async () => {
    const fields = await defineMeasure('Nachträglich umschreiben');
    await expect(
      t.db.query("UPDATE risk_action_event SET reason = 'umgeschrieben' WHERE action_id = $1", [fields.riskActionUuid]),
    ).rejects.toThrow(/never rewritten/);
    await expect(
      t.db.query('UPDATE risk_action_event SET by_member_id = $2 WHERE action_id = $1', [fields.riskActionUuid, responsible]),
    ).rejects.toThrow(/never rewritten/);
    await t.db.query('UPDATE risk_action_event SET by_member_id = NULL WHERE action_id = $1', [fields.riskActionUuid]);
    expect((await details(fields.riskActionUuid)).history[0]!.by).toBeNull();
  });

  it("gives the demo's earlier measures their steps at the times they were taken", async () => {
    const earlier = await firstRow<{ id: string }>(
      t.db,
      `SELECT x.id FROM risk_action x JOIN risk_result res ON res.id = x.result_id
        WHERE res.risk_assessment_id = (SELECT risk_assessment_id FROM risk_result WHERE id = $1) AND res.id <> $1 AND x.check_date IS NOT NULL
        ORDER BY x.created_at LIMIT 1`,
      [resultUuid],
    );
    const history = (await details(earlier.id)).history;
    expect(steps(history)).toEqual(['defined 1', 'agreed 1', 'checked 1']);
    for (const step of history) expect(Date.parse(step.at)).toBeLessThan(Date.now() - 30 * 86_400_000);
  });
});
