import { randomUUID } from 'node:crypto';
import { insertRows, type Queryable } from '../../db';
import { sql, sqlRows } from '../../lib/sql';
import type { ScormPackage } from './scorm-package';

// Where checked packages are kept: the package's facts, its files, and the course's pointer to
// its current package (docs: 013_elearning_packages.sql).

/** Stores a checked package as the course's current one; answers its id and the bytes of its files. */
export async function storePackage(
  db: Queryable,
  licenseeId: string,
  courseId: string,
  scormPackage: ScormPackage,
): Promise<{ id: string; totalBytes: number }> {
  const id = randomUUID();
  const totalBytes = scormPackage.files.reduce((sum, file) => sum + file.content.length, 0);
  await sqlRows(
    db,
    sql`INSERT INTO elearning_package (id, licensee_id, course_id, scorm_version, launch_path, title, mastery_score,
                                       completion_threshold, scaled_passing_score, file_count, total_bytes)
        VALUES (${id}, ${licenseeId}, ${courseId}, ${scormPackage.version}, ${scormPackage.launchPath}, ${scormPackage.title},
                ${scormPackage.masteryScore}, ${scormPackage.completionThreshold}, ${scormPackage.scaledPassingScore},
                ${scormPackage.files.length}, ${totalBytes})`,
  );
  // A few files per statement: a package may hold large media.
  await insertRows(
    db,
    'elearning_package_file',
    ['package_id', 'path', 'mime_type', 'content'],
    scormPackage.files.map((file) => [id, file.path, file.mimeType, file.content]),
    20,
  );
  await sqlRows(db, sql`UPDATE elearning_course SET package_id = ${id} WHERE id = ${courseId} AND licensee_id = ${licenseeId}`);
  return { id, totalBytes };
}
