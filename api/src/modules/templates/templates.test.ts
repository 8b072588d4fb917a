import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import yazl from 'yazl';
import { readTemplateListEndpoint, type Template, TEMPLATE_MAX_BYTES, uploadTemplateEndpoint } from '@compliance/shared-contracts';
import { zipped } from '../../seed/scorm/build';
import { DISGUISED_FILES } from '../../sweeps/upload-files';
import { multipartBody, MULTIPART_CONTENT_TYPE } from '../../test/multipart';
import { errorCodeOf } from '../../test/answers';
import { signedInApp } from '../../test/client';
import { listRequest } from '../../test/list-request';

// Document templates: every member lists the client's templates and its licensee's and downloads
// them; admins upload (PDF, DOCX, XLSX, ODT, judged by content, 5 MB at most) and delete the
// client's own. The licensee's and other clients' templates are out of reach. Renamed files and
// sizes of every upload contract are the sweeps' too (src/sweeps/uploads.test.ts).

const signedIn = signedInApp({
  superadmin: ['demo', 'superadmin'],
  admin: ['demo', 'admin'],
  member: ['demo', 'member'],
  acme: ['acme', 'admin'],
});
const { client, one } = signedIn;

const code = errorCodeOf;
const list = <const F extends object = object>(extra?: F) => listRequest(extra, 25);
const readList = async (who: string, extra: Record<string, unknown> = {}) => {
  const response = await client(who).send(readTemplateListEndpoint, list(extra));
  expect(response.statusCode).toBe(200);
  return response.answer();
};
const names = (page: { items: Template[] }) => page.items.map((item) => item.name);

async function upload(
  who: string,
  filename: string,
  content: Buffer,
  fields: Record<string, string> = { name: 'Neue Vorlage', language: 'de_DE' },
) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'filename', filename, content },
  ]);
  return client(who).upload(uploadTemplateEndpoint, body);
}

/** Uploads a template as `who` and answers its uuid (the upload must succeed). */
async function uploaded(who: string, filename: string, content: Buffer, fields?: Record<string, string>): Promise<string> {
  const response = await upload(who, filename, content, fields);
  expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({ status: 200, body: { success: true } });
  return response.answer().uuid;
}

async function pdfFile(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return Buffer.from(await pdf.save());
}

async function zipOf(entries: Record<string, string>, options: Partial<yazl.Options> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.from(content), name, options);
  return zipped(zip);
}

const docxFile = () =>
  zipOf({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });

