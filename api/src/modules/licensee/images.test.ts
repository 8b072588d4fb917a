import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  LICENSEE_IMAGE_MAX_BYTES,
  loadLicenseeConfigEndpoint,
  readLicenseeBrandingEndpoint,
  removeLicenseeImageEndpoint,
  uploadLicenseeImageEndpoint,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signedInStaff, TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { changeMark, tablesChangedSince } from '../../sweeps/support';
import { multipartBody } from '../../test/multipart';

// The licensee's logo and mood image (docs/areas/back-office.md): PNG, JPEG or WebP, judged by
// content, stored resized without metadata; the sizes and renamed files of every upload are the
// sweeps' too (src/sweeps/uploads.test.ts).

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const form = (kind: string, filename: string, content: Buffer) =>
  multipartBody([
    { name: 'kind', value: kind },
    { name: 'image', filename, content },
  ]);

const upload = (kind: string, filename: string, content: Buffer, who: TestClient = admin) =>
  who.upload(uploadLicenseeImageEndpoint, form(kind, filename, content));

/** A picture of `width` × `height` in two colours, so resizing has something to keep. */
const picture = (width: number, height: number, alpha = 1) =>
  sharp({ create: { width, height, channels: 4, background: { r: 11, g: 79, b: 138, alpha } } }).composite([
    {
      input: { create: { width: Math.ceil(width / 2), height, channels: 4, background: { r: 255, g: 200, b: 0, alpha: 1 } } },
      left: 0,
      top: 0,
    },
  ]);

/** The file an address answers on the public host, and what sharp reads of it. */
async function stored(path: string) {
  const response = await new TestClient(t.app).get(path);
  expect(response.statusCode).toBe(200);
  const content = response.rawPayload;
  return { contentType: response.headers['content-type'], metadata: await sharp(content).metadata() };
}

const lastAudit = (action: string) =>
  firstRow<{ details: { kind: string; before: string | null; after: string | null }; actor_advisor_id: string | null }>(
    t.db,
    `SELECT details, actor_advisor_id FROM audit_log WHERE action = $1 ORDER BY created_at DESC LIMIT 1`,
    [action],
  );

