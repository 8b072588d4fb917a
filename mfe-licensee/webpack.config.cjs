const { remoteWebpackConfig } = require('@compliance/shared-ui/build/federation');

module.exports = remoteWebpackConfig(__dirname, 'mfe_licensee');
