import { readClientDetailsEndpoint, uploadPackageEndpoint, uploadTemplateEndpoint } from '@compliance/shared-contracts';
import { PDFDocument } from 'pdf-lib';
import type { ClientStorage } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { insertTemplate } from '../modules/templates/queries';
import { demoCoursePackage } from '../seed/scorm/demo-package';
import { multipartBody } from '../test/multipart';
import { errorCodeOf } from '../test/answers';
import { signedInApp } from '../test/client';
import { assertStorageRoom, readClientStorage } from './storage-quota';

// The client's storage quota (issue 67): its own packages and templates share one limit, shown in
// the company settings; an upload beyond it is refused with Client.StorageQuotaExceeded and leaves
// nothing behind, other clients are not touched, and two uploads at once cannot both take the last room.

const signedIn = signedInApp({ superadmin: ['demo', 'superadmin'], acme: ['acme', 'admin'] });
const { client, one } = signedIn;

const TWO_GIB = 2 * 1024 * 1024 * 1024;

async function storageOf(who: string): Promise<ClientStorage> {
  const response = await client(who).send(readClientDetailsEndpoint);
  expect(response.statusCode).toBe(200);
  return response.answer().storage;
}

const setQuota = (company: string, bytes: number) =>
  one('UPDATE client SET storage_quota_bytes = $1 WHERE client_identifier = $2 RETURNING 1', [bytes, company]);

async function pdfFile(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage().drawText(`Seite ${page + 1}`);
  return Buffer.from(await pdf.save());
}

const uploadTemplate = (who: string, name: string, content: Buffer) =>
  client(who).upload(
    uploadTemplateEndpoint,
    multipartBody([
      { name: 'name', value: name },
      { name: 'language', value: 'de_DE' },
      { name: 'filename', filename: `${name}.pdf`, content },
    ]),
  );

const uploadPackage = async (who: string) =>
  client(who).upload(
    uploadPackageEndpoint,
    multipartBody([{ name: 'filename', filename: 'course.zip', content: await demoCoursePackage('first-aid') }]),
  );

const count = async (table: string) => (await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).n;

describe("a client's storage quota", () => {
  it('is shown in the company settings and grows by exactly what is uploaded', async () => {
    const before = await storageOf('superadmin');
    expect(before).toMatchObject({ quotaBytes: TWO_GIB, usedBytes: before.packagesBytes + before.templatesBytes });

    const template = await pdfFile(3);
    expect((await uploadTemplate('superadmin', 'Prüfprotokoll', template)).statusCode).toBe(200);
    const packageAnswer = await uploadPackage('superadmin');
    expect(packageAnswer.statusCode).toBe(200);
    const { totalBytes } = packageAnswer.answer();

    expect(await storageOf('superadmin')).toEqual({
      quotaBytes: TWO_GIB,
      packagesBytes: before.packagesBytes + totalBytes,
      templatesBytes: before.templatesBytes + template.length,
      usedBytes: before.usedBytes + totalBytes + template.length,
    });
  });

  it('refuses a template or a package beyond it, stores nothing of either, and leaves other clients alone', async () => {
    const { usedBytes } = await storageOf('superadmin');
    await setQuota('demo', usedBytes + 100);
    const templates = await count('document_template');
    const packages = await count('elearning_package');
    const courses = await count('elearning_course');

    const template = await uploadTemplate('superadmin', 'Zu groß', await pdfFile(1));
    expect({ status: template.statusCode, code: errorCodeOf(template) }).toEqual({ status: 413, code: 'Client.StorageQuotaExceeded' });
    const upload = await uploadPackage('superadmin');
    expect({ status: upload.statusCode, code: errorCodeOf(upload) }).toEqual({ status: 413, code: 'Client.StorageQuotaExceeded' });
    expect([await count('document_template'), await count('elearning_package'), await count('elearning_course')]).toEqual([
      templates,
      packages,
      courses,
    ]);
    expect((await storageOf('superadmin')).usedBytes).toBe(usedBytes);

    expect((await uploadTemplate('acme', 'Acme-Vorlage', await pdfFile(1))).statusCode).toBe(200);
    await setQuota('demo', TWO_GIB);
  });

  it('holds a second upload at the check until the first has stored its file, so both cannot take the last room', async () => {
    const { db } = signedIn.t;
    const demo = await one<{ clientId: string; licenseeId: string }>(
      `SELECT id AS "clientId", licensee_id AS "licenseeId" FROM client WHERE client_identifier = 'demo'`,
    );
    const { usedBytes } = await readClientStorage(db, demo);
    await setQuota('demo', usedBytes + 1500);
    const storeTemplate = (tx: Queryable, name: string) =>
      insertTemplate(tx, {
        ...demo,
        name,
        language: 'de_DE',
        fileType: 'pdf',
        fileName: `${name}.pdf`,
        content: Buffer.alloc(1000),
        uploadedBy: null,
      });

    let firstChecked!: () => void;
    let storeFirst!: () => void;
    const checked = new Promise<void>((resolve) => (firstChecked = resolve));
    const mayStore = new Promise<void>((resolve) => (storeFirst = resolve));
    const first = db.transaction(async (tx) => {
      await assertStorageRoom(tx, demo, 1000, { lockClient: true });
      firstChecked();
      await mayStore;
      await storeTemplate(tx, 'Erste');
    });
    await checked;
    const second = db.transaction(async (tx) => {
      await assertStorageRoom(tx, demo, 1000, { lockClient: true });
      await storeTemplate(tx, 'Zweite');
    });
    // Without the lock, the second check would have read the room the first has not yet taken by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    storeFirst();
    await first;
    await expect(second).rejects.toMatchObject({ statusCode: 413, code: 'Client.StorageQuotaExceeded' });
    expect((await readClientStorage(db, demo)).usedBytes).toBe(usedBytes + 1000);
    await setQuota('demo', TWO_GIB);
  });
});
