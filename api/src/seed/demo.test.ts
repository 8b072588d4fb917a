import { migrate, openPglite, type Database } from '../db';
import { countMemberTasks, listMemberTasks } from '../modules/elearning/queries';
import { readResult } from '../modules/risk-assessment/evaluation-queries';
import { isEmpty, seedDemo } from './demo';

let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  await seedDemo(db);
});
afterAll(async () => {
  await db.close();
});

const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params))[0]!.n;
const demo = "(SELECT id FROM client WHERE client_identifier = 'demo')";

describe('the demo data of a first start', () => {
  it('has licensee Demo Licensee on localhost with a full configuration', async () => {
    expect(await isEmpty(db)).toBe(false);
    const [config] = await db.query<Record<string, unknown>>(
      `SELECT l.name, l.is_default, c.* FROM licensee l JOIN licensee_config c ON c.licensee_id = l.id
        JOIN licensee_domain d ON d.licensee_id = l.id AND d.host = 'localhost'`,
    );
    expect(config).toMatchObject({ name: 'Demo Licensee', is_default: true, zendesk_key: null });
    for (const key of [
      'logo_file_id',
      'mood_file_id',
      'mood_image_copyright',
      'external_calendar_href',
      'footer_licensee_link',
      'footer_legal_notice_link',
      'footer_data_protection_link',
    ]) {
      expect(config![key]).toBeTruthy();
    }
  });

  it('gives client demo about 250 members in every role, two archived and one deactivated', async () => {
    expect(await count(`SELECT count(*)::int AS n FROM member WHERE client_id = ${demo}`)).toBe(250);
    const roles = await db.query<{ role: string }>(`SELECT DISTINCT role FROM member WHERE client_id = ${demo}`);
    expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'loc-admin', 'member', 'ou-admin', 'super-admin']);
    expect(await count(`SELECT count(*)::int AS n FROM member WHERE client_id = ${demo} AND archived_at IS NOT NULL`)).toBe(2);
    expect(await count(`SELECT count(*)::int AS n FROM member WHERE client_id = ${demo} AND status = 'deactivated'`)).toBe(1);
    expect(
      await count(`SELECT count(*)::int AS n FROM member_details d JOIN member m ON m.id = d.member_id WHERE m.client_id = ${demo}`),
    ).toBe(250);
  });

  it('gives demo a root and a default org unit, 3+ locations with a headquarters, and a group of each type', async () => {
    expect(await count(`SELECT count(*)::int AS n FROM org_unit WHERE client_id = ${demo} AND is_root`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM org_unit WHERE client_id = ${demo} AND is_default`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM org_unit WHERE client_id = ${demo}`)).toBeGreaterThanOrEqual(4);
    expect(await count(`SELECT count(*)::int AS n FROM location WHERE client_id = ${demo}`)).toBeGreaterThanOrEqual(3);
    expect(await count(`SELECT count(*)::int AS n FROM location WHERE client_id = ${demo} AND location_type = 'headquarters'`)).toBe(1);
    const types = await db.query<{ type: string }>(`SELECT DISTINCT type FROM member_group WHERE client_id = ${demo}`);
    expect(types).toHaveLength(6);
    // The default unit holds every active member.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM org_unit_member om JOIN org_unit o ON o.id = om.org_unit_id WHERE o.client_id = ${demo} AND o.is_default`,
      ),
    ).toBe(248);
  });

  it('makes accountables only admins or super-admins', async () => {
    const roles = await db.query<{ role: string }>(
      `SELECT DISTINCT m.role FROM org_unit_admin a JOIN member m ON m.id = a.member_id WHERE a.kind = 'accountable'`,
    );
    for (const { role } of roles) expect(['admin', 'super-admin']).toContain(role);
  });

  it("gives demo's E-Learning tasks every status, and the named member one in progress and one done", async () => {
    const [{ clientId, memberId } = { clientId: '', memberId: '' }] = await db.query<{ clientId: string; memberId: string }>(
      `SELECT client_id AS "clientId", id AS "memberId" FROM member WHERE client_id = ${demo} AND username = 'member'`,
    );
    const client = { clientId };
    const member = await listMemberTasks(db, client, memberId, { bucket: 'all', page: 1, perPage: 25 }, 'de_DE');
    expect(member.map((task) => [task.title, task.status])).toEqual([
      ['Brandschutz im Betrieb', 'inprogress'],
      ['Brandschutz im Betrieb', 'completed'],
    ]);
    expect(await countMemberTasks(db, client, memberId)).toEqual({ overdue: 0, next7Days: 1, nextMonth: 1, done: 1, all: 2 });

    const members = await db.query<{ id: string }>(`SELECT id FROM member WHERE client_id = ${demo} AND archived_at IS NULL`);
    const statuses = new Set<string>();
    for (const { id } of members) {
      for (const task of await listMemberTasks(db, client, id, { bucket: 'all', page: 1, perPage: 25 }, 'de_DE')) statuses.add(task.status);
    }
    expect([...statuses].sort()).toEqual(['completed', 'due', 'inprogress', 'overdue']);
  });

  it('gives each demo course a SCORM package in German and English: one 1.2 and two 2004, each with a quiz and a pass mark', async () => {
    const packages = await db.query<{ title: string; scorm_version: string; launch_path: string; pass: number; files: number }>(
      `SELECT p.title, p.scorm_version, p.launch_path, round(coalesce(p.mastery_score, p.scaled_passing_score * 100))::int AS pass,
              (SELECT count(*)::int FROM elearning_package_file f WHERE f.package_id = p.id) AS files
         FROM elearning_course c JOIN elearning_package p ON p.id = c.package_id ORDER BY p.title`,
    );
    expect(packages).toEqual([
      { title: 'Brandschutz im Betrieb', scorm_version: '1.2', launch_path: 'index.html', pass: 80, files: 5 },
      { title: 'Erste Hilfe – Grundlagen', scorm_version: '2004', launch_path: 'index.html', pass: 70, files: 5 },
      { title: 'Gesund am Bildschirmarbeitsplatz', scorm_version: '2004', launch_path: 'index.html', pass: 60, files: 5 },
    ]);
    const [content] = await db.query<{ text: string }>(
      `SELECT convert_from(string_agg(f.content, ''::bytea ORDER BY f.seq), 'UTF8') AS text
         FROM elearning_package_file_piece f JOIN elearning_package p ON p.id = f.package_id
        WHERE p.title = 'Erste Hilfe – Grundlagen' AND f.path = 'content.js'`,
    );
    expect(content!.text).toContain('"title":"First aid basics"');
    expect(content!.text).toContain('"passPercent":70');
  });

  it("gives demo's risk assessments evaluated results done and with some measures agreed, each of 6 or more analyses, and the office's review running", async () => {
    const results = await db.query<{ id: string; clientId: string; questionnaire: string; ago: number; reviewOpen: boolean }>(
      `SELECT res.id, res.client_id AS "clientId", q.identifier AS questionnaire,
              (CURRENT_DATE - an.finished_at::date)::int AS ago, an.next_review_date <= CURRENT_DATE AS "reviewOpen"
         FROM risk_result res JOIN risk_analysis an ON an.id = res.analysis_id
         JOIN risk_assessment a ON a.id = res.risk_assessment_id JOIN risk_questionnaire q ON q.id = a.questionnaire_id
        WHERE res.client_id = ${demo} ORDER BY an.finished_at`,
    );
    const read = await Promise.all(
      results.map(async (row) => ({ ...(await readResult(db, { clientId: row.clientId }, row.id, 'en_GB'))!, ...row })),
    );
    expect(read.map((result) => [result.questionnaire, result.status, result.total, result.agreed, result.done])).toEqual([
      ['warehouse', 'done', 3, 3, 3],
      ['office', 'done', 2, 2, 1],
      ['warehouse', 'measures-agreed', 3, 2, 0],
    ]);
    for (const result of read) expect(result.analysesCount).toBeGreaterThanOrEqual(6);
    // The earlier two finished an interval ago (two years, one year); the daily job opened their reviews today.
    expect(read[0]!.ago).toBeGreaterThanOrEqual(730);
    expect(read[1]!.ago).toBeGreaterThanOrEqual(365);
    expect(read.map((result) => result.reviewOpen)).toEqual([true, true, false]);
    const running = await db.query<{ questionnaire: string; completed: number; participants: number }>(
      `SELECT q.identifier AS questionnaire, (SELECT count(*)::int FROM risk_answer_sheet s WHERE s.analysis_id = an.id) AS completed,
              (SELECT count(*)::int FROM risk_member_task t WHERE t.analysis_id = an.id AND t.withdrawn_at IS NULL) AS participants
         FROM risk_analysis an JOIN risk_assessment a ON a.id = an.risk_assessment_id JOIN risk_questionnaire q ON q.id = a.questionnaire_id
        WHERE an.client_id = ${demo} AND an.finished_at IS NULL`,
    );
    expect(running).toEqual([{ questionnaire: 'office', completed: 4, participants: expect.any(Number) }]);
    expect(running[0]!.participants).toBeGreaterThan(6);
  });

  it('has client acme with its own members and the customer advisor', async () => {
    expect(
      await count(`SELECT count(*)::int AS n FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'acme'`),
    ).toBe(40);
    expect(await count(`SELECT count(*)::int AS n FROM customer_advisor WHERE username = 'advisor'`)).toBe(1);
  });
});
