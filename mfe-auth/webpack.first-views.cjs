const { firstViewsWebpackConfig } = require('@compliance/shared-ui/build/first-views');

module.exports = firstViewsWebpackConfig(__dirname);
