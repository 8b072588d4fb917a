import {
  ATTENTION_CHART_BARS,
  DEFAULT_RISK_MATRIX,
  readAttentionOverviewEndpoint,
  readInfopointLocationListEndpoint,
  readRiskAssignmentOverviewListEndpoint,
} from '@compliance/shared-contracts';
import type { AttentionOverview } from '@compliance/shared-contracts';
import { errorCodeOf } from '../../test/answers';
import { signedInApp } from '../../test/client';
import { memberIdOf } from '../../test/demo-ids';
import { passDemoFireSafety } from '../../test/elearning';

const signedIn = signedInApp({
  admin: ['demo', 'admin'],
  locadmin: ['demo', 'locadmin'],
  ouadmin: ['demo', 'ouadmin'],
  member: ['demo', 'member'],
  acme: ['acme', 'admin'],
});
const { client, one } = signedIn;
const rows = <Row>(text: string, params: unknown[] = []): Promise<Row[]> => signedIn.t.db.query<Row>(text, params);
const db = () => signedIn.t.db;

async function overview(key: string): Promise<AttentionOverview> {
  const response = await client(key).send(readAttentionOverviewEndpoint);
  expect(response.statusCode).toBe(200);
  return response.answer();
}

/** An org unit's share of a figure, 0 when it has none. */
const shareOf = (byOrgUnit: readonly { orgUnit: { uuid: string } | null; count: number }[], orgUnitId: string): number =>
  byOrgUnit.find((entry) => entry.orgUnit?.uuid === orgUnitId)?.count ?? 0;

/** Whether a member lies within the scope of the demo's loc-admin or ou-admin (counted here, independently of lib/scope). */
async function inScopeOf(admin: 'locadmin' | 'ouadmin', memberId: string): Promise<boolean> {
  const adminId = await memberIdOf(db(), admin);
  const query =
    admin === 'locadmin'
      ? `SELECT EXISTS (SELECT 1 FROM location_member lm JOIN location_responsible lr ON lr.location_id = lm.location_id
                         WHERE lm.member_id = $1 AND lr.member_id = $2) AS yes`
      : `SELECT EXISTS (SELECT 1 FROM org_unit_member om JOIN org_unit_admin oa ON oa.org_unit_id = om.org_unit_id AND oa.kind = 'admin'
                         WHERE om.member_id = $1 AND oa.member_id = $2) AS yes`;
  return (await one<{ yes: boolean }>(query, [memberId, adminId])).yes;
}

/** An open, not yet overdue task of an active demo E-Learning whose member is (or is not) in the loc-admin's scope. */
async function openTask(inLocAdminScope: boolean): Promise<{ id: string; memberId: string; dueDate: string }> {
  const candidates = await rows<{ id: string; member_id: string; due_date: string }>(
    `SELECT t.id, t.member_id, t.due_date::text FROM elearning_task t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
       JOIN member m ON m.id = t.member_id AND m.archived_at IS NULL JOIN client c ON c.id = t.client_id AND c.client_identifier = 'demo'
      WHERE t.completed_at IS NULL AND t.withdrawn_at IS NULL AND t.due_date >= CURRENT_DATE ORDER BY t.id`,
  );
  for (const candidate of candidates) {
    if ((await inScopeOf('locadmin', candidate.member_id)) === inLocAdminScope)
      return { id: candidate.id, memberId: candidate.member_id, dueDate: candidate.due_date };
  }
  throw new Error(`the demo has no open task ${inLocAdminScope ? 'in' : 'outside'} the loc-admin's scope`);
}

const unitsOf = async (memberId: string): Promise<string[]> =>
  (await rows<{ org_unit_id: string }>('SELECT org_unit_id FROM org_unit_member WHERE member_id = $1', [memberId])).map(
    (row) => row.org_unit_id,
  );

