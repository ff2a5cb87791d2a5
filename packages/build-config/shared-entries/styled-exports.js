// @ts-check
/**
 * The part of styled-components the product shares (issue 26). Module Federation provides a shared module whole; the
 * whole package carries server rendering (`ServerStyleSheet`), `StyleSheetManager`, `withTheme`, the test helpers...
 * that no page runs. The shared `styled-components` is `./styled-components.mjs`, which exports exactly this list (a
 * test keeps them in step), and every build fails when code imports another name from the package (webpack.js,
 * SubsetGuard). To use one more export, add it here and there. `default` is `styled`. Types are not affected.
 */
const STYLED_EXPORTS = ['default', 'css', 'keyframes', 'createGlobalStyle', 'ThemeProvider', 'useTheme'];

module.exports = { STYLED_EXPORTS };
