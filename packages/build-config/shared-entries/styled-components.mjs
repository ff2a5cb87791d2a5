// The shared styled-components (see styled-exports.js): only these names, from the package's browser ESM build.
// '@tutoring/build-config/styled-components-full' is a webpack alias to dist/styled-components.browser.esm.js (what
// the package's `browser` field points a web build at), so this import is not itself taken over by the shared module.
export {
  default,
  css,
  keyframes,
  createGlobalStyle,
  ThemeProvider,
  useTheme,
} from '@tutoring/build-config/styled-components-full';
