const { pageViewsWebpackConfig } = require('@compliance/shared-ui/build/first-views');

module.exports = pageViewsWebpackConfig(__dirname);
