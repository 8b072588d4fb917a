import type {
  BodyOf,
  LicenseeCourseDetails,
  licenseeCourseListEndpoint,
  ResponseOf,
  updateLicenseeCourseEndpoint,
  updateLicenseeCourseOfferEndpoint,
  UploadLicenseeCourseFields,
} from '@compliance/shared-contracts';
import { auditStaffWrite, auditStaffWriteInClients } from '../../lib/staff-audit';
import type { LicenseeSessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { offerLicenseeCourses } from '../../lib/licensee-catalog';
import { pageOfRows } from '../../lib/paging';
import { containsSearch, LICENSEE, licenseeRows, sql } from '../../lib/sql';
import { addCatalogCourse, courseTexts, replaceCatalogCoursePackage, type LicenseeCourseResult } from './licensee-courses';
import {
  catalogCourses,
  isCourseUsedBeyond,
  COURSE_LIST,
  COURSE_SEARCH_COLUMNS,
  readCatalogCourse,
  readCourseClients,
  type CatalogCourse,
  readCourseVersions,
  withdrawUntouchedCourse,
} from './catalog-queries';

// The licensee's course catalog in the back office (docs/areas/back-office.md, courses): the
// staff upload SCORM courses, describe them in both languages, give them new versions and offer
// them to all clients or chosen ones. Packages are checked and stored as the command line's are
// (licensee-courses.ts); a client offered a course holds it as an inactive E-Learning.

/** The catalog, one page: searched in both languages' titles and categories. */
export async function listCourses(
  db: Queryable,
  session: LicenseeSessionContext,
  request: BodyOf<typeof licenseeCourseListEndpoint>,
): Promise<ResponseOf<typeof licenseeCourseListEndpoint>> {
  return pageOfRows(db, session, COURSE_LIST, catalogCourses(containsSearch(request.filter.search, COURSE_SEARCH_COLUMNS)), request);
}

/** One course of the catalog with its versions and clients; another licensee's answers 404. */
export async function readCourse(db: Queryable, session: LicenseeSessionContext, id: string): Promise<LicenseeCourseDetails> {
  const course = await readCatalogCourse(db, session, id);
  if (!course) throw new ApiError(404, 'Licensee.CourseNotFound');
  const [versions, clients] = await Promise.all([readCourseVersions(db, id), readCourseClients(db, session, id, course.offeredTo)]);
  return { ...course, versions, ...clients };
}

const uploader = (session: LicenseeSessionContext) => ({ licenseeId: session.licenseeId, staffId: session.staffId });

/** What the back office answers for an uploaded package. */
const uploaded = ({ courseId, ...result }: LicenseeCourseResult) => ({ success: true as const, uuid: courseId, ...result });

/** A new course of the catalog from an uploaded package and the texts sent with it. */
export async function uploadCourse(db: Database, session: LicenseeSessionContext, zip: Buffer, fields: UploadLicenseeCourseFields) {
  const result = await addCatalogCourse(db, uploader(session), {
    zip,
    durationMinutes: fields.durationMinutes,
    offeredTo: fields.offeredTo,
    texts: {
      de_DE: { title: fields.titleDe, description: fields.descriptionDe, category: fields.categoryDe },
      en_GB: { title: fields.titleEn, description: fields.descriptionEn, category: fields.categoryEn },
    },
  });
  return uploaded(result);
}

/** A new version (the current package) of a course of the catalog. */
export async function uploadCourseVersion(db: Database, session: LicenseeSessionContext, courseId: string, zip: Buffer) {
  return uploaded(await replaceCatalogCoursePackage(db, uploader(session), { courseId, zip }));
}

/** Records a change to a course of the catalog in the audit log, the staff account as actor. */
const auditCourse = (tx: Queryable, session: LicenseeSessionContext, courseId: string, action: string, details: Record<string, unknown>) =>
  auditStaffWrite(tx, session, { action, entity: 'elearning_course', entityId: courseId, details });

/** Saves a course's texts (English left empty reads as German) and duration; audited with before and after. */
export async function updateCourse(
  db: Database,
  session: LicenseeSessionContext,
  body: BodyOf<typeof updateLicenseeCourseEndpoint>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedCourse(tx, session, body.uuid);
    const texts = courseTexts(body.texts, body.texts.de_DE.title);
    await licenseeRows(
      tx,
      session,
      sql`UPDATE elearning_course co SET texts = ${JSON.stringify(texts)}, duration_minutes = ${body.durationMinutes}
           WHERE co.licensee_id = ${LICENSEE} AND co.id = ${body.uuid}`,
    );
    await auditCourse(tx, session, body.uuid, 'elearning.update-licensee-course', {
      before: { texts: before.texts, durationMinutes: before.durationMinutes },
      after: { texts, durationMinutes: body.durationMinutes },
    });
  });
}

