import { readFileSync } from 'node:fs';
import yazl from 'yazl';
import { sourceFile } from '../../source-files';
import { COURSE_UI, type DemoCourseContent } from './content';

// Builds a demo course into a SCORM package (a zip), as an authoring tool would, so the demo's
// content takes the same way into the product as an upload: unpacked, checked, stored.

const RUNTIME_FILES = ['course.js', 'course.css'] as const;

/** Text as XML writes it in an element or a quoted attribute. */
export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character]!);

const FILES_LIST = ['index.html', 'content.js', ...RUNTIME_FILES].map((file) => `<file href="${file}"/>`).join('');

/** The manifest of a course: SCORM 1.2 with its mastery score, or 2004 with the pass mark as the primary objective's measure. */
function manifestOf(key: string, content: DemoCourseContent): string {
  const title = escapeXml(content.texts.de.title);
  if (content.version === '1.2') {
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${key}" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="${key}-org">
    <organization identifier="${key}-org">
      <title>${title}</title>
      <item identifier="${key}-item" identifierref="${key}-sco"><title>${title}</title><adlcp:masteryscore>${content.passPercent}</adlcp:masteryscore></item>
    </organization>
  </organizations>
  <resources><resource identifier="${key}-sco" type="webcontent" adlcp:scormtype="sco" href="index.html">${FILES_LIST}</resource></resources>
</manifest>
`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${key}" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>${content.schemaVersion}</schemaversion></metadata>
  <organizations default="${key}-org">
    <organization identifier="${key}-org">
      <title>${title}</title>
      <item identifier="${key}-item" identifierref="${key}-sco">
        <title>${title}</title>
        <imsss:sequencing><imsss:objectives>
          <imsss:primaryObjective objectiveID="${key}-pass" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>${(content.passPercent / 100).toFixed(2)}</imsss:minNormalizedMeasure></imsss:primaryObjective>
        </imsss:objectives></imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources><resource identifier="${key}-sco" type="webcontent" adlcp:scormType="sco" href="index.html">${FILES_LIST}</resource></resources>
</manifest>
`;
}

const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>E-Learning</title>
    <link rel="stylesheet" href="course.css" />
  </head>
  <body>
    <main id="course"></main>
    <script src="content.js"></script>
    <script src="course.js"></script>
  </body>
</html>
`;

/** The texts the runtime reads (window.COURSE): version, pass mark, and pages, quiz and frame words per language. */
function contentScript(content: DemoCourseContent): string {
  const course = {
    version: content.version,
    passPercent: content.passPercent,
    texts: {
      de: { ...content.texts.de, ui: COURSE_UI.de },
      en: { ...content.texts.en, ui: COURSE_UI.en },
    },
  };
  // JSON is a script literal once '<' cannot close the script element.
  return `window.COURSE = ${JSON.stringify(course).replace(/</g, '\\u003c')};\n`;
}

/** The bytes of a yazl zip once ended. */
export async function zipped(zip: yazl.ZipFile): Promise<Buffer> {
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A demo course as a SCORM package zip. */
export async function buildDemoPackage(key: string, content: DemoCourseContent): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(manifestOf(key, content)), 'imsmanifest.xml');
  zip.addBuffer(Buffer.from(INDEX_HTML), 'index.html');
  zip.addBuffer(Buffer.from(contentScript(content)), 'content.js');
  for (const file of RUNTIME_FILES) zip.addBuffer(readFileSync(sourceFile('seed', 'scorm', file)), file);
  return zipped(zip);
}
