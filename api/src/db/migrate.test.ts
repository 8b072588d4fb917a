import { migrate, openPglite } from '.';

describe('migrate', () => {
  it('applies every migration once and is a no-op the second time', async () => {
    const db = await openPglite();
    try {
      const first = await migrate(db);
      expect(first.length).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      const names = tables.map((t) => t.table_name);
      for (const table of [
        'licensee',
        'licensee_domain',
        'licensee_config',
        'client',
        'package',
        'product',
        'product_type',
        'member',
        'member_details',
        'password_history',
        'session',
        'password_reset_token',
        'org_unit',
        'org_unit_admin',
        'org_unit_member',
        'location',
        'location_responsible',
        'location_member',
        'member_group',
        'member_group_member',
        'audit_log',
      ]) {
        expect(names).toContain(table);
      }
    } finally {
      await db.close();
    }
  });
});

describe('053_execution_activities', () => {
  it("moves each attempt's run-time data to its package's first SCO, and gives older packages a tree of their one SCO", async () => {
    const db = await openPglite();
    try {
      await migrate(db, { through: '052_package_activities.sql' });
      // The rows around packages and attempts do not matter here: no foreign key is checked.
      await db.exec(`SET session_replication_role = replica`);
      const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      await db.query(
        `INSERT INTO elearning_package (id, licensee_id, course_id, scorm_version, launch_path, launch_data, title, mastery_score, file_count, total_bytes)
         VALUES ($1, $3, $3, '1.2', 'index.html?x=1', 'modus=test', 'Alt', 80, 1, 10),
                ($2, $3, $3, '2004', 'a.html', NULL, 'Neu', NULL, 1, 10)`,
        [id(1), id(2), id(9)],
      );
      const tree = {
        id: 'org',
        title: 'Neu',
        visible: true,
        launch: null,
        children: [
          {
            id: 'intro',
            title: 'Intro',
            visible: true,
            launch: null,
            children: [{ id: 'lesson-1', title: 'L1', visible: true, launch: { path: 'a.html', kind: 'sco' }, children: [] }],
          },
          { id: 'lesson-2', title: 'L2', visible: true, launch: { path: 'b.html', kind: 'sco' }, children: [] },
        ],
      };
      await db.query(`UPDATE elearning_package SET activities = $2::jsonb WHERE id = $1`, [id(2), JSON.stringify(tree)]);
      const cmi = { 'cmi.core.lesson_location': '2', 'cmi.core.exit': 'suspend' };
      await db.query(
        `INSERT INTO elearning_execution (id, client_id, task_id, member_id, package_id, cmi, session_open, score_percent)
         VALUES ($1, $5, $1, $5, $3, $6::jsonb, true, 40), ($2, $5, $2, $5, $4, '{"cmi.location": "x"}', false, NULL),
                ($7, $5, $7, $5, $3, '{}', false, NULL)`,
        [id(11), id(12), id(1), id(2), id(9), JSON.stringify(cmi), id(13)],
      );

      expect(await migrate(db)).toContain('053_execution_activities.sql');

      const [old] = await db.query<{ activities: { children: { id: string; launch: Record<string, unknown> }[] } }>(
        `SELECT activities FROM elearning_package WHERE id = $1`,
        [id(1)],
      );
      expect(old!.activities.children).toEqual([
        expect.objectContaining({
          id: 'sco',
          launch: {
            path: 'index.html?x=1',
            kind: 'sco',
            launchData: 'modus=test',
            masteryScore: 80,
            completionThreshold: null,
            scaledPassingScore: null,
          },
        }),
      ]);
      const attempts = await db.query<{ id: string; current: string | null }>(
        `SELECT id, current_activity AS current FROM elearning_execution ORDER BY id`,
      );
      expect(attempts.map((attempt) => attempt.current)).toEqual(['sco', 'lesson-1', 'sco']);
      const kept = await db.query<Record<string, unknown>>(
        `SELECT execution_id, activity_id, cmi, cmi_length, session_open, score_percent::float8 AS score
           FROM elearning_execution_activity ORDER BY execution_id`,
      );
      expect(kept).toEqual([
        { execution_id: id(11), activity_id: 'sco', cmi, cmi_length: 24 + 1 + 13 + 7, session_open: true, score: 40 },
        { execution_id: id(12), activity_id: 'lesson-1', cmi: { 'cmi.location': 'x' }, cmi_length: 13, session_open: false, score: null },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('055_time_spent', () => {
  it("reads the time spent from each activity's kept total time, both versions' formats, and sums it per attempt", async () => {
    const db = await openPglite();
    try {
      await migrate(db, { through: '054_activity_attempts_objectives.sql' });
      await db.exec(`SET session_replication_role = replica`);
      const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      await db.query(
        `INSERT INTO elearning_execution (id, client_id, task_id, member_id, package_id) VALUES ($1, $3, $1, $3, $3), ($2, $3, $2, $3, $3)`,
        [id(1), id(2), id(9)],
      );
      await db.query(
        `INSERT INTO elearning_execution_activity (client_id, execution_id, activity_id, cmi)
         VALUES ($3, $1, 'a', '{"cmi.core.total_time": "0001:02:03.50"}'), ($3, $1, 'b', '{"cmi.core.total_time": "00:00:30"}'),
                ($3, $2, 'a', '{"cmi.total_time": "P1DT2H3M4.4S"}'), ($3, $2, 'b', '{"cmi.total_time": "PT"}'),
                ($3, $2, 'c', '{"cmi.location": "1"}')`,
        [id(1), id(2), id(9)],
      );

      expect(await migrate(db)).toContain('055_time_spent.sql');

      const activities = await db.query<{ activity_id: string; seconds_spent: number }>(
        `SELECT activity_id, seconds_spent FROM elearning_execution_activity ORDER BY execution_id, activity_id`,
      );
      expect(activities.map((row) => row.seconds_spent)).toEqual([3724, 30, 86400 + 2 * 3600 + 3 * 60 + 4, 0, 0]);
      const attempts = await db.query<{ seconds_spent: number }>(`SELECT seconds_spent FROM elearning_execution ORDER BY id`);
      expect(attempts.map((row) => row.seconds_spent)).toEqual([3754, 93784]);
    } finally {
      await db.close();
    }
  });
});

describe('062_transition_joins_planned_per_statement', () => {
  it("leaves no trigger function joining its transition tables in a statement whose plan is kept for the connection's life", async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      const functions = await db.query<{ name: string; source: string }>(
        `SELECT p.proname AS name, p.prosrc AS source FROM pg_proc p JOIN pg_namespace s ON s.oid = p.pronamespace
          WHERE s.nspname = 'public' AND p.prosrc ~ '(new_rows|old_rows)'`,
      );
      expect(functions.length).toBeGreaterThan(10);
      // A statement passed to EXECUTE (quoted as $q$…$q$ or '…') is planned each time it runs.
      const planOnce = (source: string) => source.replace(/\$q\$[\s\S]*?\$q\$/g, '').replace(/'(?:[^']|'')*'/g, '');
      const joinOfBoth = /\b(?:new_rows|old_rows)\s+\w+\s+(?:JOIN|,)\s*(?:new_rows|old_rows)\b/i;
      expect(functions.filter(({ source }) => joinOfBoth.test(planOnce(source))).map(({ name }) => name)).toEqual([]);
      expect(functions.filter(({ source }) => joinOfBoth.test(source)).length).toBeGreaterThanOrEqual(7);
    } finally {
      await db.close();
    }
  });
});
