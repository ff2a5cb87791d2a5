// @ts-check
/** Entry points of the build configuration package. */
module.exports = {
  createWebpackConfig: require('./webpack'),
  createJestConfig: require('./jest'),
  ...require('./shared'),
};