describe('POST /api/licensee/upload-image', () => {
  it('stores a logo fitted into 960 × 192 as PNG with its transparency; every page reads it at once, audited before and after', async () => {
    const before = (await (await admin.send(readLicenseeBrandingEndpoint)).answer()).images.logo;
    const response = await upload('logo', 'Logo Neu.png', await picture(2400, 400, 0).png().toBuffer());
    const { path } = response.answer();
    expect(path).toMatch(/^\/api\/file\/licensee\/logo\/[0-9a-f-]{36}\/logo\.png$/);

    expect((await (await admin.send(readLicenseeBrandingEndpoint)).answer()).images.logo).toBe(path);
    expect((await (await new TestClient(t.app).send(loadLicenseeConfigEndpoint)).answer()).images.logo).toBe(path);
    const { contentType, metadata } = await stored(path);
    expect(contentType).toBe('image/png');
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, hasAlpha: metadata.hasAlpha }).toEqual({
      format: 'png',
      width: 960,
      height: 160,
      hasAlpha: true,
    });

    const audit = await lastAudit('licensee.upload-image');
    expect(audit.details).toEqual({ kind: 'logo', before, after: path });
    expect(audit.actor_advisor_id).not.toBeNull();
    // The replaced file stays, so the address the audit names still opens.
    if (before) expect((await new TestClient(t.app).get(before)).statusCode).toBe(200);
  });

  it('stores a mood photo upright by its EXIF orientation, as JPEG, without its metadata, and never enlarged', async () => {
    // Taken sideways: 400 wide, 300 high, to be turned a quarter (orientation 6).
    const photo = await picture(400, 300)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Kamera Person' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { path } = (await upload('mood', 'baustelle.JPG', photo)).answer();
    const { contentType, metadata } = await stored(path);
    expect(contentType).toBe('image/jpeg');
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'jpeg',
      width: 300,
      height: 400,
    });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("turns a camera's sideways portrait upright (a sample of others: test/fixtures/exif-orientation)", async () => {
    const photo = readFileSync(join(__dirname, '../../test/fixtures/exif-orientation/Portrait_6.jpg'));
    expect(await sharp(photo).metadata()).toMatchObject({ width: 1800, height: 1200, orientation: 6 });
    const { path } = (await upload('mood', 'Portrait_6.jpg', photo)).answer();
    const { metadata } = await stored(path);
    expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation }).toEqual({
      width: 1200,
      height: 1800,
      orientation: undefined,
    });
  });

  it('takes WebP, fitting a large mood image into 1920 × 1920', async () => {
    const { path } = (await upload('mood', 'stimmung.webp', await picture(3000, 2000).webp().toBuffer())).answer();
    const { metadata } = await stored(path);
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'jpeg',
      width: 1920,
      height: 1280,
    });
  });

  it('refuses SVG, by name or renamed, and GIF as File.InvalidType, storing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = await picture(10, 10).gif().toBuffer();
    const mark = await changeMark(t.db);
    for (const [filename, content] of [
      ['logo.svg', svg],
      ['logo.png', svg],
      ['logo.png', gif],
    ] as const) {
      const response = await upload('logo', filename, content);
      expect([filename, response.statusCode, errorCodeOf(response)]).toEqual([filename, 400, 'File.InvalidType']);
    }
    expect(await tablesChangedSince(t.db, mark)).toEqual([]);
  });

  it('refuses an image cut short as Licensee.ImageUnreadable, storing nothing', async () => {
    const png = await picture(600, 600).png({ compressionLevel: 0 }).toBuffer();
    const mark = await changeMark(t.db);
    const response = await upload('logo', 'logo.png', png.subarray(0, png.length / 2));
    expect([response.statusCode, errorCodeOf(response)]).toEqual([400, 'Licensee.ImageUnreadable']);
    expect(await tablesChangedSince(t.db, mark)).toEqual([]);
  });

  it('refuses an image of more than 40 megapixels by its header, before decoding it', async () => {
    // A small JPEG whose frame header claims 9000 × 9000 pixels (JPEG headers carry no checksum).
    const jpeg = await picture(16, 16).jpeg().toBuffer();
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(frame).toBeGreaterThan(0);
    jpeg.writeUInt16BE(9000, frame + 5);
    jpeg.writeUInt16BE(9000, frame + 7);
    const response = await upload('mood', 'riesig.jpg', jpeg);
    expect([response.statusCode, errorCodeOf(response)]).toEqual([400, 'Licensee.ImageTooManyPixels']);
  });

  it('refuses a file over 5 MB (413) and a kind it does not know (400)', async () => {
    const large = Buffer.concat([await picture(8, 8).png().toBuffer(), Buffer.alloc(LICENSEE_IMAGE_MAX_BYTES)]);
    expect((await upload('logo', 'logo.png', large)).statusCode).toBe(413);
    const unknown = await upload('favicon', 'logo.png', await picture(8, 8).png().toBuffer());
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([400, 'Schema.Invalid']);
  });

  it("is the licensee admin's: an advisor gets 403, a signed-out request 401", async () => {
    const png = await picture(8, 8).png().toBuffer();
    expect((await upload('logo', 'logo.png', png, await signedInStaff(t.app, 'advisor'))).statusCode).toBe(403);
    expect((await upload('logo', 'logo.png', png, new TestClient(t.app))).statusCode).toBe(401);
  });
});

describe('POST /api/licensee/remove-image', () => {
  it('removes the logo (pages show the name instead), audited with the address it had', async () => {
    const { path } = (await upload('logo', 'logo.webp', await picture(300, 100).webp().toBuffer())).answer();
    expect((await admin.send(removeLicenseeImageEndpoint, { kind: 'logo' })).statusCode).toBe(200);
    expect((await (await new TestClient(t.app).send(loadLicenseeConfigEndpoint)).answer()).images.logo).toBeNull();
    expect((await lastAudit('licensee.remove-image')).details).toEqual({ kind: 'logo', before: path, after: null });
  });

  it("is the licensee admin's: an advisor gets 403", async () => {
    const response = await (await signedInStaff(t.app, 'advisor')).send(removeLicenseeImageEndpoint, { kind: 'mood' });
    expect(response.statusCode).toBe(403);
  });
});
