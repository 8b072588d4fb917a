import type { Queryable } from '../company/member-data';

/**
 * Bulk E-Learning data of the benchmarks, in SQL of the shape 011–020 give the tables: active
 * yearly E-Learnings assigned to an org unit, so the assignment trigger gives each of its members
 * a task of each (and the standing tally counts them), with a package each so their tasks can be started.
 */
export interface ELearningBatch {
  /** How many E-Learnings. */
  count: number;
  /** The identifier of the org unit they are assigned to; the default unit (every member is in it) when left out. */
  orgUnitIdentifier?: string;
  /** The number in the first course's title ("Kurs n"): a second batch numbers its courses on. */
  firstNumber?: number;
}

/**
 * `count` active yearly E-Learnings of new courses assigned to the org unit, so the assignment
 * trigger gives each of its members a task of each; then a fifth of those tasks overdue, a fifth
 * in progress and a fifth the repetition after a completion, the rest due. Switches the area on
 * for the client. Answers the E-Learnings' ids; the caller runs VACUUM ANALYZE once its data is complete.
 */
export async function createELearnings(
  pool: Queryable,
  clientId: string,
  { count, orgUnitIdentifier, firstNumber = 1 }: ELearningBatch,
): Promise<string[]> {
  const run = (text: string, params: unknown[] = []) => pool.query(text, params);
  const { rows } = await run(
    `WITH courses AS (
       INSERT INTO elearning_course (licensee_id, texts, duration_minutes)
       SELECT c.licensee_id, jsonb_build_object('de_DE', jsonb_build_object('title', 'Kurs ' || n, 'description', '', 'category', 'Bench'),
                                                'en_GB', jsonb_build_object('title', 'Course ' || n, 'description', '', 'category', 'Bench')), 20
         FROM client c, generate_series($2::int, $2::int + $3::int - 1) AS n WHERE c.id = $1 RETURNING id)
     INSERT INTO elearning (client_id, course_id, status, interval_months, first_execution_buffer_days)
     SELECT $1, id, 'active', 12, 30 FROM courses RETURNING id`,
    [clientId, firstNumber, count],
  );
  const ids = (rows as Array<{ id: string }>).map((row) => row.id);
  // The licensee switches the area on for the client.
  await run(`INSERT INTO client_feature_flag (client_id, flag, enabled) VALUES ($1, 'elearnings', true) ON CONFLICT DO NOTHING`, [
    clientId,
  ]);
  await run(
    `INSERT INTO elearning_org_unit (elearning_id, org_unit_id, client_id)
     SELECT e, o.id, $1 FROM unnest($2::uuid[]) AS e, org_unit o
      WHERE o.client_id = $1 AND CASE WHEN $3::text IS NULL THEN o.is_default ELSE o.identifier = $3 END`,
    [clientId, ids, orgUnitIdentifier ?? null],
  );
  await run(
    `UPDATE elearning_task SET
       due_date = CASE WHEN abs(hashtext(id::text)) % 5 = 0 THEN CURRENT_DATE - 10 ELSE due_date END,
       started_at = CASE WHEN abs(hashtext(id::text)) % 5 = 1 THEN now() - interval '1 day' END,
       is_repeat = abs(hashtext(id::text)) % 5 = 2
     WHERE client_id = $1 AND elearning_id = ANY ($2::uuid[])`,
    [clientId, ids],
  );
  // Each course gets a package (one small SCORM 1.2 page), so its tasks can be started.
  await run(
    `WITH packages AS (
       INSERT INTO elearning_package (licensee_id, course_id, scorm_version, launch_path, title, mastery_score, activities, file_count, total_bytes)
       SELECT co.licensee_id, co.id, '1.2', 'index.html', 'Bench', 80, '{"id":"org","title":"Bench","visible":true,"launch":null,"children":[{"id":"sco","title":"Bench","visible":true,"children":[],"launch":{"path":"index.html","kind":"sco","launchData":null,"masteryScore":80,"completionThreshold":null,"scaledPassingScore":null}}]}', 1, 13
         FROM elearning e JOIN elearning_course co ON co.id = e.course_id WHERE e.id = ANY ($1::uuid[])
       RETURNING id, course_id),
     files AS (INSERT INTO elearning_package_file (package_id, path, mime_type, size)
               SELECT id, 'index.html', 'text/html', 13 FROM packages RETURNING package_id, path),
     pieces AS (INSERT INTO elearning_package_file_piece (package_id, path, seq, content)
                SELECT package_id, path, 0, convert_to('<html></html>', 'UTF8') FROM files)
     UPDATE elearning_course co SET package_id = p.id FROM packages p WHERE co.id = p.course_id`,
    [ids],
  );
  return ids;
}

/**
 * The completion each repeated task follows (20 to 349 days ago, before its due date), with its
 * attempt and its certificate as a completion writes them (result-queries.ts), valid twelve
 * months, not yet rendered.
 */
export async function completeRepeatedTasks(pool: Queryable, clientId: string): Promise<void> {
  const run = (text: string, params: unknown[] = []) => pool.query(text, params);
  // The completion each repetition follows, 20 to 349 days ago, before its due date.
  await run(
    `INSERT INTO elearning_task (client_id, elearning_id, member_id, due_date, started_at, completed_at, created_at)
     SELECT client_id, elearning_id, member_id, (done + interval '10 days')::date, done - interval '1 hour', done, done - interval '30 days'
       FROM (SELECT t.*, now() - make_interval(days => 20 + abs(hashtext(t.id::text)) % 330) AS done
               FROM elearning_task t WHERE t.client_id = $1 AND t.is_repeat AND t.completed_at IS NULL AND t.withdrawn_at IS NULL) repeating`,
    [clientId],
  );
  await run(
    `INSERT INTO elearning_execution (client_id, task_id, member_id, package_id, score_percent, started_at, last_commit_at, completed_at)
     SELECT t.client_id, t.id, t.member_id, co.package_id, 80 + abs(hashtext(t.id::text)) % 21,
            t.started_at, t.completed_at, t.completed_at
       FROM elearning_task t JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course co ON co.id = e.course_id
      WHERE t.client_id = $1 AND t.completed_at IS NOT NULL`,
    [clientId],
  );
  // Certificates as a completion writes them (result-queries.ts), valid twelve months.
  await run(
    `INSERT INTO elearning_result (client_id, execution_id, member_id, elearning_id, certificate_number, language, member_name,
                                   course_title, client_name, score_percent, completed_at, valid_until)
     SELECT $1, x.id, x.member_id, t.elearning_id, row_number() OVER (ORDER BY x.completed_at, x.id), 'de_DE',
            md.first_name || ' ' || md.last_name, co.texts -> 'de_DE' ->> 'title', cl.name, x.score_percent, x.completed_at,
            (x.completed_at + interval '12 months')::date
       FROM elearning_execution x JOIN elearning_task t ON t.id = x.task_id JOIN elearning e ON e.id = t.elearning_id
       JOIN elearning_course co ON co.id = e.course_id JOIN member_details md ON md.member_id = x.member_id JOIN client cl ON cl.id = x.client_id
      WHERE x.client_id = $1 AND x.completed_at IS NOT NULL`,
    [clientId],
  );
  await run(
    `INSERT INTO elearning_certificate_counter (client_id, last_number)
     SELECT $1, coalesce(max(certificate_number), 0) FROM elearning_result WHERE client_id = $1`,
    [clientId],
  );
}
