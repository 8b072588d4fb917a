// Jest's node environment with one object that outlives a test file: each file gets a fresh
// global, but a worker runs many files, and the migrated, seeded copy of the test database
// (src/test/build.ts) is the same for all of them. Reading and copying its tens of megabytes
// again for every file was a large share of the API suite's time.
const { TestEnvironment } = require('jest-environment-node');

/** Lives as long as the Jest worker: this module is loaded once per worker. */
const WORKER_CACHE = new Map();

module.exports = class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__apiTestWorkerCache = WORKER_CACHE;
  }
};
