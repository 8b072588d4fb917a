// Real versions for the shared packages (docs/development.md, "Versions of the shared packages"):
// each records, per version, a fingerprint of what it ships and the names each entry exports.
// A test fails when the sources changed but the version did not, and when a version broke what
// an earlier one of its major offered; `record` bumps the version by what changed and records it.
//
//   node scripts/package-versions.cjs record shared-ui
const { createHash } = require('node:crypto');
const { readFileSync, readdirSync, writeFileSync, existsSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const RECORD_FILE = 'versions.json';
/** What a package ships to the browser or server: its sources and texts, not its tests. */
const SHIPPED_FOLDERS = ['src', 'i18n'];
const NOT_SHIPPED = /\.test\.tsx?$|[/\\]testing[/\\]|[/\\]test-utils\.tsx?$/;

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** The version of a workspace package, by its name: '@compliance/shared-contracts' → its package.json's. */
function workspaceVersionOf(name) {
  const folder = name.replace(/^@compliance\//, '');
  return JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).version;
}

/** A digest of the shipped files (path and content), of the manifest without its version, and of the workspace packages' versions it bundles. */
function fingerprintOf(packageDir) {
  const hash = createHash('sha256');
  const files = SHIPPED_FOLDERS.flatMap((folder) => filesUnder(path.join(packageDir, folder)))
    .filter((file) => !NOT_SHIPPED.test(file))
    .map((file) => path.relative(packageDir, file).split(path.sep).join('/'))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(packageDir, file)))
      .update('\0');
  const { version: _version, ...manifest } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  hash.update(JSON.stringify(manifest));
  // A workspace package it depends on is bundled into it (shared-ui's FileField carries
  // shared-contracts' upload types): a new version of that one is a new version of this one,
  // so a remote built with it never takes the page's older copy of an entry.
  for (const [name, range] of Object.entries(manifest.dependencies ?? {}).sort())
    if (String(range).startsWith('workspace:')) hash.update(`${name}@${workspaceVersionOf(name)}\0`);
  return `sha256:${hash.digest('hex')}`;
}

/** The package's TypeScript entries from its `exports` map: './table' → 'src/table/index.ts'. */
function entriesOf(packageDir) {
  const { exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([key, target]) => !key.includes('*') && /^\.\/src\/.*\.tsx?$/.test(target) && !NOT_SHIPPED.test(target))
    .map(([key, target]) => [key, path.join(packageDir, target)]);
}

/**
 * The names (values and types) each entry exports, sorted, read with the TypeScript compiler.
 * Only the package's own files are read: a name re-exported from a library is named in them
 * (neither package re-exports a library with `export *`), and reading React's and MUI's
 * declarations as well took most of the time.
 */
function exportsOf(packageDir) {
  const ts = require('typescript');
  const entries = entriesOf(packageDir);
  const configFile = ts.findConfigFile(packageDir, ts.sys.fileExists, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options: configured } = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  const options = { ...configured, noEmit: true, noLib: true, types: [] };
  const host = ts.createCompilerHost(options);
  const ownFile = (file) => file.startsWith(`${packageDir}${path.sep}`) && !file.includes(`${path.sep}node_modules${path.sep}`);
  const readOwnFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    ownFile(path.resolve(file)) ? readOwnFile(file, language, ...rest) : ts.createSourceFile(file, '', language);
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    options,
    host,
  );
  const checker = program.getTypeChecker();
  const result = {};
  for (const [key, file] of entries) {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(file));
    result[key] = symbol
      ? checker
          .getExportsOfModule(symbol)
          .map((exported) => exported.name)
          .sort()
      : [];
  }
  return result;
}

