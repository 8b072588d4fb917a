import yazl from 'yazl';
import { ApiError } from '../../errors';
import { zipped } from '../../seed/scorm/build';
import { LAUNCH_DATA_MAX_LENGTH, launchHref } from './manifest-activities';
import { PACKAGE_LIMITS, unpackScormPackage, type PackageLimits } from './scorm-package';

interface ZipEntry {
  name: string;
  content: string | Buffer;
  mode?: number;
  compress?: boolean;
}

/** A zip of the entries, written by yazl. */
async function zipOf(entries: readonly ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) zip.addEmptyDirectory(entry.name);
    else zip.addBuffer(Buffer.from(entry.content), entry.name, { mode: entry.mode, compress: entry.compress ?? true });
  }
  return zipped(zip);
}

/** The zip with every occurrence of one name replaced by another of the same length (yazl refuses to write hostile names). */
const renamed = (zip: Buffer, from: string, to: string): Buffer => {
  expect(Buffer.byteLength(from)).toBe(Buffer.byteLength(to));
  return Buffer.from(zip.toString('latin1').split(from).join(to), 'latin1');
};

/** The central directory's uncompressed size of every entry set to `size`: headers that lie. */
function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let offset = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); offset >= 0;) {
    copy.writeUInt32LE(size, offset + 24);
    offset = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), offset + 4);
  }
  return copy;
}

const MANIFEST_12 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="fire" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Brandschutz im Betrieb</title>
      <item identifier="item" identifierref="sco"><title>Kurs</title><adlcp:masteryscore>80</adlcp:masteryscore></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/></resource>
  </resources>
</manifest>`;

const MANIFEST_2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="aid" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss" xml:base="course/">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="second">
    <organization identifier="first"><title>Nicht diese</title><item identifier="x" identifierref="other"><title>X</title></item></organization>
    <organization identifier="second">
      <title>First aid basics</title>
      <item identifier="module"><title>Module</title>
        <item identifier="lesson" identifierref="sco">
          <title>Lesson</title>
          <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.8"/>
          <imsss:sequencing><imsss:objectives>
            <imsss:primaryObjective objectiveID="pass" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>0.75</imsss:minNormalizedMeasure></imsss:primaryObjective>
          </imsss:objectives></imsss:sequencing>
        </item>
      </item>
    </organization>
  </organizations>
  <resources xml:base="content/">
    <resource identifier="other" type="webcontent" adlcp:scormType="sco" href="other.html"/>
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="start.html?lang=en"/>
  </resources>
</manifest>`;

const PAGE = '<!doctype html><title>Kurs</title><p>Inhalt</p>';

async function refusal(zip: Buffer, limits?: PackageLimits): Promise<string> {
  const error = await unpackScormPackage(zip, limits).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).code;
}

