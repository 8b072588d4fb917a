const path = require('node:path');
const { createFederatedConfig } = require('@compliance/shared-ui/build/federation');

module.exports = (_env, argv) =>
  createFederatedConfig({
    appDir: __dirname,
    name: 'shell',
    kind: 'host',
    mode: argv.mode ?? 'production',
    runtimePlugins: [path.join(__dirname, 'src/federation/retry-plugin.ts')],
  });
