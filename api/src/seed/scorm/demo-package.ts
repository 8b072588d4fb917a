import yazl from 'yazl';
import { buildDemoPackage, zipped } from './build';
import { DEMO_COURSE_CONTENT } from './content';

/** A demo course's SCORM package (zip) as the seed stores it, for journeys that upload one ('fire-safety', 'first-aid', 'display-screen'). */
export function demoCoursePackage(key: string): Promise<Buffer> {
  const content = DEMO_COURSE_CONTENT[key];
  if (!content) throw new Error(`no demo course ${key}`);
  return buildDemoPackage(key, content);
}

/** A zip of `files` (name → content), as a package of an outside vendor: for journeys that upload one of their own. */
export function zipOf(files: Readonly<Record<string, string | Buffer>>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name);
  return zipped(zip);
}
