import { readCatalogEndpoint, uploadPackageEndpoint } from '@compliance/shared-contracts';
import { createHash, randomBytes } from 'node:crypto';
import yazl from 'yazl';
import { zipped } from '../../seed/scorm/build';
import { DEMO_COURSE_CONTENT } from '../../seed/scorm/content';
import { demoCoursePackage, zipOf } from '../../seed/scorm/demo-package';
import { multipartBody, MULTIPART_CONTENT_TYPE } from '../../test/multipart';
import { errorCodeOf } from '../../test/answers';
import { generatedManifest, multiScoCourse12 } from '../../test/scorm-packages';
import { signedInApp } from '../../test/client';
import { DEMO_ELEARNINGS, demoELearningId } from '../../test/elearning';
import { PACKAGE_PIECE_BYTES, packagePurgeJob } from './package-store';

// SCORM package uploads (issue 14): only a super-admin uploads; a package becomes a new course of
// the client's own, inactive until its settings are saved, or the new package of such a course.
// The licensee's courses and other clients' E-Learnings are out of reach. Upload attacks (renamed
// files, sizes, zip bombs) are the sweeps' (src/sweeps/uploads.test.ts).

const signedIn = signedInApp({ superadmin: ['demo', 'superadmin'], admin: ['demo', 'admin'], acme: ['acme', 'admin'] });
const { client, one } = signedIn;

const firstAidZip = () => demoCoursePackage('first-aid');

async function upload(who: string, zip: Buffer, fields: Record<string, string> = {}) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'filename', filename: 'course.zip', content: zip },
  ]);
  return client(who).upload(uploadPackageEndpoint, body);
}

const catalogSearch = async (who: string, search: string) =>
  (await client(who).send(readCatalogEndpoint, { filter: { search } })).answer().items;

const packageCount = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM elearning_package')).n;

/** The manifest of a one-page SCORM 1.2 course, as an outside vendor writes it. */
const SCORM_12_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="pieces" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
          xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Pieces</title>
    <item identifier="item" identifierref="sco"><title>Video</title></item>
  </organization></organizations>
  <resources><resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;

const courseCount = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM elearning_course')).n;

