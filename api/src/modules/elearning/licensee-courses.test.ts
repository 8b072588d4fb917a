import { randomUUID } from 'node:crypto';
import { buildDemoPackage } from '../../seed/scorm/build';
import { DEMO_COURSE_CONTENT } from '../../seed/scorm/content';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../test/build';
import { addLicenseeCourse, LicenseeCourseError, replaceLicenseeCoursePackage } from './licensee-courses';

// The licensee's catalog (docs/areas/elearnings.md, uploading packages): a course added from the
// command line reaches every client of the licensee as an inactive E-Learning (clients created
// later get it too: create-client.test.ts); its package can be replaced; a refused package
// writes nothing.

let database: TestDatabase;
let zip: Buffer;
beforeAll(async () => {
  database = await createTestDatabase();
  zip = await buildDemoPackage('fire-safety', DEMO_COURSE_CONTENT['fire-safety']!);
});
afterAll(async () => {
  await database.drop();
});

const count = async (text: string, params: unknown[] = []) =>
  (await database.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${text}`, params))[0]!.count;

/** The E-Learnings of a course, by client identifier. */
const elearningsOf = (courseId: string) =>
  database.db.query<{ client: string; status: string }>(
    `SELECT c.client_identifier AS client, e.status FROM elearning e JOIN client c ON c.id = e.client_id
      WHERE e.course_id = $1 ORDER BY c.client_identifier`,
    [courseId],
  );

const ladderSafety = {
  licenseeIdentifier: 'demo-licensee',
  durationMinutes: 20,
  texts: { de_DE: { title: 'Sicher auf Leitern', category: 'Arbeitssicherheit', description: 'Leitern prüfen und aufstellen.' } },
};

describe(`the licensee's catalog (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("adds a course from a package and offers it to each of the licensee's clients, inactive; audited", async () => {
    const clients = await database.db.query<{ client: string }>(
      `SELECT c.client_identifier AS client FROM client c JOIN licensee l ON l.id = c.licensee_id
        WHERE l.identifier = 'demo-licensee' ORDER BY 1`,
    );
    const added = await addLicenseeCourse(database.db, { ...ladderSafety, zip });
    expect(added).toMatchObject({ scormVersion: '1.2', clientsOffered: clients.length });
    expect(await elearningsOf(added.courseId)).toEqual(clients.map(({ client }) => ({ client, status: 'inactive' })));
    const [course] = await database.db.query<{ texts: Record<string, unknown>; owner: string | null; current: boolean }>(
      `SELECT texts, owner_client_id AS owner, package_id IS NOT NULL AS current FROM elearning_course WHERE id = $1`,
      [added.courseId],
    );
    // English falls back to the German texts given.
    expect(course).toEqual({ texts: { de_DE: ladderSafety.texts.de_DE, en_GB: ladderSafety.texts.de_DE }, owner: null, current: true });
    expect(await count(`audit_log WHERE action = 'elearning.add-licensee-course' AND entity_id = $1`, [added.courseId])).toBe(1);
  });

  it('makes a new package current for a course of the catalog; attempts under way keep theirs', async () => {
    const added = await addLicenseeCourse(database.db, { ...ladderSafety, zip });
    const [before] = await database.db.query<{ id: string }>(`SELECT package_id AS id FROM elearning_course WHERE id = $1`, [
      added.courseId,
    ]);
    const replaced = await replaceLicenseeCoursePackage(database.db, {
      licenseeIdentifier: 'demo-licensee',
      courseId: added.courseId,
      zip,
    });
    expect(replaced).toMatchObject({ courseId: added.courseId, clientsOffered: 0 });
    const [after] = await database.db.query<{ id: string }>(`SELECT package_id AS id FROM elearning_course WHERE id = $1`, [
      added.courseId,
    ]);
    expect(after!.id).not.toBe(before!.id);
    expect(await count(`elearning_package WHERE course_id = $1`, [added.courseId])).toBe(2);
  });

  it("refuses another licensee's course, an unknown licensee and a broken package, writing nothing", async () => {
    const added = await addLicenseeCourse(database.db, { ...ladderSafety, zip });
    const courses = await count('elearning_course');
    const packages = await count('elearning_package');
    await expect(
      replaceLicenseeCoursePackage(database.db, { licenseeIdentifier: 'other-licensee', courseId: added.courseId, zip }),
    ).rejects.toThrow(LicenseeCourseError);
    await expect(
      replaceLicenseeCoursePackage(database.db, { licenseeIdentifier: 'demo-licensee', courseId: randomUUID(), zip }),
    ).rejects.toThrow('Licensee.CourseNotFound');
    await expect(
      replaceLicenseeCoursePackage(database.db, { licenseeIdentifier: 'demo-licensee', courseId: 'not-a-uuid', zip }),
    ).rejects.toThrow(LicenseeCourseError);
    await expect(addLicenseeCourse(database.db, { ...ladderSafety, licenseeIdentifier: 'nobody', zip })).rejects.toThrow(
      LicenseeCourseError,
    );
    await expect(addLicenseeCourse(database.db, { ...ladderSafety, zip: Buffer.from('no zip at all') })).rejects.toThrow(
      'ELearning.PackageInvalid',
    );
    await expect(addLicenseeCourse(database.db, { ...ladderSafety, durationMinutes: -5, zip })).rejects.toThrow(LicenseeCourseError);
    expect(await count('elearning_course')).toBe(courses);
    expect(await count('elearning_package')).toBe(packages);
  });
});
