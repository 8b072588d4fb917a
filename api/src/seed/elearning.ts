import { randomUUID } from 'node:crypto';
import { cmiLength } from '@compliance/shared-contracts';
import { insertRows, type Queryable } from '../db';
import { sql, sqlRows } from '../lib/sql';
import { storeSeedPackage } from '../modules/elearning/package-store';
import { recordResults } from '../modules/elearning/result-queries';
import { unpackScormPackage } from '../modules/elearning/scorm-package';
import { buildDemoPackage } from './scorm/build';
import { DEMO_COURSE_CONTENT } from './scorm/content';

/** The one SCO of a demo course's package `p`: the demo courses are single-SCO, their item right under the organization. */
const FIRST_SCO = sql`p.activities -> 'children' -> 0 ->> 'id'`;

// The demo's E-Learning courses, written by us: the licensee offers them to every client. Each
// comes as a SCORM package built from scorm/content.ts and stored the way an upload is.

interface DemoCourse {
  key: string;
  durationMinutes: number;
  texts: Record<'de_DE' | 'en_GB', { title: string; description: string; category: string }>;
}

export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    key: 'fire-safety',
    durationMinutes: 20,
    texts: {
      de_DE: {
        title: 'Brandschutz im Betrieb',
        description: 'Brände verhüten, Alarm auslösen, Feuerlöscher richtig einsetzen und den Fluchtweg kennen.',
        category: 'Brandschutz',
      },
      en_GB: {
        title: 'Fire safety at work',
        description: 'Preventing fires, raising the alarm, using an extinguisher and knowing the escape route.',
        category: 'Fire safety',
      },
    },
  },
  {
    key: 'first-aid',
    durationMinutes: 25,
    texts: {
      de_DE: {
        title: 'Erste Hilfe – Grundlagen',
        description: 'Notruf absetzen, stabile Seitenlage, Herz-Lungen-Wiederbelebung und die Erste-Hilfe-Ausstattung.',
        category: 'Erste Hilfe',
      },
      en_GB: {
        title: 'First aid basics',
        description: 'Calling for help, the recovery position, CPR and where the first aid kit is.',
        category: 'First aid',
      },
    },
  },
  {
    key: 'display-screen',
    durationMinutes: 15,
    texts: {
      de_DE: {
        title: 'Gesund am Bildschirmarbeitsplatz',
        description: 'Tisch, Stuhl und Bildschirm einstellen, Pausen einplanen und die Augen schonen.',
        category: 'Ergonomie',
      },
      en_GB: {
        title: 'Healthy display-screen work',
        description: 'Setting up desk, chair and screen, planning breaks and resting your eyes.',
        category: 'Ergonomics',
      },
    },
  },
];

/** The licensee's demo courses with their SCORM packages; answers their ids by key. */
export async function seedCourses(db: Queryable, licenseeId: string): Promise<Map<string, string>> {
  const ids = new Map(DEMO_COURSES.map((course) => [course.key, randomUUID()]));
  await insertRows(
    db,
    'elearning_course',
    ['id', 'licensee_id', 'texts', 'duration_minutes'],
    DEMO_COURSES.map((course) => [ids.get(course.key), licenseeId, JSON.stringify(course.texts), course.durationMinutes]),
  );
  for (const course of DEMO_COURSES) {
    const zip = await buildDemoPackage(course.key, DEMO_COURSE_CONTENT[course.key]!);
    await storeSeedPackage(db, licenseeId, ids.get(course.key)!, await unpackScormPackage(zip));
  }
  return ids;
}

/** A client's E-Learning of a course, with its task settings and the org units it is assigned to. */
export interface ClientELearning {
  course: string;
  status: 'active' | 'inactive';
  intervalMonths: number;
  firstExecutionBufferDays: number;
  completionRule: 'completed' | 'passed' | 'completed-and-passed';
  minScore: number | null;
  orgUnitIds: readonly string[];
}

/** Gives a client its E-Learnings of the licensee's courses; answers their ids by course key. */
export async function seedClientELearnings(
  db: Queryable,
  clientId: string,
  courseIds: Map<string, string>,
  elearnings: readonly ClientELearning[],
): Promise<Map<string, string>> {
  const ids = elearnings.map(() => randomUUID());
  await insertRows(
    db,
    'elearning',
    ['id', 'client_id', 'course_id', 'status', 'interval_months', 'first_execution_buffer_days', 'completion_rule', 'min_score'],
    elearnings.map((entry, index) => [
      ids[index],
      clientId,
      courseIds.get(entry.course),
      entry.status,
      entry.intervalMonths,
      entry.firstExecutionBufferDays,
      entry.completionRule,
      entry.minScore,
    ]),
  );
  const assignments = elearnings.flatMap((entry, index) => entry.orgUnitIds.map((orgUnitId) => [ids[index], orgUnitId, clientId]));
  if (assignments.length > 0) await insertRows(db, 'elearning_org_unit', ['elearning_id', 'org_unit_id', 'client_id'], assignments);
  return new Map(elearnings.map((entry, index) => [entry.course, ids[index]!]));
}

/**
 * Gives the tasks the assignments created a history, so the demo shows every status: of the
 * client's active members in username order, every fourth is overdue with the E-Learning, every
 * third has started it (an attempt left on its second page), and every second completed it a year
 * ago (the row stays as history beside the open task). The named `member` has started it and has
 * a week left, and did it last year.
 */