async function xlsxFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Prüfliste').addRow(['Prüfpunkt', 'Ergebnis']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ODF wants the mimetype entry first and stored uncompressed.
const odtFile = () =>
  zipOf({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<office:document-content/>' }, { compress: false });

const templateOf = async (uuid: string) => (await readList('superadmin', { perPage: 100 })).items.find((item) => item.uuid === uuid);

describe('the list', () => {
  it("shows a member the client's templates and its licensee's, sorted by name, with their files", async () => {
    const page = await readList('member');
    expect(page.total).toBe(4);
    expect(names(page)).toEqual([
      'Gefährdungsbeurteilung Vorlage',
      'Risk assessment template',
      'Safety briefing record',
      'Unterweisungsnachweis',
    ]);
    expect(page.items.map((item) => [item.provider, item.fileType, item.language])).toEqual([
      ['client', 'xlsx', 'de_DE'],
      ['client', 'xlsx', 'en_GB'],
      ['licensee', 'pdf', 'en_GB'],
      ['licensee', 'pdf', 'de_DE'],
    ]);
    for (const item of page.items) {
      expect(item.fileUrl).toMatch(new RegExp(`^/api/file/template/${item.fileType}/[0-9a-f-]{36}/[A-Za-z0-9._-]+\\.${item.fileType}$`));
      expect(item.sizeBytes).toBeGreaterThan(500);
      expect(item.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      // A member deletes nothing.
      expect(item.deletable).toBe(false);
    }
  });

  it("marks only the client's own templates deletable for an admin", async () => {
    const page = await readList('admin');
    expect(page.items.map((item) => [item.provider, item.deletable])).toEqual([
      ['client', true],
      ['client', true],
      ['licensee', false],
      ['licensee', false],
    ]);
  });

  it('sorts by each column in both directions and pages', async () => {
    const bySize = await readList('member', { sortBy: 'sizeBytes', sortDirection: 'desc' });
    const sizes = bySize.items.map((item) => item.sizeBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(names(await readList('member', { sortBy: 'provider' })).slice(0, 2)).toEqual([
      'Gefährdungsbeurteilung Vorlage',
      'Risk assessment template',
    ]);
    expect(names(await readList('member', { sortBy: 'language', sortDirection: 'desc' }))).toEqual([
      'Safety briefing record',
      'Risk assessment template',
      'Unterweisungsnachweis',
      'Gefährdungsbeurteilung Vorlage',
    ]);
    expect((await readList('member', { sortBy: 'fileType' })).items.map((item) => item.fileType)).toEqual(['pdf', 'pdf', 'xlsx', 'xlsx']);
    const second = await readList('member', { page: 2, perPage: 25 });
    expect(second).toEqual({ items: [], total: 4 });
  });

  it('searches the name and filters by language', async () => {
    expect(names(await readList('member', { filter: { search: 'VORLAGE' } }))).toEqual(['Gefährdungsbeurteilung Vorlage']);
    expect(names(await readList('member', { filter: { search: 'template' } }))).toEqual(['Risk assessment template']);
    expect(names(await readList('member', { filter: { language: 'en_GB' } }))).toEqual([
      'Risk assessment template',
      'Safety briefing record',
    ]);
    expect(await readList('member', { filter: { search: '50%' } })).toEqual({ items: [], total: 0 });
  });

  it("shows another client of the licensee the licensee's templates only", async () => {
    const page = await readList('acme');
    expect(page.items.map((item) => [item.name, item.provider])).toEqual([
      ['Safety briefing record', 'licensee'],
      ['Unterweisungsnachweis', 'licensee'],
    ]);
  });

  it('is closed while the licensee has templates off for the client', async () => {
    const demoId = (await one<{ id: string }>("SELECT id FROM client WHERE client_identifier = 'demo'")).id;
    // Open first, so the instance caches the client's flags: switching one off must end what it cached.
    const [template] = (await readList('member')).items;
    expect(template).toBeDefined();
    await signedIn.t.db.query("INSERT INTO client_feature_flag (client_id, flag, enabled) VALUES ($1, 'templates', false)", [demoId]);
    try {
      const closed = await client('member').post('/api/templates/read-list', list());
      expect([closed.statusCode, code(closed)]).toEqual([403, 'Client.FeatureDisabled']);
      const closedWrite = await client('admin').post('/api/templates/delete-template', {
        templateUuid: '00000000-0000-4000-8000-000000000000',
      });
      expect([closedWrite.statusCode, code(closedWrite)]).toEqual([403, 'Client.FeatureDisabled']);
      // The file's address is closed with the area, though a member may have kept it.
      const closedFile = await client('member').get(template!.fileUrl);
      expect([closedFile.statusCode, code(closedFile)]).toEqual([403, 'Client.FeatureDisabled']);
    } finally {
      await signedIn.t.db.query("DELETE FROM client_feature_flag WHERE client_id = $1 AND flag = 'templates'", [demoId]);
    }
    expect((await client('member').post('/api/templates/read-list', list())).statusCode).toBe(200);
    expect((await client('member').get(template!.fileUrl)).statusCode).toBe(200);
  });
});

describe('downloads', () => {
  it("serves a member the client's templates and the licensee's, as stored", async () => {
    for (const item of (await readList('member')).items) {
      const response = await client('member').get(item.fileUrl);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(item.sizeBytes);
      if (item.fileType === 'pdf') expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      else expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    }
  });

  it("serves the licensee's templates to members of its other clients, never a client's own", async () => {
    const items = (await readList('member')).items;
    for (const item of items) {
      const response = await client('acme').get(item.fileUrl);
      expect([item.provider, response.statusCode]).toEqual([item.provider, item.provider === 'licensee' ? 200 : 404]);
      if (item.provider === 'client') expect(code(response)).toBe('File.NotFound');
    }
  });

  it("hides another client's template from the demo members", async () => {
    const acmeUuid = await uploaded('acme', 'Acme-Checkliste.pdf', await pdfFile(), { name: 'Acme Checkliste', language: 'de_DE' });
    const acmeTemplate = (await readList('acme')).items.find((item) => item.uuid === acmeUuid)!;
    expect((await client('acme').get(acmeTemplate.fileUrl)).statusCode).toBe(200);
    const response = await client('member').get(acmeTemplate.fileUrl);
    expect([response.statusCode, code(response)]).toEqual([404, 'File.NotFound']);
    expect(names(await readList('member', { perPage: 100 }))).not.toContain('Acme Checkliste');
  });
});

describe('uploads', () => {
  it.each([
    ['pdf', 'Prüfprotokoll Leitern.pdf', pdfFile, 'application/pdf'],
    ['docx', 'Betriebsanweisung.docx', docxFile, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', 'Prüfliste.xlsx', xlsxFile, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['odt', 'Unterweisung.odt', odtFile, 'application/vnd.oasis.opendocument.text'],
  ])('takes a %s, lists it as the client’s and audits it', async (fileType, filename, file, contentType) => {
    const content = await file();
    const uuid = await uploaded('admin', filename, content, { name: `  Vorlage ${fileType}  `, language: 'en_GB' });
    const listed = await templateOf(uuid);
    expect(listed).toMatchObject({
      name: `Vorlage ${fileType}`,
      fileType,
      sizeBytes: content.length,
      language: 'en_GB',
      provider: 'client',
      deletable: true,
    });
    const download = await client('member').get(listed!.fileUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(contentType);
    expect(Buffer.compare(download.rawPayload, content)).toBe(0);
    const audited = await one<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE action = 'templates.upload-template' AND entity_id = $1",
      [uuid],
    );
    expect(audited.details).toEqual({ fileType, sizeBytes: content.length, language: 'en_GB' });
  });

  it('stores the file under a plain ASCII name of its kind', async () => {
    const uuid = await uploaded('admin', 'Übersicht Brandschutz (€).pdf', await pdfFile());
    expect((await templateOf(uuid))!.fileUrl).toMatch(/\/Uebersicht-Brandschutz\.pdf$/);
  });

  const countTemplates = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM document_template')).n;

  it.each([
    ['a renamed executable', 'Anleitung.pdf', () => Promise.resolve(DISGUISED_FILES['PE (Windows)']!)],
    ['a renamed text file', 'Anleitung.pdf', () => Promise.resolve(Buffer.from('Nur Text, kein PDF.\n'))],
    ['a PDF named as a Word file', 'Anleitung.docx', pdfFile],
    ['a Word file named as a workbook', 'Anleitung.xlsx', docxFile],
    ['a plain zip named as a Word file', 'Anleitung.docx', () => zipOf({ 'readme.txt': 'word/document.xml' })],
    [
      'a zip with another mimetype named as ODT',
      'Anleitung.odt',
      () => zipOf({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet' }),
    ],
    ['a text file by its own name', 'Anleitung.txt', () => Promise.resolve(Buffer.from('Nur Text.\n'))],
    ['an executable by its own name', 'setup.exe', () => Promise.resolve(DISGUISED_FILES['PE (Windows)']!)],
  ])('refuses %s by its content with File.InvalidType and stores nothing', async (_kind, filename, file) => {
    const before = await countTemplates();
    const response = await upload('admin', filename, await file());
    expect([response.statusCode, code(response)]).toEqual([400, 'File.InvalidType']);
    expect(await countTemplates()).toBe(before);
  });

  it('refuses a file over 5 MB with File.TooLarge and takes one of exactly 5 MB', async () => {
    expect(TEMPLATE_MAX_BYTES).toBe(5 * 1024 * 1024);
    const pdf = await pdfFile();
    const padded = (size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
    const before = await countTemplates();
    const tooLarge = await upload('admin', 'Gross.pdf', padded(TEMPLATE_MAX_BYTES + 1));
    expect([tooLarge.statusCode, code(tooLarge)]).toEqual([413, 'File.TooLarge']);
    expect(await countTemplates()).toBe(before);
    await uploaded('admin', 'Genau.pdf', padded(TEMPLATE_MAX_BYTES));
  });

  it('needs a name and a language, and a file', async () => {
    const pdf = await pdfFile();
    const incomplete: Record<string, string>[] = [
      { language: 'de_DE' },
      { name: '   ', language: 'de_DE' },
      { name: 'Ohne Sprache' },
      { name: 'X', language: 'fr_FR' },
    ];
    for (const fields of incomplete) {
      const response = await upload('admin', 'Vorlage.pdf', pdf, fields);
      expect([response.statusCode, code(response)]).toEqual([400, 'Schema.Invalid']);
    }
    const noFile = await client('admin').post('/api/templates/upload-template', multipartBody([{ name: 'name', value: 'Leer' }]), {
      headers: { 'content-type': MULTIPART_CONTENT_TYPE },
    });
    expect([noFile.statusCode, code(noFile)]).toEqual([400, 'Template.UploadUnreadable']);
    const notAForm = await client('admin').post('/api/templates/upload-template', { name: 'JSON' });
    expect([notAForm.statusCode, code(notAForm)]).toEqual([400, 'Template.UploadUnreadable']);
  });

  it('is refused to a member', async () => {
    const before = await countTemplates();
    const response = await upload('member', 'Vorlage.pdf', await pdfFile());
    expect([response.statusCode, code(response)]).toEqual([403, 'Auth.Forbidden']);
    expect(await countTemplates()).toBe(before);
  });
});

describe('deleting', () => {
  it('deletes a template of the client with its file, audited', async () => {
    const uuid = await uploaded('superadmin', 'Loeschen.pdf', await pdfFile());
    const { fileUrl } = (await templateOf(uuid))!;
    const response = await client('admin').post('/api/templates/delete-template', { templateUuid: uuid });
    expect(response.json()).toEqual({ success: true });
    expect(await templateOf(uuid)).toBeUndefined();
    expect((await client('admin').get(fileUrl)).statusCode).toBe(404);
    const fileId = fileUrl.split('/')[5];
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM file WHERE id = $1', [fileId])).n).toBe(0);
    const audited = await one<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE action = 'templates.delete-template' AND entity_id = $1",
      [uuid],
    );
    expect(audited.details).toMatchObject({ fileType: 'pdf' });
    const again = await client('admin').post('/api/templates/delete-template', { templateUuid: uuid });
    expect([again.statusCode, code(again)]).toEqual([404, 'Template.NotFound']);
  });

  it("answers 404 for a licensee's template and another client's, and keeps them", async () => {
    const licensee = (await readList('admin', { perPage: 100 })).items.filter((item) => item.provider === 'licensee');
    const acmeUuid = await uploaded('acme', 'Acme.pdf', await pdfFile(), { name: 'Acme eigen', language: 'de_DE' });
    for (const templateUuid of [...licensee.map((item) => item.uuid), acmeUuid]) {
      const response = await client('superadmin').post('/api/templates/delete-template', { templateUuid });
      expect([response.statusCode, code(response)]).toEqual([404, 'Template.NotFound']);
    }
    expect((await readList('admin', { perPage: 100 })).items.filter((item) => item.provider === 'licensee')).toHaveLength(licensee.length);
    expect(names(await readList('acme', { perPage: 100 }))).toContain('Acme eigen');
  });

  it('is refused to a member', async () => {
    const [own] = (await readList('admin')).items.filter((item) => item.provider === 'client');
    const response = await client('member').post('/api/templates/delete-template', { templateUuid: own!.uuid });
    expect([response.statusCode, code(response)]).toEqual([403, 'Auth.Forbidden']);
  });
});
