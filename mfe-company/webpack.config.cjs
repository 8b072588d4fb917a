const { createFederatedConfig } = require('@compliance/shared-ui/build/federation');

module.exports = (_env, argv) =>
  createFederatedConfig({
    appDir: __dirname,
    name: 'mfe_company',
    kind: 'remote',
    mode: argv.mode ?? 'production',
    exposes: { './Area': './src/area.ts' },
  });
