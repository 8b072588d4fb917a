import { randomUUID } from 'node:crypto';
import {
  createLicenseeClientEndpoint,
  licenseeCourseListEndpoint,
  readLicenseeCourseEndpoint,
  updateLicenseeCourseEndpoint,
  updateLicenseeCourseOfferEndpoint,
  uploadLicenseeCourseEndpoint,
  uploadLicenseeCourseVersionEndpoint,
  type LicenseeCourseDetails,
} from '@compliance/shared-contracts';
import { insertRows } from '../../db';
import { buildDemoPackage } from '../../seed/scorm/build';
import { DEMO_COURSE_CONTENT } from '../../seed/scorm/content';
import { buildTestApp, TEST_DATABASE_URL, type TestApp } from '../../test/build';
import { signedInStaff, TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { multipartBody } from '../../test/multipart';

// The licensee's course catalog in the back office (docs/areas/back-office.md, courses): upload,
// texts in both languages, new versions, and the offer to all clients or chosen ones, never
// taking a course from a client that uses it.

let t: TestApp;
let admin: TestClient;
let advisor: TestClient;
let zip: Buffer;
let otherClientId: string;
let ownCourseId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInStaff(t.app);
  advisor = await signedInStaff(t.app, 'advisor');
  zip = await buildDemoPackage('fire-safety', DEMO_COURSE_CONTENT['fire-safety']!);
  // A client of another licensee: never to be chosen.
  const [{ id }] = (await t.db.query<{ id: string }>(
    `INSERT INTO licensee (identifier, name) VALUES ('partner', 'Partner Safety') RETURNING id`,
  )) as [{ id: string }];
  otherClientId = randomUUID();
  await insertRows(t.db, 'client', ['id', 'licensee_id', 'client_identifier', 'name'], [[otherClientId, id, 'partnerco', 'Partner Kunde']]);
  // A course the demo client uploaded itself: the client's, not the catalog's.
  ownCourseId = randomUUID();
  await t.db.query(
    `INSERT INTO elearning_course (id, licensee_id, owner_client_id, texts, duration_minutes)
     SELECT $1, c.licensee_id, c.id, '{"de_DE": {"title": "Eigener Kurs"}}', 5 FROM client c WHERE c.client_identifier = 'demo'`,
    [ownCourseId],
  );
});
afterAll(async () => {
  await t.close();
});

const clientIdOf = async (identifier: string) =>
  (await firstRow<{ id: string }>(t.db, `SELECT id FROM client WHERE client_identifier = $1`, [identifier]))!.id;

/** The licensee's clients holding a course's E-Learning, by company ID, with its status. */
const holders = (courseId: string) =>
  t.db.query<{ client: string; status: string }>(
    `SELECT c.client_identifier AS client, e.status FROM elearning e JOIN client c ON c.id = e.client_id
      WHERE e.course_id = $1 ORDER BY 1`,
    [courseId],
  );

const licenseeClients = async () =>
  (
    await t.db.query<{ client: string }>(
      `SELECT c.client_identifier AS client FROM client c JOIN licensee l ON l.id = c.licensee_id
        WHERE l.identifier = 'demo-licensee' ORDER BY 1`,
    )
  ).map((row) => row.client);

const uploadCourse = (fields: Record<string, string>, content = zip, who = admin) =>
  who.upload(
    uploadLicenseeCourseEndpoint,
    multipartBody([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'filename', filename: 'course.zip', content },
    ]),
  );

const readCourse = async (uuid: string, who = admin): Promise<LicenseeCourseDetails> =>
  (await who.send(readLicenseeCourseEndpoint, { uuid })).answer();

/** The entries a course's changes left in its clients' own logs, by company ID, oldest first. */
const clientNotices = async (courseId: string) =>
  (
    await t.db.query<{ client: string; action: string; details: Record<string, unknown>; staff: boolean }>(
      `SELECT c.client_identifier AS client, a.action, a.details, a.actor_advisor_id IS NOT NULL AS staff FROM audit_log a
         JOIN client c ON c.id = a.client_id WHERE a.entity_id = $1 ORDER BY a.created_at, c.client_identifier`,
      [courseId],
    )
  ).map(({ client, action, details, staff }) => [client, action, details.courseTitle, staff]);

