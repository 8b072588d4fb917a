const { readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');

// Every package with a jest.config.js is a project: a new area's remote is tested without a line here.
const projects = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(__dirname, entry.name, 'jest.config.js')))
  .map((entry) => `<rootDir>/${entry.name}`);

module.exports = {
  projects,
  // Global, not per project: API suites seed a database in their hooks.
  testTimeout: 60000,
  // A worker's heap grows with every file it runs (docs/testing.md): past this after a file, the
  // worker is started afresh instead of collecting garbage ever longer.
  workerIdleMemoryLimit: '300MB',
};
