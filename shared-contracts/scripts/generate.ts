// Writes the generated sources of this package (see src/api/browser-api-source.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserApiSource } from '../src/api/browser-api-source';

writeFileSync(join(__dirname, '../src/api/browser.ts'), browserApiSource());