const lastAudit = (action: string, courseId: string) =>
  firstRow<{ details: Record<string, unknown>; actor_advisor_id: string | null; client_id: string | null }>(
    t.db,
    `SELECT details, actor_advisor_id, client_id FROM audit_log WHERE action = $1 AND entity_id = $2 ORDER BY created_at DESC LIMIT 1`,
    [action, courseId],
  );

describe(`the licensee's course catalog (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('uploads a course offered to all: every client of the licensee holds it inactive, the list and details show it; audited', async () => {
    const response = await uploadCourse({
      titleDe: 'Sicher auf Leitern',
      titleEn: 'Ladder safety',
      descriptionDe: 'Leitern prüfen und aufstellen.',
      categoryDe: 'Arbeitssicherheit',
      categoryEn: 'Safety at work',
      durationMinutes: '20',
      offeredTo: 'all',
    });
    expect(response.statusCode).toBe(200);
    const uploaded = response.answer();
    const clients = await licenseeClients();
    expect(uploaded).toMatchObject({ success: true, scormVersion: '1.2', clientsOffered: clients.length });
    expect(await holders(uploaded.uuid)).toEqual(clients.map((client) => ({ client, status: 'inactive' })));

    const details = await readCourse(uploaded.uuid);
    expect(details).toMatchObject({
      uuid: uploaded.uuid,
      durationMinutes: 20,
      offeredTo: 'all',
      clientCount: clients.length,
      texts: {
        de_DE: { title: 'Sicher auf Leitern', description: 'Leitern prüfen und aufstellen.', category: 'Arbeitssicherheit' },
        // English left empty reads as German.
        en_GB: { title: 'Ladder safety', description: 'Leitern prüfen und aufstellen.', category: 'Safety at work' },
      },
    });
    expect(details.versions).toEqual([
      expect.objectContaining({
        packageTitle: uploaded.packageTitle,
        uploadedBy: 'Leonie Lizenz',
        current: true,
        fileCount: uploaded.fileCount,
      }),
    ]);
    expect(details.clients.every((client) => client.offered && client.use === 'offered')).toBe(true);

    const list = await (await advisor.send(licenseeCourseListEndpoint, { filter: { search: 'ladder' } })).answer();
    expect(list.items).toEqual([
      expect.objectContaining({ uuid: uploaded.uuid, offeredTo: 'all', clientCount: clients.length, versionCount: 1, scormVersion: '1.2' }),
    ]);
    const audited = await lastAudit('elearning.add-licensee-course', uploaded.uuid);
    expect(audited).toMatchObject({ client_id: null, actor_advisor_id: expect.any(String), details: { by: 'back-office' } });
  });

  it("lists the demo catalog sorted by title; clients' own courses are not the licensee's", async () => {
    const { items, total } = await (await admin.send(licenseeCourseListEndpoint, { perPage: 100 })).answer();
    expect(total).toBe(items.length);
    const titles = items.map((item) => item.texts.de_DE.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(items.map((item) => item.uuid)).not.toContain(ownCourseId);
  });

  it('offers a course to chosen clients only, adds and withdraws untouched ones, and clients created later get only courses offered to all', async () => {
    const { uuid } = (await uploadCourse({ titleDe: 'Gefahrstoffe', offeredTo: 'chosen' })).answer();
    expect(await holders(uuid)).toEqual([]);
    const demo = await clientIdOf('demo');
    const acme = await clientIdOf('acme');

    expect((await admin.send(updateLicenseeCourseOfferEndpoint, { uuid, offeredTo: 'chosen', clientUuids: [demo, acme] })).statusCode).toBe(
      200,
    );
    expect(await holders(uuid)).toEqual([
      { client: 'acme', status: 'inactive' },
      { client: 'demo', status: 'inactive' },
    ]);
    expect((await readCourse(uuid)).clients.map((client) => [client.clientIdentifier, client.offered, client.use])).toEqual([
      ['acme', true, 'offered'],
      ['demo', true, 'offered'],
    ]);

    // Withdrawn from acme, untouched: its E-Learning goes.
    await admin.send(updateLicenseeCourseOfferEndpoint, { uuid, offeredTo: 'chosen', clientUuids: [demo] });
    expect(await holders(uuid)).toEqual([{ client: 'demo', status: 'inactive' }]);
    const audited = await lastAudit('elearning.offer-licensee-course', uuid);
    expect(audited?.details).toMatchObject({
      before: { offeredTo: 'chosen', clientUuids: [demo, acme].sort() },
      after: { offeredTo: 'chosen', clientUuids: [demo] },
      clientsAdded: 0,
      clientsWithdrawn: [acme],
    });
    // Each client reads what reached it in its own log, the staff member as actor.
    expect(await clientNotices(uuid)).toEqual([
      ['acme', 'elearning.licensee-course-offered', 'Gefahrstoffe', true],
      ['demo', 'elearning.licensee-course-offered', 'Gefahrstoffe', true],
      ['acme', 'elearning.licensee-course-withdrawn', 'Gefahrstoffe', true],
    ]);

    // A client created now is not offered it; one created after the course is offered to all is.
    const created = await admin.send(createLicenseeClientEndpoint, {
      clientIdentifier: 'newcomer',
      name: 'Newcomer GmbH',
      street: null,
      additional: null,
      postalCode: null,
      city: null,
      country: 'DE',
      maxMembers: 50,
      admin: { firstName: 'Nora', lastName: 'Neu', username: 'nora', email: 'nora@newcomer.example' },
    });
    expect(created.statusCode).toBe(200);
    expect((await holders(uuid)).map((row) => row.client)).toEqual(['demo']);
    await admin.send(updateLicenseeCourseOfferEndpoint, { uuid, offeredTo: 'all', clientUuids: [] });
    expect((await holders(uuid)).map((row) => row.client)).toEqual(await licenseeClients());
    expect((await readCourse(uuid)).offeredTo).toBe('all');
  });

  it('keeps a course with the clients that use it: 409 Licensee.CourseInUse, nothing changed', async () => {
    // The demo client runs fire safety, and its members have tasks of it.
    const { id: fireSafety } = (await firstRow<{ id: string }>(
      t.db,
      `SELECT co.id FROM elearning_course co WHERE co.owner_client_id IS NULL AND co.texts #>> '{de_DE,title}' = 'Brandschutz im Betrieb'`,
    ))!;
    const before = await holders(fireSafety);
    const refused = await admin.send(updateLicenseeCourseOfferEndpoint, { uuid: fireSafety, offeredTo: 'chosen', clientUuids: [] });
    expect(refused.statusCode).toBe(409);
    expect(errorCodeOf(refused)).toBe('Licensee.CourseInUse');
    expect(await holders(fireSafety)).toEqual(before);
    expect((await readCourse(fireSafety)).clients.find((client) => client.clientIdentifier === 'demo')?.use).toBe('used');

    // Kept for the clients that use it, it is withdrawn from the untouched others.
    const using = (await readCourse(fireSafety)).clients.filter((client) => client.use !== 'offered');
    const kept = await admin.send(updateLicenseeCourseOfferEndpoint, {
      uuid: fireSafety,
      offeredTo: 'chosen',
      clientUuids: using.map((client) => client.uuid),
    });
    expect(kept.statusCode).toBe(200);
    expect((await holders(fireSafety)).map((row) => row.client)).toEqual(using.map((client) => client.clientIdentifier).sort());
    // Restored for the tests after this one.
    await admin.send(updateLicenseeCourseOfferEndpoint, { uuid: fireSafety, offeredTo: 'all', clientUuids: [] });
  });

  it('gives a course a new version: the newest is current, the earlier ones stay listed with who uploaded them', async () => {
    const { uuid } = (await uploadCourse({ titleDe: 'Erste Hilfe', offeredTo: 'all' })).answer();
    const response = await admin.upload(
      uploadLicenseeCourseVersionEndpoint,
      multipartBody([
        { name: 'uuid', value: uuid },
        { name: 'filename', filename: 'course-2.zip', content: zip },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.answer()).toMatchObject({ uuid, clientsOffered: 0 });
    const { versions } = await readCourse(uuid);
    expect(versions.map((version) => version.current)).toEqual([true, false]);
    expect(versions[0]!.uploadedAt >= versions[1]!.uploadedAt).toBe(true);
    expect((await lastAudit('elearning.replace-licensee-package', uuid))?.details).toMatchObject({ by: 'back-office' });
    // Every client holding it reads of the new version in its own log.
    const notices = await clientNotices(uuid);
    const holding = (await holders(uuid)).map((holder) => holder.client);
    expect(notices.filter(([, action]) => action === 'elearning.licensee-course-new-version').map(([client]) => client)).toEqual(holding);
    expect(notices.filter(([, action]) => action === 'elearning.licensee-course-offered').map(([client]) => client)).toEqual(holding);
  });

  it('saves texts in both languages and the duration, audited before and after; an empty German title is refused', async () => {
    const { uuid } = (await uploadCourse({ titleDe: 'Lärm', offeredTo: 'all' })).answer();
    const texts = {
      de_DE: { title: 'Lärm am Arbeitsplatz', description: 'Gehörschutz richtig tragen.', category: 'Gesundheit' },
      en_GB: { title: 'Noise at work', description: '', category: 'Health' },
    };
    expect((await admin.send(updateLicenseeCourseEndpoint, { uuid, texts, durationMinutes: 15 })).statusCode).toBe(200);
    expect(await readCourse(uuid)).toMatchObject({
      durationMinutes: 15,
      texts: { de_DE: texts.de_DE, en_GB: { title: 'Noise at work', description: 'Gehörschutz richtig tragen.', category: 'Health' } },
    });
    expect((await lastAudit('elearning.update-licensee-course', uuid))?.details).toMatchObject({
      before: { texts: { de_DE: { title: 'Lärm' } }, durationMinutes: 0 },
      after: { texts: { de_DE: { title: 'Lärm am Arbeitsplatz' } }, durationMinutes: 15 },
    });
    const refused = await admin.send(updateLicenseeCourseEndpoint, {
      uuid,
      texts: { ...texts, de_DE: { ...texts.de_DE, title: ' ' } },
      durationMinutes: 15,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("refuses advisors' writes, another licensee's client, unknown courses and broken packages, writing nothing", async () => {
    const { uuid } = (await uploadCourse({ titleDe: 'Ergonomie', offeredTo: 'chosen' })).answer();
    const courses = await firstRow<{ n: number }>(t.db, `SELECT count(*)::int AS n FROM elearning_course`);

    expect((await uploadCourse({ titleDe: 'Nein' }, zip, advisor)).statusCode).toBe(403);
    expect((await advisor.send(updateLicenseeCourseOfferEndpoint, { uuid, offeredTo: 'all', clientUuids: [] })).statusCode).toBe(403);

    const foreign = await admin.send(updateLicenseeCourseOfferEndpoint, { uuid, offeredTo: 'chosen', clientUuids: [otherClientId] });
    expect(foreign.statusCode).toBe(404);
    expect(errorCodeOf(foreign)).toBe('Client.NotFound');
    expect(await holders(uuid)).toEqual([]);

    const unknown = await admin.send(readLicenseeCourseEndpoint, { uuid: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(errorCodeOf(unknown)).toBe('Licensee.CourseNotFound');

    const broken = await uploadCourse({ titleDe: 'Kaputt' }, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200)]));
    expect(broken.statusCode).toBe(400);
    expect(errorCodeOf(broken)).toBe('ELearning.PackageInvalid');
    expect(await firstRow<{ n: number }>(t.db, `SELECT count(*)::int AS n FROM elearning_course`)).toEqual(courses);
  });

  it("answers 404 for a client's own course: only the licensee's catalog is the back office's", async () => {
    const response = await admin.send(readLicenseeCourseEndpoint, { uuid: ownCourseId });
    expect(response.statusCode).toBe(404);
    expect(errorCodeOf(response)).toBe('Licensee.CourseNotFound');
  });
});