const parse = (version) => version.split('.').map(Number);
const compare = (a, b) => {
  const [x, y] = [parse(a), parse(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** Names `older` exports that `newer` no longer does, as 'entry: name'. */
function removedNames(older, newer) {
  return Object.entries(older).flatMap(([entry, names]) =>
    names.filter((name) => !(newer[entry] ?? []).includes(name)).map((name) => `${entry}: ${name}`),
  );
}

/**
 * The versions recorded for a package: version → { fingerprint, exports }. The file names a
 * version's exports only where they differ from the version before it (most bumps are patches).
 */
function recordedVersions(packageDir) {
  const file = path.join(packageDir, RECORD_FILE);
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const recorded = {};
  let exports = {};
  for (const version of Object.keys(stored).sort(compare)) {
    exports = stored[version].exports ?? exports;
    recorded[version] = { fingerprint: stored[version].fingerprint, exports };
  }
  return recorded;
}

function writeRecordedVersions(packageDir, recorded) {
  const stored = {};
  let previous;
  for (const version of Object.keys(recorded).sort(compare)) {
    const { fingerprint, exports } = recorded[version];
    const changed = JSON.stringify(exports) !== JSON.stringify(previous);
    stored[version] = changed ? { fingerprint, exports } : { fingerprint };
    previous = exports;
  }
  writeFileSync(path.join(packageDir, RECORD_FILE), `${JSON.stringify(stored, null, 2)}\n`);
}

/**
 * What is wrong with a package's version, as messages (none when it is right): its sources
 * changed since its version was recorded, or a recorded version removed a name an earlier one
 * of the same major exported, or added names without a higher minor.
 */
function versionProblems(packageName) {
  const packageDir = path.join(ROOT, packageName);
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const recorded = recordedVersions(packageDir);
  const problems = [];
  const record = `run: node scripts/package-versions.cjs record ${packageName}`;
  const current = recorded[version];
  if (!current) problems.push(`${packageName} ${version} is not recorded in ${packageName}/${RECORD_FILE}; ${record}`);
  else if (current.fingerprint !== fingerprintOf(packageDir))
    problems.push(`${packageName} changed since ${version} was recorded: its version must change with it; ${record}`);
  else if (JSON.stringify(current.exports) !== JSON.stringify(exportsOf(packageDir)))
    problems.push(`${packageName} ${version} exports other names than recorded; ${record}`);
  const versions = Object.keys(recorded).sort(compare);
  if (versions.length > 0 && versions[versions.length - 1] !== version)
    problems.push(`${packageName} ${version} is older than its recorded ${versions[versions.length - 1]}`);
  for (let i = 1; i < versions.length; i += 1) {
    const [older, newer] = [versions[i - 1], versions[i]];
    if (parse(older)[0] !== parse(newer)[0]) continue;
    const removed = removedNames(recorded[older].exports, recorded[newer].exports);
    if (removed.length > 0)
      problems.push(`${packageName} ${newer} removes what ${older} exported (${removed.join(', ')}): that needs a new major version`);
    const added = removedNames(recorded[newer].exports, recorded[older].exports);
    if (added.length > 0 && parse(newer)[1] === parse(older)[1])
      problems.push(`${packageName} ${newer} adds exports (${added.join(', ')}): that needs a new minor version`);
  }
  return problems;
}

/** Orders two versions as semver does (numbers only). */
const compareVersions = (a, b) => {
  const [x, y] = [parse(a), parse(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** The version after `version` for what changed: a removed name → major, an added one → minor, else patch. */
function nextVersion(version, older, newer) {
  const [major, minor, patch] = parse(version);
  if (removedNames(older, newer).length > 0) return `${major + 1}.0.0`;
  if (removedNames(newer, older).length > 0) return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/**
 * The versions recorded in the last commit: a version recorded since is not released yet, and
 * recording again updates it instead of bumping past it (one change, one version).
 */
function committedVersions(packageName) {
  try {
    const text = require('node:child_process').execFileSync('git', ['show', `HEAD:${packageName}/${RECORD_FILE}`], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return new Set(Object.keys(JSON.parse(text)));
  } catch {
    return undefined;
  }
}

/** Records the package's current state, bumping its version first when its sources changed since it was committed. */
function record(packageName) {
  const packageDir = path.join(ROOT, packageName);
  const manifestFile = path.join(packageDir, 'package.json');
  const manifestText = readFileSync(manifestFile, 'utf8');
  const { version } = JSON.parse(manifestText);
  const recorded = recordedVersions(packageDir);
  const state = { fingerprint: fingerprintOf(packageDir), exports: exportsOf(packageDir) };
  // A version recorded since the last commit is not released: the change is measured against
  // the last released version, so one that now also adds or removes names still bumps enough.
  const committed = committedVersions(packageName);
  const released = committed?.has(version) ?? true;
  const base = released ? version : ([...committed].sort((a, b) => compareVersions(b, a))[0] ?? version);
  const previous = recorded[base];
  let next = version;
  if (previous && previous.fingerprint !== state.fingerprint) next = nextVersion(base, previous.exports, state.exports);
  else if (!released) next = base;
  if (!released && next !== version) delete recorded[version];
  if (next !== version) {
    writeFileSync(manifestFile, manifestText.replace(`"version": "${version}"`, `"version": "${next}"`));
    // The manifest's version is not part of the fingerprint, so the state above still holds.
  }
  recorded[next] = state;
  writeRecordedVersions(packageDir, recorded);
  return next;
}

module.exports = { versionProblems, record, fingerprintOf, exportsOf, nextVersion };

if (require.main === module) {
  const [command, packageName] = process.argv.slice(2);
  if (command !== 'record' || !packageName) {
    console.error('usage: node scripts/package-versions.cjs record <shared-ui|shared-contracts>');
    process.exit(2);
  }
  const version = record(packageName);
  console.log(`${packageName} ${version} recorded`);
  const problems = versionProblems(packageName);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
