import { randomUUID } from 'node:crypto';
import {
  LANGUAGES,
  uuidSchema,
  type Language,
  type LicenseeCourseOffer,
  type PackageReport,
  type ScormVersionName,
} from '@compliance/shared-contracts';
import type { Database, Queryable } from '../../db';
import { audit, auditInEachClient } from '../../audit';
import { ApiError } from '../../errors';
import { offerLicenseeCourses } from '../../lib/licensee-catalog';
import { sql, sqlRow, sqlRows } from '../../lib/sql';
import { storePackage } from './package-store';
import { packageReport, unpackScormPackage, type ScormPackage } from './scorm-package';

// The licensee's own catalog (issue 14, "only super-admins (or the licensee) may upload
// packages"): the licensee adds a course from a SCORM package and every client of theirs gets it
// as an inactive E-Learning (or the clients chosen for it), or gives one of its courses a new
// package. Run by the licensee's staff in the back office (modules/licensee/courses.ts) and by its
// operator from the command line (api/src/cli/add-course.ts); clients' super-admins upload only
// courses of their own (packages.ts).

/** A course's texts in one language. */
export interface CourseText {
  title: string;
  description: string;
  category: string;
}

/** Who adds to the licensee's catalog: its staff in the back office, or its operator on the command line (staffId null). */
export interface CatalogUploader {
  licenseeId: string;
  staffId: string | null;
}

/** A new course of the catalog: its package, its texts per language (German at least), duration, and whom it is offered to. */
export interface NewCatalogCourse {
  zip: Buffer;
  texts: Partial<Record<Language, Partial<CourseText>>>;
  durationMinutes: number;
  offeredTo: LicenseeCourseOffer;
}

/** A course for the licensee's catalog from the command line, the licensee named by its identifier; offered to all clients. */
export interface NewLicenseeCourse extends Omit<NewCatalogCourse, 'offeredTo'> {
  licenseeIdentifier: string;
}

/** A licensee's course, the package now current and the clients offered it. */
export interface LicenseeCourseResult {
  courseId: string;
  packageTitle: string;
  scormVersion: ScormVersionName;
  fileCount: number;
  totalBytes: number;
  clientsOffered: number;
  report: PackageReport;
}

/** Refused input of the command line (the licensee unknown, a duration that is no whole number); the message names what. */
export class LicenseeCourseError extends Error {}

async function licenseeIdOf(tx: Queryable, identifier: string): Promise<string> {
  const licensee = await sqlRow<{ id: string }>(tx, sql`SELECT id FROM licensee WHERE identifier = ${identifier}`);
  if (!licensee) throw new LicenseeCourseError(`no licensee "${identifier}"`);
  return licensee.id;
}

/** Each language's texts, the German ones standing in for a language without; the package's title when none is given. */
export function courseTexts(texts: NewCatalogCourse['texts'], packageTitle: string): Record<Language, CourseText> {
  const german = texts.de_DE ?? {};
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const own = texts[language] ?? {};
      return [
        language,
        {
          title: own.title || german.title || packageTitle,
          description: own.description || german.description || '',
          category: own.category || german.category || '',
        },
      ];
    }),
  ) as Record<Language, CourseText>;
}

/** What an upload did to a course: which (and its German title), and the clients it reached (offered it, or holding it when a version came). */
interface CourseUpload {
  courseId: string;
  title: string;
  clientsReached: string[];
}

/** The entry each client reached by an upload finds in its own log. */
const CLIENT_ACTION = {
  'elearning.add-licensee-course': 'elearning.licensee-course-offered',
  'elearning.replace-licensee-package': 'elearning.licensee-course-new-version',
} as const;

/**
 * Stores the package and, in one short transaction, runs `course` (which creates or locks the
 * course it becomes the current package of), names the uploader, then audits the change: for the
 * licensee, and in each client it reached; answers what the command line and the back office report.
 */
async function storeCoursePackage(
  db: Database,
  uploader: CatalogUploader,
  scormPackage: ScormPackage,
  action: keyof typeof CLIENT_ACTION,
  course: (tx: Queryable) => Promise<CourseUpload>,
): Promise<LicenseeCourseResult> {
  return storePackage(db, uploader.licenseeId, scormPackage, async (tx, stored) => {
    const { courseId, title, clientsReached } = await course(tx);
    if (uploader.staffId)
      await sqlRows(tx, sql`UPDATE elearning_package SET uploaded_by_advisor_id = ${uploader.staffId} WHERE id = ${stored.id}`);
    const result = {
      courseId,
      packageTitle: scormPackage.title,
      scormVersion: scormPackage.version,
      fileCount: scormPackage.files.length,
      totalBytes: stored.totalBytes,
      clientsOffered: action === 'elearning.add-licensee-course' ? clientsReached.length : 0,
      report: packageReport(scormPackage),
    };
    const actor = uploader.staffId ? { advisorId: uploader.staffId } : {};
    const by = uploader.staffId ? 'back-office' : 'cli';
    await audit(tx, {
      licenseeId: uploader.licenseeId,
      clientId: null,
      actor,
      action,
      entity: 'elearning_course',
      entityId: courseId,
      details: { by, packageId: stored.id, ...result },
    });
    await auditInEachClient(tx, clientsReached, {
      licenseeId: uploader.licenseeId,
      actor,
      action: CLIENT_ACTION[action],
      entity: 'elearning_course',
      entityId: courseId,
      details: { by, courseTitle: title, packageTitle: scormPackage.title },
    });
    return { courseId, result };
  });
}