/**
 * Offers a course to all clients or to the chosen ones. Clients no longer offered it lose their
 * E-Learning of it while untouched; one that set it up or whose members had tasks of it must stay
 * offered it (409 Licensee.CourseInUse, nothing changed). Clients newly offered it get an
 * inactive E-Learning. Audited with before and after.
 */
export async function changeCourseOffer(
  db: Database,
  session: LicenseeSessionContext,
  body: BodyOf<typeof updateLicenseeCourseOfferEndpoint>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedCourse(tx, session, body.uuid);
    const chosenBefore = await chosenClients(tx, session, body.uuid);
    const wanted = body.offeredTo === 'chosen' ? [...new Set(body.clientUuids)] : [];
    // Only the licensee's clients can be chosen: another licensee's uuid is not found.
    const chosen = await ownClients(tx, session, wanted);
    if (chosen.length < wanted.length) throw new ApiError(404, 'Client.NotFound');
    if (body.offeredTo === 'chosen' && (await isCourseUsedBeyond(tx, session, body.uuid, chosen)))
      throw new ApiError(409, 'Licensee.CourseInUse');
    await licenseeRows(
      tx,
      session,
      sql`UPDATE elearning_course co SET offered_to = ${body.offeredTo} WHERE co.licensee_id = ${LICENSEE} AND co.id = ${body.uuid}`,
    );
    await licenseeRows(
      tx,
      session,
      sql`DELETE FROM elearning_course_offer o USING client c
           WHERE o.course_id = ${body.uuid} AND c.id = o.client_id AND c.licensee_id = ${LICENSEE}`,
    );
    if (chosen.length > 0) {
      await licenseeRows(
        tx,
        session,
        sql`INSERT INTO elearning_course_offer (course_id, client_id)
            SELECT ${body.uuid}, c.id FROM client c WHERE c.licensee_id = ${LICENSEE} AND c.id = ANY(${chosen}::uuid[])`,
      );
    }
    const withdrawn = body.offeredTo === 'all' ? [] : await withdrawUntouchedCourse(tx, session, body.uuid, chosen);
    const added = await offerLicenseeCourses(tx, session.licenseeId, { courseId: body.uuid });
    await auditCourse(tx, session, body.uuid, 'elearning.offer-licensee-course', {
      before: { offeredTo: before.offeredTo, clientUuids: chosenBefore },
      after: { offeredTo: body.offeredTo, clientUuids: chosen },
      clientsAdded: added.length,
      clientsWithdrawn: withdrawn,
    });
    // Each client reached reads it in its own log, naming no other client.
    const inClients = {
      entity: 'elearning_course',
      entityId: body.uuid,
      details: { by: 'back-office', courseTitle: before.texts.de_DE.title },
    };
    await auditStaffWriteInClients(tx, session, added, { ...inClients, action: 'elearning.licensee-course-offered' });
    await auditStaffWriteInClients(tx, session, withdrawn, { ...inClients, action: 'elearning.licensee-course-withdrawn' });
  });
}

/** The clients a course is offered to by choice. */
async function chosenClients(tx: Queryable, session: LicenseeSessionContext, courseId: string): Promise<string[]> {
  const rows = await licenseeRows<{ id: string }>(
    tx,
    session,
    sql`SELECT o.client_id AS id FROM elearning_course_offer o JOIN client c ON c.id = o.client_id
         WHERE o.course_id = ${courseId} AND c.licensee_id = ${LICENSEE} ORDER BY o.client_id`,
  );
  return rows.map((row) => row.id);
}

/** The course of the catalog a write changes, locked for its transaction; 404 Licensee.CourseNotFound when the licensee has none such. */
async function lockedCourse(tx: Queryable, session: LicenseeSessionContext, id: string): Promise<CatalogCourse> {
  const course = await readCatalogCourse(tx, session, id, true);
  if (!course) throw new ApiError(404, 'Licensee.CourseNotFound');
  return course;
}

/** Those of the given (distinct) client uuids that are the licensee's. */
async function ownClients(tx: Queryable, session: LicenseeSessionContext, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await licenseeRows<{ id: string }>(
    tx,
    session,
    sql`SELECT c.id FROM client c WHERE c.licensee_id = ${LICENSEE} AND c.id = ANY(${ids}::uuid[]) ORDER BY c.id`,
  );
  return rows.map((row) => row.id);
}
