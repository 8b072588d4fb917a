import { randomUUID } from 'node:crypto';
import { LANGUAGES, uuidSchema, type Language } from '@compliance/shared-contracts';
import type { Database, Queryable } from '../../db';
import { audit } from '../../audit';
import { offerLicenseeCourses } from '../../lib/licensee-catalog';
import { sql, sqlRow, sqlRows } from '../../lib/sql';
import { storePackage } from './package-store';
import { unpackScormPackage, type ScormPackage } from './scorm-package';

// The licensee's own catalog (issue 14, "only super-admins (or the licensee) may upload
// packages"): the licensee adds a course from a SCORM package and every client of theirs gets it
// as an inactive E-Learning, or gives one of its courses a new package. Run by the licensee's
// operator from the command line (api/src/cli/add-course.ts); clients' super-admins upload only
// courses of their own (packages.ts).

/** A course's texts in one language. */
export interface CourseText {
  title: string;
  description: string;
  category: string;
}

/** A course for the licensee's catalog: its package and, per language, its texts (German at least). */
export interface NewLicenseeCourse {
  licenseeIdentifier: string;
  zip: Buffer;
  texts: Partial<Record<Language, Partial<CourseText>>>;
  durationMinutes: number;
}

/** A licensee's course, the package now current and the clients offered it. */
export interface LicenseeCourseResult {
  courseId: string;
  packageTitle: string;
  scormVersion: string;
  fileCount: number;
  totalBytes: number;
  clientsOffered: number;
}

/** Refused input (the licensee or course unknown, a duration that is no whole number); the message names what. */
export class LicenseeCourseError extends Error {}

async function licenseeIdOf(tx: Queryable, identifier: string): Promise<string> {
  const licensee = await sqlRow<{ id: string }>(tx, sql`SELECT id FROM licensee WHERE identifier = ${identifier}`);
  if (!licensee) throw new LicenseeCourseError(`no licensee "${identifier}"`);
  return licensee.id;
}

/** Each language's texts, the German ones standing in for a language without; the package's title when none is given. */
function courseTexts(texts: NewLicenseeCourse['texts'], packageTitle: string): Record<Language, CourseText> {
  const german = texts.de_DE ?? {};
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const own = texts[language] ?? {};
      return [
        language,
        {
          title: own.title || german.title || packageTitle,
          description: own.description ?? german.description ?? '',
          category: own.category ?? german.category ?? '',
        },
      ];
    }),
  ) as Record<Language, CourseText>;
}

/**
 * Stores the package and, in one short transaction, runs `course` (which creates or locks the
 * course it becomes the current package of), then audits the change; answers what the command
 * line reports.
 */
async function storeCoursePackage(
  db: Database,
  licenseeId: string,
  scormPackage: ScormPackage,
  action: 'elearning.add-licensee-course' | 'elearning.replace-licensee-package',
  course: (tx: Queryable) => Promise<{ courseId: string; clientsOffered: number }>,
): Promise<LicenseeCourseResult> {
  return storePackage(db, licenseeId, scormPackage, async (tx, stored) => {
    const { courseId, clientsOffered } = await course(tx);
    const result = {
      courseId,
      packageTitle: scormPackage.title,
      scormVersion: scormPackage.version,
      fileCount: scormPackage.files.length,
      totalBytes: stored.totalBytes,
      clientsOffered,
    };
    await audit(tx, {
      licenseeId,
      clientId: null,
      actor: {},
      action,
      entity: 'elearning_course',
      entityId: courseId,
      details: { by: 'cli', packageId: stored.id, ...result },
    });
    return { courseId, result };
  });
}

/**
 * Adds a course to the licensee's catalog from a SCORM package (checked before anything is
 * written) and offers it to all the licensee's clients as an inactive E-Learning; audited.
 */
export async function addLicenseeCourse(db: Database, course: NewLicenseeCourse): Promise<LicenseeCourseResult> {
  if (!Number.isInteger(course.durationMinutes) || course.durationMinutes < 0) {
    throw new LicenseeCourseError('the duration must be a whole number of minutes');
  }
  const scormPackage = await unpackScormPackage(course.zip);
  const licenseeId = await licenseeIdOf(db, course.licenseeIdentifier);
  return storeCoursePackage(db, licenseeId, scormPackage, 'elearning.add-licensee-course', async (tx) => {
    const courseId = randomUUID();
    await sqlRows(
      tx,
      sql`INSERT INTO elearning_course (id, licensee_id, texts, duration_minutes)
          VALUES (${courseId}, ${licenseeId}, ${JSON.stringify(courseTexts(course.texts, scormPackage.title))}, ${course.durationMinutes})`,
    );
    return { courseId, clientsOffered: await offerLicenseeCourses(tx, licenseeId, { courseId }) };
  });
}

/** The licensee's course of its catalog, locked when in a transaction; refused when there is none. */
async function catalogCourse(db: Queryable, licenseeId: string, input: { licenseeIdentifier: string; courseId: string }): Promise<string> {
  const course = await sqlRow<{ id: string }>(
    db,
    sql`SELECT id FROM elearning_course
         WHERE id = ${input.courseId} AND licensee_id = ${licenseeId} AND owner_client_id IS NULL FOR UPDATE`,
  );
  if (!course) throw new LicenseeCourseError(`the licensee "${input.licenseeIdentifier}" has no course ${input.courseId} in its catalog`);
  return course.id;
}

/**
 * Makes a new package the current one of a course of the licensee's catalog; attempts under way
 * keep theirs. Audited.
 */
export async function replaceLicenseeCoursePackage(
  db: Database,
  input: { licenseeIdentifier: string; courseId: string; zip: Buffer },
): Promise<LicenseeCourseResult> {
  if (!uuidSchema.safeParse(input.courseId).success) throw new LicenseeCourseError(`"${input.courseId}" is no course id`);
  const scormPackage = await unpackScormPackage(input.zip);
  const licenseeId = await licenseeIdOf(db, input.licenseeIdentifier);
  // Refused before the package is written, and checked again under the lock.
  await catalogCourse(db, licenseeId, input);
  return storeCoursePackage(db, licenseeId, scormPackage, 'elearning.replace-licensee-package', async (tx) => ({
    courseId: await catalogCourse(tx, licenseeId, input),
    clientsOffered: 0,
  }));
}