/**
 * Adds a course to the licensee's catalog from a SCORM package (checked before anything is
 * written) and, offered to all, gives every client of the licensee an inactive E-Learning of it;
 * offered to chosen clients, none until they are chosen. Audited.
 */
export async function addCatalogCourse(db: Database, uploader: CatalogUploader, course: NewCatalogCourse): Promise<LicenseeCourseResult> {
  const scormPackage = await unpackScormPackage(course.zip);
  return storeCoursePackage(db, uploader, scormPackage, 'elearning.add-licensee-course', async (tx) => {
    const courseId = randomUUID();
    const texts = courseTexts(course.texts, scormPackage.title);
    await sqlRows(
      tx,
      sql`INSERT INTO elearning_course (id, licensee_id, texts, duration_minutes, offered_to)
          VALUES (${courseId}, ${uploader.licenseeId}, ${JSON.stringify(texts)}, ${course.durationMinutes}, ${course.offeredTo})`,
    );
    return { courseId, title: texts.de_DE.title, clientsReached: await offerLicenseeCourses(tx, uploader.licenseeId, { courseId }) };
  });
}

/** Adds a course to the licensee's catalog from the command line, offered to all clients (addCatalogCourse). */
export async function addLicenseeCourse(db: Database, course: NewLicenseeCourse): Promise<LicenseeCourseResult> {
  if (!Number.isInteger(course.durationMinutes) || course.durationMinutes < 0) {
    throw new LicenseeCourseError('the duration must be a whole number of minutes');
  }
  const { licenseeIdentifier, ...rest } = course;
  const licenseeId = await licenseeIdOf(db, licenseeIdentifier);
  return addCatalogCourse(db, { licenseeId, staffId: null }, { ...rest, offeredTo: 'all' });
}

/** The licensee's course of its catalog with its German title, locked when in a transaction; 404 Licensee.CourseNotFound when there is none. */
async function catalogCourse(db: Queryable, licenseeId: string, courseId: string): Promise<{ id: string; title: string }> {
  const course = await sqlRow<{ id: string; title: string }>(
    db,
    sql`SELECT id, texts #>> '{de_DE,title}' AS title FROM elearning_course
         WHERE id = ${courseId} AND licensee_id = ${licenseeId} AND owner_client_id IS NULL FOR UPDATE`,
  );
  if (!course) throw new ApiError(404, 'Licensee.CourseNotFound');
  return course;
}

/**
 * Makes a new package the current one of a course of the licensee's catalog; attempts under way
 * keep theirs, and the earlier packages stay stored as its versions. Audited.
 */
export async function replaceCatalogCoursePackage(
  db: Database,
  uploader: CatalogUploader,
  input: { courseId: string; zip: Buffer },
): Promise<LicenseeCourseResult> {
  const scormPackage = await unpackScormPackage(input.zip);
  // Refused before the package is written, and checked again under the lock.
  await catalogCourse(db, uploader.licenseeId, input.courseId);
  return storeCoursePackage(db, uploader, scormPackage, 'elearning.replace-licensee-package', async (tx) => {
    const { id: courseId, title } = await catalogCourse(tx, uploader.licenseeId, input.courseId);
    const holders = await sqlRows<{ clientId: string }>(
      tx,
      sql`SELECT client_id AS "clientId" FROM elearning WHERE course_id = ${courseId}`,
    );
    return { courseId, title, clientsReached: holders.map((row) => row.clientId) };
  });
}

/** Gives a course of the catalog a new package from the command line (replaceCatalogCoursePackage). */
export async function replaceLicenseeCoursePackage(
  db: Database,
  input: { licenseeIdentifier: string; courseId: string; zip: Buffer },
): Promise<LicenseeCourseResult> {
  if (!uuidSchema.safeParse(input.courseId).success) throw new LicenseeCourseError(`"${input.courseId}" is no course id`);
  const licenseeId = await licenseeIdOf(db, input.licenseeIdentifier);
  return replaceCatalogCoursePackage(db, { licenseeId, staffId: null }, input);
}
