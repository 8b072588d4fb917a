// Prints the area description of the remote in the folder given as argument, as its build emits
// it (area.json): `src/area-description.ts` with every label looked up in `i18n/<language>.json`.
// A process of its own: TypeScript loaded into the build's process would enter webpack's
// build-dependency tracking of the configuration.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { require: requireTs } = require('tsx/cjs/api');

const appDir = path.resolve(process.argv[2] ?? '.');
const sourceFile = path.join(appDir, 'src', 'area-description.ts');
const contracts = requireTs('@compliance/shared-contracts', sourceFile);
const { areaDescription } = requireTs(sourceFile, __filename);
if (!areaDescription) throw new Error(`${sourceFile} exports no areaDescription`);
const texts = Object.fromEntries(
  contracts.LANGUAGES.map((language) => [language, JSON.parse(readFileSync(path.join(appDir, 'i18n', `${language}.json`), 'utf8'))]),
);
const description = contracts.areaDescriptionSchema.parse(contracts.resolveAreaDescription(areaDescription, texts));
process.stdout.write(JSON.stringify({ file: contracts.AREA_DESCRIPTION_FILE, description }));