describe('uploading a SCORM package as a new course', () => {
  it('tells what it found: organizations, each SCO and asset with its launch file, and what it guessed; keeps the activity tree', async () => {
    const shape = multiScoCourse12();
    const manifest = generatedManifest(shape).replace('<schemaversion>1.2</schemaversion>', '');
    const zip = await zipOf({
      'imsmanifest.xml': manifest,
      'sco.html': '<!doctype html><title>SCO</title>',
      'asset.html': '<!doctype html>',
    });
    const response = await upload('superadmin', zip);
    expect(response.statusCode).toBe(200);
    const { report, elearningUuid } = response.answer();
    expect(report.organizationCount).toBe(1);
    expect(report.warnings).toEqual(['VersionGuessed']);
    expect(report.activities).toHaveLength(22);
    expect(report.activities[0]).toEqual({ title: 'Lektion 1.1', kind: 'sco', launchFile: 'sco.html', visible: true });
    expect(report.activities.filter((activity) => !activity.visible).map((activity) => activity.title)).toEqual(['Lektion 2.5']);
    expect(report.activities.at(-2)).toMatchObject({ title: 'Handout', kind: 'asset', launchFile: 'asset.html' });
    const stored = await one<{ chapters: number }>(
      `SELECT jsonb_array_length(p.activities -> 'children') AS chapters
         FROM elearning e JOIN elearning_course c ON c.id = e.course_id JOIN elearning_package p ON p.id = c.package_id WHERE e.id = $1`,
      [elearningUuid],
    );
    expect(stored.chapters).toBe(6);
  });

  it("makes an inactive course of the client's own with the texts given, seen in its catalog only", async () => {
    const response = await upload('superadmin', await firstAidZip(), {
      title: 'Erste Hilfe im Lager',
      category: 'Erste Hilfe',
      description: 'Unser eigener Kurs.',
      durationMinutes: '35',
    });
    expect(response.statusCode).toBe(200);
    const uploaded = response.answer();
    expect(uploaded).toMatchObject({
      packageTitle: DEMO_COURSE_CONTENT['first-aid']!.texts.de.title,
      scormVersion: DEMO_COURSE_CONTENT['first-aid']!.version,
    });
    expect(uploaded.fileCount).toBeGreaterThan(2);
    expect(uploaded.totalBytes).toBeGreaterThan(1000);

    const [listed] = await catalogSearch('superadmin', 'Erste Hilfe im Lager');
    expect(listed).toMatchObject({ uuid: uploaded.elearningUuid, category: 'Erste Hilfe', durationMinutes: 35, status: 'inactive' });
    expect(await catalogSearch('acme', 'Erste Hilfe im Lager')).toEqual([]);

    const stored = await one<{ files: number; own: boolean }>(
      `SELECT (SELECT count(*)::int FROM elearning_package_file f WHERE f.package_id = c.package_id) AS files,
              c.owner_client_id = e.client_id AS own
         FROM elearning e JOIN elearning_course c ON c.id = e.course_id WHERE e.id = $1`,
      [uploaded.elearningUuid],
    );
    expect(stored).toEqual({ files: uploaded.fileCount, own: true });
    const audited = await one<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE action = 'elearning.upload-package' AND entity_id = $1`,
      [uploaded.elearningUuid],
    );
    expect(audited.details).toMatchObject({ replaced: false, fileCount: uploaded.fileCount });
  });

  it("takes the manifest's title when none is given", async () => {
    const response = await upload('superadmin', await firstAidZip(), { category: 'Ohne Titel' });
    expect(response.statusCode).toBe(200);
    const [listed] = await catalogSearch('superadmin', 'Ohne Titel');
    expect(listed).toMatchObject({
      uuid: response.answer().elearningUuid,
      title: DEMO_COURSE_CONTENT['first-aid']!.texts.de.title,
    });
  });
});

describe('replacing the package of an own course', () => {
  it('gives the course a new package and keeps the old one for the attempts that started with it', async () => {
    const created = (await upload('superadmin', await firstAidZip(), { title: 'Ersetzen' })).answer();
    const before = await one<{ package_id: string }>(
      'SELECT c.package_id FROM elearning e JOIN elearning_course c ON c.id = e.course_id WHERE e.id = $1',
      [created.elearningUuid],
    );
    const courses = await courseCount();
    const display = await demoCoursePackage('display-screen');
    const response = await upload('superadmin', display, { elearningUuid: created.elearningUuid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      elearningUuid: created.elearningUuid,
      packageTitle: DEMO_COURSE_CONTENT['display-screen']!.texts.de.title,
    });
    const after = await one<{ package_id: string; title: string; stored: number }>(
      `SELECT c.package_id, c.texts -> 'de_DE' ->> 'title' AS title,
              (SELECT count(*)::int FROM elearning_package p WHERE p.course_id = c.id) AS stored
         FROM elearning e JOIN elearning_course c ON c.id = e.course_id WHERE e.id = $1`,
      [created.elearningUuid],
    );
    expect(after.package_id).not.toBe(before.package_id);
    expect(after).toMatchObject({ title: 'Ersetzen', stored: 2 });
    expect(await courseCount()).toBe(courses);
  });

  it("refuses the licensee's courses and other clients' E-Learnings before anything is written", async () => {
    const packages = await packageCount();
    const licenseeCourse = await demoELearningId(signedIn.t.db, DEMO_ELEARNINGS.fireSafety);
    const own = await upload('superadmin', await firstAidZip(), { elearningUuid: licenseeCourse });
    expect({ status: own.statusCode, code: errorCodeOf(own) }).toEqual({ status: 403, code: 'ELearning.CourseNotOwn' });
    const acmeELearning = await one<{ id: string }>(
      `SELECT e.id FROM elearning e JOIN client c ON c.id = e.client_id WHERE c.client_identifier = 'acme' LIMIT 1`,
    );
    const foreign = await upload('superadmin', await firstAidZip(), { elearningUuid: acmeELearning.id });
    expect({ status: foreign.statusCode, code: errorCodeOf(foreign) }).toEqual({ status: 404, code: 'ELearning.NotFound' });
    expect(await packageCount()).toBe(packages);
  });
});

describe('how a package is stored', () => {
  it('keeps a file in pieces of 256 KB that add up to it, and small files in one piece each', async () => {
    const media = randomBytes(2 * PACKAGE_PIECE_BYTES + 1000);
    const response = await upload(
      'superadmin',
      await zipOf({ 'imsmanifest.xml': SCORM_12_MANIFEST, 'index.html': '<!doctype html><title>Video</title>', 'media/film.mp4': media }),
      { title: 'In Stücken' },
    );
    expect(response.statusCode).toBe(200);
    const { elearningUuid } = response.answer();
    const pieces = await signedIn.t.db.query<{ path: string; seq: number; bytes: number }>(
      `SELECT p.path, p.seq, length(p.content)::int AS bytes
         FROM elearning_package_file_piece p JOIN elearning_course c ON c.package_id = p.package_id JOIN elearning e ON e.course_id = c.id
        WHERE e.id = $1 ORDER BY p.path, p.seq`,
      [elearningUuid],
    );
    expect(pieces).toEqual([
      { path: 'imsmanifest.xml', seq: 0, bytes: Buffer.byteLength(SCORM_12_MANIFEST) },
      { path: 'index.html', seq: 0, bytes: 35 },
      { path: 'media/film.mp4', seq: 0, bytes: PACKAGE_PIECE_BYTES },
      { path: 'media/film.mp4', seq: 1, bytes: PACKAGE_PIECE_BYTES },
      { path: 'media/film.mp4', seq: 2, bytes: 1000 },
    ]);
    const whole = await one<{ md5: string; size: number }>(
      `SELECT md5(string_agg(p.content, ''::bytea ORDER BY p.seq)) AS md5, f.size::int AS size
         FROM elearning_package_file f JOIN elearning_package_file_piece p ON p.package_id = f.package_id AND p.path = f.path
         JOIN elearning_course c ON c.package_id = f.package_id JOIN elearning e ON e.course_id = c.id
        WHERE e.id = $1 AND f.path = 'media/film.mp4' GROUP BY f.size`,
      [elearningUuid],
    );
    expect(whole).toEqual({ md5: createHash('md5').update(media).digest('hex'), size: media.length });
  });

  it('deletes a package that no course took a day after its upload stopped half-way, and no other', async () => {
    const { id: licenseeId } = await one<{ id: string }>(`SELECT id FROM licensee LIMIT 1`);
    const insertUnlinked = (hoursAgo: number) =>
      one<{ id: string }>(
        `INSERT INTO elearning_package (licensee_id, scorm_version, launch_path, title, activities, file_count, total_bytes, created_at)
         VALUES ($1, '1.2', 'index.html', 'Halb', '{"id":"org","title":"Halb","visible":true,"launch":null,"children":[{"id":"sco","title":"Halb","visible":true,"children":[],"launch":{"path":"index.html","kind":"sco","launchData":null,"masteryScore":null,"completionThreshold":null,"scaledPassingScore":null}}]}', 1, 1, now() - make_interval(hours => $2)) RETURNING id`,
        [licenseeId, hoursAgo],
      );
    const stale = await insertUnlinked(25);
    const writing = await insertUnlinked(1);
    const packages = await packageCount();
    expect(await signedIn.t.db.transaction((tx) => packagePurgeJob.run(tx))).toBe(1);
    expect(await packageCount()).toBe(packages - 1);
    expect(await signedIn.t.db.query('SELECT id FROM elearning_package WHERE id = ANY ($1::uuid[])', [[stale.id, writing.id]])).toEqual([
      { id: writing.id },
    ]);
    await one('DELETE FROM elearning_package WHERE id = $1 RETURNING 1', [writing.id]);
  });
});

describe('what is refused', () => {
  it('is for super-admins only', async () => {
    const response = await upload('admin', await firstAidZip());
    expect(response.statusCode).toBe(403);
  });

  it('refuses a zip without a manifest and stores nothing', async () => {
    const courses = await courseCount();
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('<html></html>'), 'index.html');
    const response = await upload('superadmin', await zipped(zip));
    expect({ status: response.statusCode, code: errorCodeOf(response) }).toEqual({ status: 400, code: 'ELearning.ManifestInvalid' });
    expect(await courseCount()).toBe(courses);
  });

  it('refuses fields out of bounds and a form without the file', async () => {
    const bounds = await upload('superadmin', await firstAidZip(), { durationMinutes: 'lang' });
    expect({ status: bounds.statusCode, code: errorCodeOf(bounds) }).toEqual({ status: 400, code: 'Schema.Invalid' });
    const empty = await client('superadmin').post('/api/elearning/upload-package', multipartBody([{ name: 'title', value: 'x' }]), {
      headers: { 'content-type': MULTIPART_CONTENT_TYPE },
    });
    expect({ status: empty.statusCode, code: errorCodeOf(empty) }).toEqual({ status: 400, code: 'ELearning.PackageInvalid' });
  });
});