export async function seedTaskHistory(db: Queryable, clientId: string, elearningId: string): Promise<void> {
  const ranked = sql`SELECT m.id, m.username, row_number() OVER (ORDER BY m.username) AS n
    FROM member m WHERE m.client_id = ${clientId} AND m.archived_at IS NULL`;
  await sqlRows(
    db,
    sql`WITH ranked AS (${ranked})
     UPDATE elearning_task t SET
       due_date = CASE WHEN r.username = 'member' THEN CURRENT_DATE + 5 WHEN r.n % 4 = 0 THEN CURRENT_DATE - (7 + r.n % 21)::int ELSE t.due_date END,
       started_at = CASE WHEN r.username = 'member' OR r.n % 3 = 0 THEN now() - interval '2 days' END
     FROM ranked r
     WHERE t.member_id = r.id AND t.elearning_id = ${elearningId} AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
  );
  // The started ones are half-way through: on the second page after four minutes, left to resume (SCORM 1.2 data).
  const halfWay = JSON.stringify({
    'cmi.core.lesson_location': '1',
    'cmi.core.lesson_status': 'incomplete',
    'cmi.core.exit': 'suspend',
    'cmi.suspend_data': '{"answers":[]}',
    'cmi.core.total_time': '0000:04:00',
  });
  await sqlRows(
    db,
    sql`WITH started AS (
          INSERT INTO elearning_execution (client_id, task_id, member_id, package_id, current_activity, started_at, last_commit_at, seconds_spent)
          SELECT t.client_id, t.id, t.member_id, c.package_id, ${FIRST_SCO}, t.started_at, t.started_at, 240
            FROM elearning_task t JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course c ON c.id = e.course_id
            JOIN elearning_package p ON p.id = c.package_id
           WHERE t.client_id = ${clientId} AND t.elearning_id = ${elearningId} AND t.started_at IS NOT NULL
             AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
          RETURNING client_id, id, current_activity, started_at, seconds_spent)
        INSERT INTO elearning_execution_activity (client_id, execution_id, activity_id, cmi, cmi_length, first_launch_at, last_commit_at,
                                                  seconds_spent, attempt_count)
        SELECT client_id, id, current_activity, ${halfWay}::jsonb, ${cmiLength(JSON.parse(halfWay) as Record<string, string>)}, started_at,
               started_at, seconds_spent, 1
          FROM started`,
  );
  await sqlRows(
    db,
    sql`WITH ranked AS (${ranked})
     INSERT INTO elearning_task (client_id, elearning_id, member_id, due_date, started_at, completed_at, created_at)
     SELECT ${clientId}, ${elearningId}, r.id, CURRENT_DATE - 350, now() - interval '360 days', now() - (355 - r.n % 20) * interval '1 day', now() - interval '380 days'
     FROM ranked r WHERE r.username = 'member' OR r.n % 2 = 0`,
  );
  // The completed ones passed their attempt, with 80, 90 or 100 %, in 15 to 25 minutes; every third of them (by
  // username) in under five, less than a quarter of the course's 20 minutes, so the admins' attempts list marks it.
  await sqlRows(
    db,
    sql`WITH ranked AS (${ranked}), done AS (
          INSERT INTO elearning_execution (client_id, task_id, member_id, package_id, current_activity, score_percent, started_at, last_commit_at,
                                           completed_at, seconds_spent)
          SELECT t.client_id, t.id, t.member_id, c.package_id, ${FIRST_SCO}, 80 + (abs(hashtext(t.id::text)) % 3) * 10,
                 t.started_at, t.completed_at, t.completed_at,
                 CASE WHEN r.n % 6 = 2 THEN 150 + r.n % 120 ELSE 900 + abs(hashtext(t.id::text)) % 600 END
            FROM elearning_task t JOIN ranked r ON r.id = t.member_id
            JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course c ON c.id = e.course_id
            JOIN elearning_package p ON p.id = c.package_id
           WHERE t.client_id = ${clientId} AND t.elearning_id = ${elearningId} AND t.completed_at IS NOT NULL
          RETURNING client_id, id, current_activity, score_percent, started_at, completed_at, seconds_spent)
        INSERT INTO elearning_execution_activity (client_id, execution_id, activity_id, cmi, cmi_length, completed, passed,
                                                  score_percent, first_launch_at, last_commit_at, seconds_spent, attempt_count)
        SELECT d.client_id, d.id, d.current_activity, data.cmi,
               (SELECT sum(char_length(key) + char_length(value))::int FROM jsonb_each_text(data.cmi)), true, true,
               d.score_percent, d.started_at, d.completed_at, d.seconds_spent, 1
          FROM done d
         CROSS JOIN LATERAL (SELECT jsonb_build_object('cmi.core.lesson_status', 'passed', 'cmi.core.score.raw', d.score_percent::int::text,
                                                       'cmi.core.lesson_location', '4',
                                                       'cmi.core.total_time', '0000:' || lpad((d.seconds_spent / 60)::text, 2, '0') || ':'
                                                         || lpad((d.seconds_spent % 60)::text, 2, '0')) AS cmi) data`,
  );
  // Their results and certificate numbers, written as a completing attempt writes them.
  await recordResults(db, { clientId }, sql`TRUE`);
  // Their open tasks are the next repetitions, as a completion gives them.
  await sqlRows(
    db,
    sql`UPDATE elearning_task t SET is_repeat = true
         WHERE t.client_id = ${clientId} AND t.elearning_id = ${elearningId} AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
           AND EXISTS (SELECT 1 FROM elearning_task p WHERE p.elearning_id = t.elearning_id AND p.member_id = t.member_id
                          AND p.completed_at IS NOT NULL)`,
  );
}
