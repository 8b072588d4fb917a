import { randomUUID } from 'node:crypto';
import { insertRows, type Database, type Queryable } from '../../db';
import { purgeJob } from '../../scheduler/jobs';
import { sql, sqlRow, sqlRows } from '../../lib/sql';
import type { ScormPackage } from './scorm-package';

// Where checked packages are stored: the package's facts, its files in pieces, and the course's
// pointer to its current package (013_elearning_packages.sql, 042_elearning_package_file_pieces.sql).

/** The largest piece a file is stored in: one piece is one short statement, written or read. */
export const PACKAGE_PIECE_BYTES = 256 * 1024;

/** Files listed per statement: their rows are small. */
const FILE_ROWS_PER_STATEMENT = 500;

/** A package whose files are all written, not yet any course's. */
export interface StoredPackage {
  id: string;
  totalBytes: number;
}

/** The bytes of a package's files, as they are stored. */
export const unpackedBytes = (scormPackage: ScormPackage): number => scormPackage.files.reduce((sum, file) => sum + file.content.length, 0);

/** The pieces of a package's files, in order, gathered into statements of about PACKAGE_PIECE_BYTES. */
function* pieceStatements(packageId: string, scormPackage: ScormPackage): Generator<unknown[][]> {
  let batch: unknown[][] = [];
  let batchBytes = 0;
  for (const file of scormPackage.files) {
    const { content } = file;
    for (let seq = 0, start = 0; seq === 0 || start < content.length; seq += 1, start += PACKAGE_PIECE_BYTES) {
      const piece = content.subarray(start, start + PACKAGE_PIECE_BYTES);
      if (batch.length > 0 && batchBytes + piece.length > PACKAGE_PIECE_BYTES) {
        yield batch;
        batch = [];
        batchBytes = 0;
      }
      batch.push([packageId, file.path, seq, piece]);
      batchBytes += piece.length;
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Writes a checked package, belonging to no course yet: its row, its files' rows, then its files
 * in pieces, each statement on its own (no transaction holds the database meanwhile, and no
 * statement carries more than PACKAGE_PIECE_BYTES). Answers its id and the bytes of its files.
 */
async function writePackage(db: Queryable, id: string, licenseeId: string, scormPackage: ScormPackage): Promise<StoredPackage> {
  const totalBytes = unpackedBytes(scormPackage);
  await sqlRows(
    db,
    sql`INSERT INTO elearning_package (id, licensee_id, scorm_version, launch_path, launch_data, title, mastery_score,
                                       completion_threshold, scaled_passing_score, activities, file_count, total_bytes)
        VALUES (${id}, ${licenseeId}, ${scormPackage.version}, ${scormPackage.launchPath}, ${scormPackage.launchData}, ${scormPackage.title},
                ${scormPackage.masteryScore}, ${scormPackage.completionThreshold}, ${scormPackage.scaledPassingScore},
                ${JSON.stringify(scormPackage.activities)}::jsonb, ${scormPackage.files.length}, ${totalBytes})`,
  );
  await insertRows(
    db,
    'elearning_package_file',
    ['package_id', 'path', 'mime_type', 'size'],
    scormPackage.files.map((file) => [id, file.path, file.mimeType, file.content.length]),
    FILE_ROWS_PER_STATEMENT,
  );
  for (const pieces of pieceStatements(id, scormPackage)) {
    await insertRows(db, 'elearning_package_file_piece', ['package_id', 'path', 'seq', 'content'], pieces, pieces.length);
  }
  return { id, totalBytes };
}

/** Makes a written package the course's current one; in the caller's transaction. */
async function linkPackage(tx: Queryable, courseId: string, packageId: string): Promise<void> {
  await sqlRows(tx, sql`UPDATE elearning_package SET course_id = ${courseId} WHERE id = ${packageId} AND course_id IS NULL`);
  await sqlRows(tx, sql`UPDATE elearning_course SET package_id = ${packageId} WHERE id = ${courseId}`);
}

/**
 * Stores a checked package and then, in one short transaction, runs `link`, which names the
 * course the package becomes the current one of (creating or locking it) and records the change.
 * A package whose writing or link fails is deleted again; one left by a server that stopped
 * half-way is deleted by {@link packagePurgeJob}.
 */
export async function storePackage<T>(
  db: Database,
  licenseeId: string,
  scormPackage: ScormPackage,
  link: (tx: Queryable, stored: StoredPackage) => Promise<{ courseId: string; result: T }>,
): Promise<T> {
  const id = randomUUID();
  try {
    const stored = await writePackage(db, id, licenseeId, scormPackage);
    return await db.transaction(async (tx) => {
      const { courseId, result } = await link(tx, stored);
      await linkPackage(tx, courseId, id);
      return result;
    });
  } catch (error) {
    await sqlRows(db, sql`DELETE FROM elearning_package WHERE id = ${id} AND course_id IS NULL`);
    throw error;
  }
}

/**
 * Stores a package as the course's current one inside the caller's transaction: for the demo
 * seed, whose packages are a few kilobytes and which fills a database nobody uses yet.
 */
export async function storeSeedPackage(tx: Queryable, licenseeId: string, courseId: string, scormPackage: ScormPackage): Promise<void> {
  const id = randomUUID();
  await writePackage(tx, id, licenseeId, scormPackage);
  await linkPackage(tx, courseId, id);
}

/** Reads piece `seq` of a package's file; undefined past its last. */
export async function readPackagePiece(db: Queryable, packageId: string, path: string, seq: number): Promise<Buffer | undefined> {
  const row = await sqlRow<{ content: Buffer }>(
    db,
    sql`SELECT content FROM elearning_package_file_piece WHERE package_id = ${packageId} AND path = ${path} AND seq = ${seq}`,
  );
  return row?.content;
}

/** An upload's package left unlinked for this long failed half-way: nobody will link it any more. */
const UNLINKED_PACKAGE_HOURS = 24;

/** Deletes packages whose upload stopped half-way (the server stopped while it was written). */
export const packagePurgeJob = purgeJob(
  'package-purge',
  60 * 60,
  sql`DELETE FROM elearning_package WHERE course_id IS NULL
       AND created_at < now() - make_interval(hours => ${UNLINKED_PACKAGE_HOURS}) RETURNING 1`,
);
