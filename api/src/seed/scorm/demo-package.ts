import { buildDemoPackage } from './build';
import { DEMO_COURSE_CONTENT } from './content';

/** A demo course's SCORM package (zip) as the seed stores it, for journeys that upload one ('fire-safety', 'first-aid', 'display-screen'). */
export function demoCoursePackage(key: string): Promise<Buffer> {
  const content = DEMO_COURSE_CONTENT[key];
  if (!content) throw new Error(`no demo course ${key}`);
  return buildDemoPackage(key, content);
}
