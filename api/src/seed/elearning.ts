import { randomUUID } from 'node:crypto';
import { insertRows, type Queryable } from '../db';

// The demo's E-Learning courses, written by us: the licensee offers them to every client.
// Their SCORM content arrives with the player; here are the catalog entries and settings.

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

/** The licensee's demo courses; answers their ids by key. */
export async function seedCourses(db: Queryable, licenseeId: string): Promise<Map<string, string>> {
  const ids = new Map(DEMO_COURSES.map((course) => [course.key, randomUUID()]));
  await insertRows(
    db,
    'elearning_course',
    ['id', 'licensee_id', 'texts', 'duration_minutes'],
    DEMO_COURSES.map((course) => [ids.get(course.key), licenseeId, JSON.stringify(course.texts), course.durationMinutes]),
  );
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

/** Gives a client its E-Learnings of the licensee's courses. */
export async function seedClientELearnings(
  db: Queryable,
  clientId: string,
  courseIds: Map<string, string>,
  elearnings: readonly ClientELearning[],
): Promise<void> {
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
}