describe('attention overview', () => {
  it('is for admins: a member is refused, as is a caller without a session', async () => {
    expect((await client('member').get('/api/attention/read-overview')).statusCode).toBe(403);
    expect((await signedIn.t.app.inject({ method: 'GET', url: '/api/attention/read-overview' })).statusCode).toBe(401);
  });

  it("counts the client's overdue E-Learning tasks as the tasks do, in the whole and per org unit", async () => {
    const { elearning } = await overview('admin');
    const counted = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM elearning_task t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
         JOIN member m ON m.id = t.member_id AND m.archived_at IS NULL JOIN client c ON c.id = t.client_id AND c.client_identifier = 'demo'
        WHERE t.completed_at IS NULL AND t.withdrawn_at IS NULL AND t.due_date < CURRENT_DATE`,
    );
    expect(elearning?.overdueTasks).toBe(counted.n);
    const counts = elearning!.overdueTasksByOrgUnit.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("counts an ou-admin's overdue E-Learning tasks as the tasks do: each task once, though its member is in two of their units", async () => {
    const ouadminId = await memberIdOf(db(), 'ouadmin');
    /** The open overdue tasks of active E-Learnings of the members of the ou-admin's units, counted from the tasks. */
    const counted = async () => {
      const tasks = `elearning_task t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
                       JOIN member m ON m.id = t.member_id AND m.archived_at IS NULL`;
      const overdue = 't.completed_at IS NULL AND t.withdrawn_at IS NULL AND t.due_date < CURRENT_DATE';
      const units = `SELECT om.org_unit_id FROM org_unit_member om JOIN org_unit_admin oa ON oa.org_unit_id = om.org_unit_id AND oa.kind = 'admin'
                      WHERE om.member_id = t.member_id AND oa.member_id = $1`;
      const whole = await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${tasks} WHERE ${overdue} AND EXISTS (${units})`, [ouadminId]);
      const shares = await rows<{ org_unit_id: string; n: number }>(
        `SELECT u.org_unit_id, count(*)::int AS n FROM ${tasks} CROSS JOIN LATERAL (${units}) u WHERE ${overdue} GROUP BY u.org_unit_id`,
        [ouadminId],
      );
      return { whole: whole.n, shares };
    };
    const expectAsCounted = async () => {
      const { whole, shares } = await counted();
      const { elearning } = await overview('ouadmin');
      expect(whole).toBeGreaterThan(0);
      expect(elearning!.overdueTasks).toBe(whole);
      expect(elearning!.overdueTasksByOrgUnit.map((entry) => [entry.orgUnit?.uuid, entry.count]).sort()).toEqual(
        shares.map((share) => [share.org_unit_id, share.n]).sort(),
      );
    };
    await expectAsCounted();
    // Every demo member is in the default unit and in one department: administering the default
    // unit as well, the ou-admin's members of their department are in two of their units.
    const defaultUnit = await one<{ id: string }>(
      "SELECT o.id FROM org_unit o JOIN client c ON c.id = o.client_id AND c.client_identifier = 'demo' WHERE o.is_default",
    );
    await db().query("INSERT INTO org_unit_admin (org_unit_id, member_id, kind) VALUES ($1, $2, 'admin')", [defaultUnit.id, ouadminId]);
    try {
      await expectAsCounted();
      expect((await overview('ouadmin')).elearning!.overdueTasksByOrgUnit).toHaveLength(2);
    } finally {
      await db().query("DELETE FROM org_unit_admin WHERE org_unit_id = $1 AND member_id = $2 AND kind = 'admin'", [
        defaultUnit.id,
        ouadminId,
      ]);
    }
  });

  it("moves with a task's due date, for the admin and for the scoped admins whose member it is", async () => {
    for (const inLocAdminScope of [true, false]) {
      const task = await openTask(inLocAdminScope);
      const units = await unitsOf(task.memberId);
      const inOuScope = await inScopeOf('ouadmin', task.memberId);
      const before = {
        admin: await overview('admin'),
        locadmin: await overview('locadmin'),
        ouadmin: await overview('ouadmin'),
        acme: await overview('acme'),
      };
      await db().query('UPDATE elearning_task SET due_date = CURRENT_DATE - 1 WHERE id = $1', [task.id]);
      try {
        const after = { admin: await overview('admin'), locadmin: await overview('locadmin'), ouadmin: await overview('ouadmin') };
        expect(after.admin.elearning!.overdueTasks).toBe(before.admin.elearning!.overdueTasks + 1);
        for (const unit of units) {
          expect(shareOf(after.admin.elearning!.overdueTasksByOrgUnit, unit)).toBe(
            shareOf(before.admin.elearning!.overdueTasksByOrgUnit, unit) + 1,
          );
        }
        expect(after.locadmin.elearning!.overdueTasks).toBe(before.locadmin.elearning!.overdueTasks + (inLocAdminScope ? 1 : 0));
        // The loc-admin's shares per unit count the part of each unit at their location (065).
        for (const unit of units) {
          expect(shareOf(after.locadmin.elearning!.overdueTasksByOrgUnit, unit)).toBe(
            shareOf(before.locadmin.elearning!.overdueTasksByOrgUnit, unit) + (inLocAdminScope ? 1 : 0),
          );
        }
        expect(after.ouadmin.elearning!.overdueTasks).toBe(before.ouadmin.elearning!.overdueTasks + (inOuScope ? 1 : 0));
        // Another client's overview never moves with the demo's tasks.
        expect(await overview('acme')).toEqual(before.acme);
      } finally {
        await db().query('UPDATE elearning_task SET due_date = $2::date WHERE id = $1', [task.id, task.dueDate]);
      }
      expect((await overview('admin')).elearning).toEqual(before.admin.elearning);
    }
  });

  it("counts a member's latest certificate that runs out within 30 days, and no longer once renewed", async () => {
    // Valid for 12 months: not expiring (and a certificate of the member's that was is renewed by it).
    const { executionUuid } = await passDemoFireSafety(db(), client('member'));
    const result = await one<{ id: string }>('SELECT r.id FROM elearning_result r WHERE r.execution_id = $1', [executionUuid]);
    const before = (await overview('admin')).elearning!.certificatesExpiring;
    await db().query('UPDATE elearning_result SET valid_until = CURRENT_DATE + 30 WHERE id = $1', [result.id]);
    expect((await overview('admin')).elearning!.certificatesExpiring).toBe(before + 1);
    await db().query('UPDATE elearning_result SET valid_until = CURRENT_DATE - 1 WHERE id = $1', [result.id]);
    expect((await overview('admin')).elearning!.certificatesExpiring).toBe(before);
    await db().query('UPDATE elearning_result SET valid_until = CURRENT_DATE WHERE id = $1', [result.id]);
    expect((await overview('admin')).elearning!.certificatesExpiring).toBe(before + 1);
    // Renewed: a later completion of the same E-Learning is the member's latest.
    await passDemoFireSafety(db(), client('member'));
    expect((await overview('admin')).elearning!.certificatesExpiring).toBe(before);
  });

  it("gives the admin the tally table's count of expiring certificates, which follows archiving and equals a count of the results", async () => {
    const { executionUuid } = await passDemoFireSafety(db(), client('member'));
    await db().query('UPDATE elearning_result SET valid_until = CURRENT_DATE + 3 WHERE execution_id = $1', [executionUuid]);
    const fromResults = async () =>
      (
        await one<{ n: number }>(
          `SELECT count(*)::int AS n FROM elearning_result r JOIN member m ON m.id = r.member_id AND m.archived_at IS NULL
             JOIN elearning e ON e.id = r.elearning_id AND e.status = 'active' JOIN client c ON c.id = r.client_id AND c.client_identifier = 'demo'
            WHERE r.valid_until BETWEEN CURRENT_DATE AND CURRENT_DATE + 30
              AND r.completed_at = (SELECT max(x.completed_at) FROM elearning_result x WHERE x.member_id = r.member_id AND x.elearning_id = r.elearning_id)`,
        )
      ).n;
    const counted = await fromResults();
    expect(counted).toBeGreaterThan(0);
    expect((await overview('admin')).elearning!.certificatesExpiring).toBe(counted);
    const member = await memberIdOf(db(), 'member');
    await db().query('UPDATE member SET archived_at = now() WHERE id = $1', [member]);
    try {
      expect(await fromResults()).toBe(counted - 1);
      expect((await overview('admin')).elearning!.certificatesExpiring).toBe(counted - 1);
    } finally {
      await db().query('UPDATE member SET archived_at = NULL WHERE id = $1', [member]);
    }
    expect((await overview('admin')).elearning!.certificatesExpiring).toBe(counted);
  });

  it('counts overdue measures per assigned org unit and analyses short of an evaluation, for those who read measures', async () => {
    const action = await one<{ id: string; due_date: string; org_units: string[] | null }>(
      `SELECT x.id, x.due_date::text,
              (SELECT array_agg(sx.org_unit_id) FROM risk_assessment_assignment sx
                WHERE sx.risk_assessment_id = res.risk_assessment_id AND sx.kind = 'org-unit') AS org_units
         FROM risk_action x JOIN risk_result res ON res.id = x.result_id JOIN client c ON c.id = x.client_id AND c.client_identifier = 'demo'
        WHERE x.check_effective IS NOT TRUE AND x.due_date >= CURRENT_DATE ORDER BY x.id LIMIT 1`,
    );
    const before = (await overview('admin')).riskAssessment!;
    await db().query('UPDATE risk_action SET due_date = CURRENT_DATE - 1 WHERE id = $1', [action.id]);
    try {
      const after = (await overview('admin')).riskAssessment!;
      expect(after.overdueActions).toBe(before.overdueActions + 1);
      for (const unit of action.org_units ?? []) {
        expect(shareOf(after.overdueActionsByOrgUnit, unit)).toBe(shareOf(before.overdueActionsByOrgUnit, unit) + 1);
      }
    } finally {
      await db().query('UPDATE risk_action SET due_date = $2::date WHERE id = $1', [action.id, action.due_date]);
    }
    const short = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM risk_analysis an JOIN risk_assessment a ON a.id = an.risk_assessment_id AND a.status = 'active'
         JOIN client c ON c.id = an.client_id AND c.client_identifier = 'demo'
        WHERE an.finished_at IS NULL AND (SELECT count(*) FROM risk_answer_sheet s WHERE s.analysis_id = an.id) < 6`,
    );
    expect(before.analysesShortOfThreshold).toBe(short.n);
    // Loc-admins do not read measures: the section is left out, not shown as nothing.
    expect((await overview('locadmin')).riskAssessment).toBeNull();
    expect((await overview('ouadmin')).riskAssessment).not.toBeNull();
  });

  it('finds in the evaluation list, through its attention and org unit filters, what the risk figures count', async () => {
    const action = await one<{ id: string; due_date: string }>(
      `SELECT x.id, x.due_date::text FROM risk_action x JOIN client c ON c.id = x.client_id AND c.client_identifier = 'demo'
        WHERE x.check_effective IS NOT TRUE AND x.due_date >= CURRENT_DATE ORDER BY x.id LIMIT 1`,
    );
    // At least one overdue measure, so the sums below compare more than nothing.
    await db().query('UPDATE risk_action SET due_date = CURRENT_DATE - 1 WHERE id = $1', [action.id]);
    try {
      for (const key of ['admin', 'ouadmin']) {
        const figures = (await overview(key)).riskAssessment!;
        const listed = async (filter: Record<string, string>) => {
          const response = await client(key).send(readRiskAssignmentOverviewListEndpoint, {
            page: 1,
            perPage: 100,
            sortDirection: 'asc',
            filter,
          });
          expect(response.statusCode).toBe(200);
          return response.answer();
        };
        const overdueMeasures = (page: Awaited<ReturnType<typeof listed>>) =>
          page.items.reduce((sum, row) => sum + row.overdueRiskActions, 0);
        const withOverdue = await listed({ attention: 'overdueMeasures' });
        if (key === 'admin') expect(figures.overdueActions).toBeGreaterThan(0);
        expect(overdueMeasures(withOverdue)).toBe(figures.overdueActions);
        expect(withOverdue.items.every((row) => row.overdueRiskActions > 0)).toBe(true);
        for (const { orgUnit, count } of figures.overdueActionsByOrgUnit) {
          if (orgUnit) expect(overdueMeasures(await listed({ attention: 'overdueMeasures', orgUnitUuid: orgUnit.uuid }))).toBe(count);
        }
        // Effectiveness checks due: agreed measures whose due date has come, not found effective.
        const checksDue = await listed({ attention: 'checksDue' });
        const resultsWithCheckDue = new Set(
          (
            await db().query<{ id: string }>(
              `SELECT DISTINCT x.result_id AS id FROM risk_action x JOIN client c ON c.id = x.client_id AND c.client_identifier = 'demo'
                WHERE x.cancelled_at IS NULL AND x.agreed_at IS NOT NULL AND x.check_effective IS NOT TRUE AND x.due_date <= CURRENT_DATE`,
            )
          ).map((row) => row.id),
        );
        expect(checksDue.items.every((row) => resultsWithCheckDue.has(row.riskAssessmentExecutionResultUuid!))).toBe(true);
        if (key === 'admin') {
          expect(figures.checksDue).toBeGreaterThan(0);
          expect(checksDue.total).toBe(resultsWithCheckDue.size);
        }
        const short = await listed({ attention: 'shortOfAnswers' });
        expect(short.total).toBe(figures.analysesShortOfThreshold);
        expect(short.items.every((row) => row.state === 'running' && row.completed < 6)).toBe(true);
      }
    } finally {
      await db().query('UPDATE risk_action SET due_date = $2::date WHERE id = $1', [action.id, action.due_date]);
    }
    const elsewhere = await client('admin').post('/api/risk-assessment/read-assignment-overview-list', {
      page: 1,
      perPage: 25,
      sortDirection: 'asc',
      filter: {
        orgUnitUuid: (
          await one<{ id: string }>(
            "SELECT o.id FROM org_unit o JOIN client c ON c.id = o.client_id AND c.client_identifier = 'acme' LIMIT 1",
          )
        ).id,
      },
    });
    expect([elsewhere.statusCode, errorCodeOf(elsewhere)]).toEqual([404, 'OrgUnit.NotFound']);
  });

  it('lists the locations that concern the admin short of first aiders or fire wardens, as the infopoint counts them', async () => {
    const infopoint = await (await client('admin').send(readInfopointLocationListEndpoint)).answer();
    const short = infopoint.items.filter((item) => item.coverage.firstAid.shortfall > 0 || item.coverage.fireWardens.shortfall > 0);
    const { locationsShort } = await overview('admin');
    expect(locationsShort.map((location) => location.uuid).sort()).toEqual(short.map((location) => location.uuid).sort());
    expect(locationsShort.map((location) => location.name)).toEqual(
      [...locationsShort.map((location) => location.name)].sort((a, b) => a.localeCompare(b)),
    );
    const own = await rows<{ location_id: string }>('SELECT location_id FROM location_responsible WHERE member_id = $1', [
      await memberIdOf(db(), 'locadmin'),
    ]);
    const locadmin = (await overview('locadmin')).locationsShort.map((location) => location.uuid);
    expect(locadmin.every((uuid) => own.some((row) => row.location_id === uuid))).toBe(true);
    expect(locadmin.sort()).toEqual(
      short
        .filter((item) => own.some((row) => row.location_id === item.uuid))
        .map((item) => item.uuid)
        .sort(),
    );
    // An ou-admin's: the locations where a member of their units works.
    const worked = await rows<{ location_id: string }>(
      `SELECT DISTINCT lm.location_id FROM location_member lm JOIN member m ON m.id = lm.member_id AND m.archived_at IS NULL
         JOIN org_unit_member om ON om.member_id = m.id JOIN org_unit_admin oa ON oa.org_unit_id = om.org_unit_id AND oa.kind = 'admin'
        WHERE oa.member_id = $1`,
      [await memberIdOf(db(), 'ouadmin')],
    );
    const ouadmin = (await overview('ouadmin')).locationsShort.map((location) => location.uuid).sort();
    const expected = short
      .filter((item) => worked.some((row) => row.location_id === item.uuid))
      .map((item) => item.uuid)
      .sort();
    expect(ouadmin).toEqual(expected);
    expect(expected.length).toBeLessThan(short.length);
  });

  it('leaves out an area the client has switched off', async () => {
    const demo = await one<{ id: string }>("SELECT id FROM client WHERE client_identifier = 'demo'");
    await db().query(
      `INSERT INTO client_feature_flag (client_id, flag, enabled) VALUES ($1, 'elearnings', false)
       ON CONFLICT (client_id, flag) DO UPDATE SET enabled = false`,
      [demo.id],
    );
    try {
      expect((await overview('admin')).elearning).toBeNull();
    } finally {
      await db().query("DELETE FROM client_feature_flag WHERE client_id = $1 AND flag = 'elearnings'", [demo.id]);
    }
    expect((await overview('admin')).elearning).not.toBeNull();
  });

  describe('charts', () => {
    /** The demo's members `scope` selects (SQL over the member `m`, parameter $1 the admin's id), for counts made here. */
    const SCOPES = {
      admin: 'TRUE',
      locadmin: `EXISTS (SELECT 1 FROM location_member lm JOIN location_responsible lr ON lr.location_id = lm.location_id
                          WHERE lm.member_id = m.id AND lr.member_id = $1)`,
      ouadmin: `EXISTS (SELECT 1 FROM org_unit_member om JOIN org_unit_admin oa ON oa.org_unit_id = om.org_unit_id AND oa.kind = 'admin'
                         WHERE om.member_id = m.id AND oa.member_id = $1)`,
    } as const;

    /** Per month of the last twelve (`YYYY-MM`): tasks completed in it, tasks whose due date passed in it undone; counted from the tasks. */
    async function countedMonths(admin: keyof typeof SCOPES): Promise<Array<{ month: string; completed: number; fellOverdue: number }>> {
      const adminId = await memberIdOf(db(), admin);
      return rows(
        `WITH t AS (SELECT t.* FROM elearning_task t JOIN member m ON m.id = t.member_id JOIN client c ON c.id = t.client_id AND c.client_identifier = 'demo'
                     WHERE ${SCOPES[admin]} AND $1::uuid IS NOT NULL),
              months AS (SELECT to_char(CURRENT_DATE - make_interval(months => n), 'YYYY-MM') AS month FROM generate_series(0, 11) AS n)
         SELECT months.month,
                (SELECT count(*)::int FROM t WHERE t.withdrawn_at IS NULL AND to_char(t.completed_at, 'YYYY-MM') = months.month) AS completed,
                (SELECT count(*)::int FROM t WHERE t.due_date < CURRENT_DATE AND to_char(t.due_date + 1, 'YYYY-MM') = months.month
                    AND (t.completed_at IS NULL OR t.completed_at::date > t.due_date)
                    AND (t.withdrawn_at IS NULL OR t.withdrawn_at::date > t.due_date)) AS "fellOverdue"
           FROM months ORDER BY months.month`,
        [adminId],
      );
    }

    it('draws twelve months of completed and overdue E-Learning tasks as the tasks give them, for each kind of admin', async () => {
      for (const admin of ['admin', 'locadmin', 'ouadmin'] as const) {
        const { months } = (await overview(admin)).elearning!;
        expect(months).toEqual(await countedMonths(admin));
      }
      const { months } = (await overview('admin')).elearning!;
      expect(months.some((month) => month.completed > 0)).toBe(true);
      expect(months.some((month) => month.fellOverdue > 0)).toBe(true);
    });

    it("keeps the admin's day tally with the tasks: a completion counts today, an overdue task stays overdue in its month", async () => {
      const task = await openTask(true);
      const thisMonth = () => overview('admin').then((answer) => answer.elearning!.months.at(-1)!);
      const before = await thisMonth();
      // Its due date passed yesterday: it fell overdue this month (or at the turn of the month, today).
      await db().query('UPDATE elearning_task SET due_date = CURRENT_DATE - 1 WHERE id = $1', [task.id]);
      expect(await thisMonth()).toEqual({ ...before, fellOverdue: before.fellOverdue + 1 });
      // Completed late, today: a completion, and still a task that fell overdue.
      await db().query('UPDATE elearning_task SET completed_at = now() WHERE id = $1', [task.id]);
      expect(await thisMonth()).toEqual({ ...before, completed: before.completed + 1, fellOverdue: before.fellOverdue + 1 });
      // Withdrawn today instead, after its due date passed: no completion, and it still fell overdue.
      await db().query('UPDATE elearning_task SET completed_at = NULL, withdrawn_at = now() WHERE id = $1', [task.id]);
      expect(await thisMonth()).toEqual({ ...before, fellOverdue: before.fellOverdue + 1 });
      await db().query('UPDATE elearning_task SET withdrawn_at = NULL, due_date = $2::date WHERE id = $1', [task.id, task.dueDate]);
      expect(await thisMonth()).toEqual(before);
      // Completed on time: a completion, never overdue.
      await db().query('UPDATE elearning_task SET completed_at = now() WHERE id = $1', [task.id]);
      expect(await thisMonth()).toEqual({ ...before, completed: before.completed + 1 });
      await db().query('UPDATE elearning_task SET completed_at = NULL WHERE id = $1', [task.id]);
      expect((await overview('admin')).elearning!.months).toEqual(await countedMonths('admin'));
    });

    type Completion = { id: string; assigned: number; completed: number };
    const rate = (row: Omit<Completion, 'id'>) => row.completed / row.assigned;

    /** `shown` are the ATTENTION_CHART_BARS (or all) of `all` with the lowest rates, the lowest first. */
    function expectLowestFirst(shown: readonly Completion[], all: readonly Completion[]): void {
      expect(shown).toHaveLength(Math.min(all.length, ATTENTION_CHART_BARS));
      const rates = shown.map(rate);
      expect(rates).toEqual([...rates].sort((a, b) => a - b));
      const shownIds = new Set(shown.map((row) => row.id));
      for (const row of all.filter((entry) => !shownIds.has(entry.id))) expect(rate(row)).toBeGreaterThanOrEqual(rates.at(-1)!);
    }

    /** The admin's completion per org unit and per E-Learning are those counted here from the tasks, the lowest rates shown. */
    async function expectCompletionAsCounted(admin: keyof typeof SCOPES): Promise<void> {
      const adminId = await memberIdOf(db(), admin);
      const { completionByOrgUnit, completionByELearning } = (await overview(admin)).elearning!;
      // Each member in the scope once per active E-Learning they have a task of, completed when no
      // task is open or the open one is a repetition neither due nor started.
      const standings = `WITH pairs AS (
             SELECT DISTINCT t.member_id, t.elearning_id FROM elearning_task t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
               JOIN member m ON m.id = t.member_id AND m.archived_at IS NULL JOIN client c ON c.id = t.client_id AND c.client_identifier = 'demo'
              WHERE t.withdrawn_at IS NULL AND ${SCOPES[admin]} AND $1::uuid IS NOT NULL),
           standing AS (
             SELECT p.member_id, p.elearning_id, NOT EXISTS (SELECT 1 FROM elearning_task o WHERE o.member_id = p.member_id AND o.elearning_id = p.elearning_id
                                               AND o.completed_at IS NULL AND o.withdrawn_at IS NULL
                                               AND NOT (o.is_repeat AND o.started_at IS NULL AND o.due_date >= CURRENT_DATE)) AS done
               FROM pairs p)`;
      // Per org unit of those members (an ou-admin's own units only).
      const counted = await rows<{ uuid: string; assigned: number; completed: number }>(
        `${standings}
           SELECT o.id AS uuid, count(*)::int AS assigned, count(*) FILTER (WHERE s.done)::int AS completed
             FROM standing s JOIN org_unit_member om ON om.member_id = s.member_id JOIN org_unit o ON o.id = om.org_unit_id
            WHERE ${admin === 'ouadmin' ? "EXISTS (SELECT 1 FROM org_unit_admin oa WHERE oa.org_unit_id = o.id AND oa.kind = 'admin' AND oa.member_id = $1)" : 'TRUE'}
            GROUP BY o.id`,
        [adminId],
      );
      expect(completionByOrgUnit.length).toBeGreaterThan(0);
      for (const unit of completionByOrgUnit) {
        const expected = counted.find((row) => row.uuid === unit.orgUnit.uuid)!;
        expect({ assigned: unit.assigned, completed: unit.completed }).toEqual({
          assigned: expected.assigned,
          completed: expected.completed,
        });
        expect(unit.completionRate).toBeCloseTo(100 * rate(unit), 1);
      }
      expectLowestFirst(
        completionByOrgUnit.map((unit) => ({ id: unit.orgUnit.uuid, ...unit })),
        counted.map((row) => ({ id: row.uuid, ...row })),
      );

      // Per E-Learning.
      const perELearning = await rows<{ uuid: string; assigned: number; completed: number }>(
        `${standings}
           SELECT s.elearning_id AS uuid, count(*)::int AS assigned, count(*) FILTER (WHERE s.done)::int AS completed
             FROM standing s GROUP BY s.elearning_id`,
        [adminId],
      );
      expect(completionByELearning.length).toBeGreaterThan(0);
      for (const item of completionByELearning) {
        const expected = perELearning.find((row) => row.uuid === item.elearning.uuid)!;
        expect({ assigned: item.assigned, completed: item.completed }).toEqual({
          assigned: expected.assigned,
          completed: expected.completed,
        });
        expect(item.completionRate).toBeCloseTo(100 * rate(item), 1);
      }
      expectLowestFirst(
        completionByELearning.map((item) => ({ id: item.elearning.uuid, ...item })),
        perELearning.map((row) => ({ id: row.uuid, ...row })),
      );
    }

    it('shows the org units and E-Learnings of the lowest completion rates, counted as the standings count them', async () => {
      for (const admin of ['admin', 'locadmin', 'ouadmin'] as const) await expectCompletionAsCounted(admin);
    });

    it("counts a member in two of a scoped admin's units or locations once per E-Learning", async () => {
      const demo = "JOIN client c ON c.id = x.client_id AND c.client_identifier = 'demo'";
      const defaultUnit = await one<{ id: string }>(`SELECT x.id FROM org_unit x ${demo} WHERE x.is_default`);
      const locadminId = await memberIdOf(db(), 'locadmin');
      // A second location of the loc-admin, sharing a member with their first.
      const second = await one<{ id: string }>(
        `SELECT x.id FROM location x ${demo} WHERE NOT EXISTS (SELECT 1 FROM location_responsible lr WHERE lr.location_id = x.id AND lr.member_id = $1)
          ORDER BY x.name LIMIT 1`,
        [locadminId],
      );
      const shared = await one<{ id: string }>(
        `SELECT lm.member_id AS id FROM location_member lm JOIN location_responsible lr ON lr.location_id = lm.location_id AND lr.member_id = $1
           JOIN elearning_task t ON t.member_id = lm.member_id
          WHERE NOT EXISTS (SELECT 1 FROM location_member x WHERE x.location_id = $2 AND x.member_id = lm.member_id)
          ORDER BY lm.member_id LIMIT 1`,
        [locadminId, second.id],
      );
      await db().query('INSERT INTO location_responsible (location_id, member_id) VALUES ($1, $2)', [second.id, locadminId]);
      await db().query('INSERT INTO location_member (location_id, member_id) VALUES ($1, $2)', [second.id, shared.id]);
      await db().query("INSERT INTO org_unit_admin (org_unit_id, member_id, kind) VALUES ($1, $2, 'admin')", [
        defaultUnit.id,
        await memberIdOf(db(), 'ouadmin'),
      ]);
      try {
        for (const admin of ['locadmin', 'ouadmin'] as const) await expectCompletionAsCounted(admin);
      } finally {
        await db().query("DELETE FROM org_unit_admin WHERE org_unit_id = $1 AND kind = 'admin'", [defaultUnit.id]);
        await db().query('DELETE FROM location_member WHERE location_id = $1 AND member_id = $2', [second.id, shared.id]);
        await db().query('DELETE FROM location_responsible WHERE location_id = $1 AND member_id = $2', [second.id, locadminId]);
      }
    });

    it("counts the risks of each assessment's latest evaluation per cell of the matrix", async () => {
      const { riskAssessment } = await overview('admin');
      const latest = `SELECT DISTINCT ON (res.risk_assessment_id) res.id FROM risk_result res JOIN client c ON c.id = res.client_id AND c.client_identifier = 'demo'
                       ORDER BY res.risk_assessment_id, res.created_at DESC`;
      const counted = await rows<{ damageSeverity: number; probability: number; count: number }>(
        `SELECT r.damage_severity AS "damageSeverity", r.probability, count(*)::int AS count
           FROM risk r WHERE r.result_id IN (${latest}) GROUP BY 1, 2`,
      );
      expect(counted.length).toBeGreaterThan(0);
      const byCell = (a: { damageSeverity: number; probability: number }, b: { damageSeverity: number; probability: number }) =>
        a.damageSeverity - b.damageSeverity || a.probability - b.probability;
      expect([...riskAssessment!.riskCells].sort(byCell)).toEqual(counted.sort(byCell));
      expect(riskAssessment!.evaluatedAssessments).toBe((await rows(latest)).length);
      // The cells are drawn by the client's matrix as it is now: the default while it has none of its own.
      expect(riskAssessment!.matrix).toEqual(DEFAULT_RISK_MATRIX);
      const own = DEFAULT_RISK_MATRIX.map((row) => row.map((factor) => Math.min(10, factor + 1)));
      const demo = await one<{ id: string }>("SELECT id FROM client WHERE client_identifier = 'demo'");
      await db().query('INSERT INTO risk_matrix (client_id, factors) VALUES ($1, $2)', [demo.id, JSON.stringify(own)]);
      try {
        expect((await overview('admin')).riskAssessment!.matrix).toEqual(own);
      } finally {
        await db().query('DELETE FROM risk_matrix WHERE client_id = $1', [demo.id]);
      }
      // An ou-admin's cells come from the assessments assigned to their units only.
      const ouadmin = (await overview('ouadmin')).riskAssessment!;
      const sum = (cells: readonly { count: number }[]) => cells.reduce((total, cell) => total + cell.count, 0);
      expect(sum(ouadmin.riskCells)).toBeLessThanOrEqual(sum(riskAssessment!.riskCells));
      expect(ouadmin.evaluatedAssessments).toBeLessThanOrEqual(riskAssessment!.evaluatedAssessments);
    });
  });
});
