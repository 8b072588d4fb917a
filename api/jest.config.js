const { join } = require('node:path');

// The node environment with a cache that lives as long as the worker (jest.environment.js).
module.exports = require('../jest.preset.js')('api', { testTimeout: 60000, testEnvironment: join(__dirname, 'jest.environment.js') });
