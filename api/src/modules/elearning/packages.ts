import { randomUUID } from 'node:crypto';
import { LANGUAGES, type UploadedPackage } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { auditAdmin } from '../../lib/admin-audit';
import { CLIENT, clientRows, sql, sqlRows } from '../../lib/sql';
import { assertStorageRoom } from '../../lib/storage-quota';
import { storePackage, unpackedBytes } from './package-store';
import { OWN_COURSE } from './queries';
import type { ReceivedPackage } from './package-upload';
import { packageReport, unpackScormPackage } from './scorm-package';

// A super-admin's SCORM package (issue 14): a new course of the client's own, or the new
// package of one. The licensee's courses are offered to every client and only the licensee
// changes them, so a client replaces the package of its own courses only.

/** The course behind one of the client's E-Learnings, and whether it is the client's own. */
async function courseOf(db: Queryable, session: SessionContext, elearningUuid: string) {
  const [row] = await clientRows<{ course_id: string; own: boolean }>(
    db,
    session,
    sql`SELECT e.course_id, ${OWN_COURSE} AS own
          FROM elearning e JOIN elearning_course c ON c.id = e.course_id
         WHERE e.client_id = ${CLIENT} AND e.id = ${elearningUuid}
           FOR UPDATE OF c`,
  );
  if (!row) throw new ApiError(404, 'ELearning.NotFound');
  if (!row.own) throw new ApiError(403, 'ELearning.CourseNotOwn');
  return row.course_id;
}

/** A new course of the client's own with its E-Learning, inactive until its settings are saved; answers both ids. */
async function createOwnCourse(db: Queryable, session: SessionContext, fields: ReceivedPackage['fields'], title: string) {
  const courseId = randomUUID();
  const elearningId = randomUUID();
  const text = { title: fields.title || title, description: fields.description, category: fields.category };
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, text]));
  await sqlRows(
    db,
    sql`INSERT INTO elearning_course (id, licensee_id, owner_client_id, texts, duration_minutes)
        VALUES (${courseId}, ${session.licenseeId}, ${session.clientId}, ${JSON.stringify(texts)}, ${fields.durationMinutes})`,
  );
  await sqlRows(
    db,
    sql`INSERT INTO elearning (id, client_id, course_id, status) VALUES (${elearningId}, ${session.clientId}, ${courseId}, 'inactive')`,
  );
  return { courseId, elearningId };
}

/** Checks the package, then stores it as a new own course or as the new package of an own course. */
export async function uploadPackage(db: Database, session: SessionContext, received: ReceivedPackage): Promise<UploadedPackage> {
  // Unpacked before any write: a package refused leaves nothing behind.
  const scormPackage = await unpackScormPackage(received.zip);
  const { elearningUuid } = received.fields;
  // Refused before the package is written, and checked again under the locks.
  if (elearningUuid) await courseOf(db, session, elearningUuid);
  await assertStorageRoom(db, session, unpackedBytes(scormPackage), { lockClient: false });
  return storePackage(db, session.licenseeId, scormPackage, async (tx, stored) => {
    // The written package is no course's yet, so the sum leaves it out.
    await assertStorageRoom(tx, session, stored.totalBytes, { lockClient: true });
    const target = elearningUuid
      ? { courseId: await courseOf(tx, session, elearningUuid), elearningId: elearningUuid }
      : await createOwnCourse(tx, session, received.fields, scormPackage.title);
    const uploaded: UploadedPackage = {
      elearningUuid: target.elearningId,
      packageTitle: scormPackage.title,
      scormVersion: scormPackage.version,
      fileCount: scormPackage.files.length,
      totalBytes: stored.totalBytes,
      report: packageReport(scormPackage),
    };
    await auditAdmin(tx, session, {
      action: 'elearning.upload-package',
      entity: 'elearning',
      entityId: target.elearningId,
      details: {
        packageId: stored.id,
        replaced: elearningUuid !== undefined,
        scormVersion: uploaded.scormVersion,
        fileCount: uploaded.fileCount,
        totalBytes: uploaded.totalBytes,
      },
    });
    return { courseId: target.courseId, result: uploaded };
  });
}
