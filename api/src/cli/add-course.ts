import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { translateCommon } from '@compliance/shared-contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../database';
import { ApiError } from '../errors';
import { addLicenseeCourse, LicenseeCourseError, replaceLicenseeCoursePackage } from '../modules/elearning/licensee-courses';

const usage = `Adds a course to a licensee's catalog from a SCORM package (1.2 or 2004, a zip): every client
of the licensee gets it as an inactive E-Learning, and clients created later get it too. With
--course, the package becomes the new one of that course of the catalog instead (attempts under
way keep theirs).

  pnpm --filter @compliance/api add-course -- --licensee acme-safety --zip ladder-safety.zip \\
    --title-de "Sicher auf Leitern" --title-en "Ladder safety" --category-de Arbeitssicherheit \\
    --category-en "Safety at work" --description-de "…" --description-en "…" --duration 20

  pnpm --filter @compliance/api add-course -- --licensee acme-safety --zip ladder-safety-2.zip --course <course id>

Texts not given in English are the German ones; a title not given at all is the package's.
Uses DATABASE_URL (or the embedded database in DATA_DIR).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      licensee: { type: 'string' },
      zip: { type: 'string' },
      course: { type: 'string' },
      'title-de': { type: 'string' },
      'title-en': { type: 'string' },
      'description-de': { type: 'string' },
      'description-en': { type: 'string' },
      'category-de': { type: 'string' },
      'category-en': { type: 'string' },
      duration: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const required = values.course ? (['licensee', 'zip'] as const) : (['licensee', 'zip', 'duration'] as const);
  const missing = required.filter((name) => !values[name]);
  if (values.help || missing.length > 0) {
    console.error(missing.length > 0 ? `Missing: ${missing.map((name) => `--${name}`).join(', ')}\n` : '');
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  const zip = await readFile(values.zip!);
  const config = loadConfig();
  const { db, release } = await openDatabase(config);
  try {
    const result = values.course
      ? await replaceLicenseeCoursePackage(db, { licenseeIdentifier: values.licensee!, courseId: values.course, zip })
      : await addLicenseeCourse(db, {
          licenseeIdentifier: values.licensee!,
          zip,
          durationMinutes: Number(values.duration),
          texts: {
            de_DE: { title: values['title-de'], description: values['description-de'], category: values['category-de'] },
            en_GB: { title: values['title-en'], description: values['description-en'], category: values['category-en'] },
          },
        });
    console.log(
      `${values.course ? 'New package for' : 'Added'} course ${result.courseId}: "${result.packageTitle}", SCORM ${result.scormVersion}, ` +
        `${result.fileCount} files, ${result.totalBytes} bytes` +
        (values.course ? '.' : `; offered to ${result.clientsOffered} client(s) as an inactive E-Learning.`),
    );
  } finally {
    await db.close();
    release();
  }
}

main().catch((error: unknown) => {
  // A refused package says why in the words the dashboard uses.
  if (error instanceof ApiError) console.error(`Refused: ${translateCommon('en_GB', `common.errorCodes.${error.code}`)}`);
  else if (error instanceof LicenseeCourseError) console.error(`Refused: ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