describe('unpackScormPackage', () => {
  it('reads a SCORM 1.2 package: version, launch file, title, mastery score and every file with its type', async () => {
    const zip = await zipOf([
      { name: 'imsmanifest.xml', content: MANIFEST_12 },
      { name: 'index.html', content: PAGE },
      { name: 'js/', content: '' },
      { name: 'js/course.js', content: 'window.course = 1;' },
      { name: 'img/flame.PNG', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]), compress: false },
    ]);
    const unpacked = await unpackScormPackage(zip);
    expect(unpacked).toMatchObject({
      version: '1.2',
      launchPath: 'index.html',
      title: 'Brandschutz im Betrieb',
      masteryScore: 80,
      completionThreshold: null,
      scaledPassingScore: null,
    });
    expect(unpacked.files.map((file) => [file.path, file.mimeType, file.content.length])).toEqual([
      ['imsmanifest.xml', 'application/xml', Buffer.byteLength(MANIFEST_12)],
      ['index.html', 'text/html; charset=utf-8', PAGE.length],
      ['js/course.js', 'text/javascript; charset=utf-8', 18],
      ['img/flame.PNG', 'image/png', 4],
    ]);
  });

  it("reads a SCORM 2004 package: the default organization's first launchable item, xml:base, the query, threshold and passing score", async () => {
    const zip = await zipOf([
      { name: 'imsmanifest.xml', content: MANIFEST_2004 },
      { name: 'course/content/start.html', content: PAGE },
      { name: 'course/content/other.html', content: PAGE },
    ]);
    expect(await unpackScormPackage(zip)).toMatchObject({
      version: '2004',
      launchPath: 'course/content/start.html?lang=en',
      launchData: null,
      title: 'First aid basics',
      masteryScore: null,
      completionThreshold: 0.8,
      scaledPassingScore: 0.75,
    });
  });

  it('launches the item with its parameters and hands its dataFromLMS to the content (CAM: launch as the manifest says)', async () => {
    const manifest = MANIFEST_12.replace(
      '<title>Brandschutz im Betrieb</title>',
      '<title>Brandschutz &amp; Flucht&#x2F;Rettung</title>',
    ).replace(
      '<item identifier="item" identifierref="sco"><title>Kurs</title>',
      '<item identifier="item" identifierref="sco" parameters="?tc=API&amp;act=1"><title>Kurs</title><adlcp:datafromlms>modus=pruefung</adlcp:datafromlms>',
    );
    const zip = await zipOf([
      { name: 'imsmanifest.xml', content: manifest },
      { name: 'index.html', content: PAGE },
    ]);
    // XML's escapes read as what they stand for, in attributes and texts alike.
    expect(await unpackScormPackage(zip)).toMatchObject({
      launchPath: 'index.html?tc=API&act=1',
      launchData: 'modus=pruefung',
      title: 'Brandschutz & Flucht/Rettung',
    });
    const tooLong = manifest.replace('modus=pruefung', 'x'.repeat(LAUNCH_DATA_MAX_LENGTH + 1));
    expect(
      await refusal(
        await zipOf([
          { name: 'imsmanifest.xml', content: tooLong },
          { name: 'index.html', content: PAGE },
        ]),
      ),
    ).toBe('ELearning.ManifestInvalid');
  });

  it.each([
    ['index.html', '?tc=API&act=1', 'index.html?tc=API&act=1'],
    ['index.html', 'questions=Playing', 'index.html?questions=Playing'],
    ['index.html?lang=de', '?questions=Playing', 'index.html?lang=de&questions=Playing'],
    ['index.html?lang=de', '&questions=Playing', 'index.html?lang=de&questions=Playing'],
    ['index.html', '#page2', 'index.html#page2'],
    ['index.html#intro', '#page2', 'index.html#intro'],
    ['index.html#intro', '?page=2', 'index.html?page=2#intro'],
    ['index.html', '  ', 'index.html'],
    ['index.html', undefined, 'index.html'],
  ])('joins %s and the parameters %s as %s', (href, parameters, launch) => {
    expect(launchHref(href, parameters)).toBe(launch);
  });

  it.each([
    ['a parent path', 'zz/evil.html', '../evil.html'],
    ['a parent path with backslashes', 'zz_evil.html', '..\\evil.html'],
    ['an absolute path', 'zzzz/x.html', '/tmp/x.html'],
    ['a drive letter', 'zzx.html', 'C:/x.html'.slice(0, 8)],
    ['a current-folder segment', 'zz/x.html', './/x.html'],
    ['an empty segment', 'zz/x.html', 'a//x.html'],
    ['a control character', 'zz/x.html', 'a\u0001/x.html'],
  ])('refuses %s', async (_case, placeholder, hostile) => {
    const zip = await zipOf([
      { name: 'imsmanifest.xml', content: MANIFEST_12 },
      { name: 'index.html', content: PAGE },
      { name: placeholder, content: 'x' },
    ]);
    expect(await refusal(renamed(zip, placeholder, hostile))).toBe('ELearning.PackageUnsafe');
  });

  it('refuses a symbolic link and a name given twice', async () => {
    const base = [
      { name: 'imsmanifest.xml', content: MANIFEST_12 },
      { name: 'index.html', content: PAGE },
    ];
    expect(await refusal(await zipOf([...base, { name: 'link.html', content: '/etc/passwd', mode: 0o120777 }]))).toBe(
      'ELearning.PackageUnsafe',
    );
    const twice = renamed(await zipOf([...base, { name: 'indey.html', content: 'other' }]), 'indey.html', 'index.html');
    expect(await refusal(twice)).toBe('ELearning.PackageUnsafe');
  });

  it('refuses zip bombs: a file packed far beyond the ratio, too much in all, too large a file, too many entries', async () => {
    const base = [
      { name: 'imsmanifest.xml', content: MANIFEST_12 },
      { name: 'index.html', content: PAGE },
    ];
    // 8 MB of zeros pack into a few KB: over the ratio long before any limit of size.
    expect(await refusal(await zipOf([...base, { name: 'zeros.bin', content: Buffer.alloc(8 * 1024 * 1024) }]))).toBe(
      'ELearning.PackageTooLarge',
    );
    const small = { ...PACKAGE_LIMITS, maxTotalBytes: 10_000, maxFileBytes: 6_000, maxEntries: 4 };
    const random = (size: number) => Buffer.from(Array.from({ length: size }, (_, index) => (index * 7919) % 251));
    expect(
      await refusal(await zipOf([...base, { name: 'a.bin', content: random(5_000) }, { name: 'b.bin', content: random(5_000) }]), small),
    ).toBe('ELearning.PackageTooLarge');
    expect(await refusal(await zipOf([...base, { name: 'big.bin', content: random(7_000) }]), small)).toBe('ELearning.PackageTooLarge');
    const many = ['a', 'b', 'c'].map((name) => ({ name: `${name}.txt`, content: name }));
    expect(await refusal(await zipOf([...base, ...many]), small)).toBe('ELearning.PackageTooLarge');
  });

  it('counts the bytes that arrive, not the sizes the headers claim', async () => {
    const zip = await zipOf([
      { name: 'imsmanifest.xml', content: MANIFEST_12 },
      { name: 'index.html', content: PAGE.repeat(100) },
    ]);
    expect(await refusal(withDeclaredSize(zip, 10))).toBe('ELearning.PackageInvalid');
  });

  it('refuses what is not a SCORM package, with the reason', async () => {
    expect(await refusal(Buffer.from('not a zip at all'))).toBe('ELearning.PackageInvalid');
    expect(await refusal(await zipOf([{ name: 'index.html', content: PAGE }]))).toBe('ELearning.ManifestInvalid');
    const manifestOnly = await zipOf([{ name: 'imsmanifest.xml', content: MANIFEST_12 }]);
    expect(await refusal(manifestOnly)).toBe('ELearning.ManifestFileMissing');
    const aicc = await zipOf(
      ['course.crs', 'course.au', 'course.des', 'course.cst', 'index.html'].map((name) => ({ name, content: PAGE })),
    );
    expect(await refusal(aicc)).toBe('ELearning.PackageAicc');
    const withPage = (manifest: string) =>
      zipOf([
        { name: 'imsmanifest.xml', content: manifest },
        { name: 'index.html', content: PAGE },
      ]);
    expect(await refusal(await withPage(MANIFEST_12.replace('<schemaversion>1.2', '<schemaversion>3.0')))).toBe(
      'ELearning.ManifestInvalid',
    );
    expect(await refusal(await withPage(MANIFEST_12.replace('identifierref="sco"', 'identifierref="none"')))).toBe(
      'ELearning.ManifestNoLaunch',
    );
    expect(await refusal(await withPage(MANIFEST_12.replace('href="index.html"', 'href="../index.html"')))).toBe(
      'ELearning.ManifestFileMissing',
    );
    expect(await refusal(await withPage('<manifest><metadata>'))).toBe('ELearning.ManifestInvalid');
  });

  it('does not expand entities of a DOCTYPE (an XML bomb stays a few bytes)', async () => {
    const bomb = MANIFEST_12.replace(
      '<manifest ',
      `<!DOCTYPE manifest [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>\n<manifest `,
    ).replace('Brandschutz im Betrieb', '&c;');
    const unpacked = await unpackScormPackage(
      await zipOf([
        { name: 'imsmanifest.xml', content: bomb },
        { name: 'index.html', content: PAGE },
      ]),
    );
    expect(unpacked.title).toBe('&c;');
  });
});
