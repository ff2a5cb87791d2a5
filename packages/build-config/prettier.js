/**
 * The one Prettier configuration. The repository's prettier.config.mjs is only:
 *   export { default } from '@tutoring/build-config/prettier';
 * `npm run lint` checks it (`prettier --check .`); `npm run format` writes it.
 */
module.exports = {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  overrides: [{ files: '*.md', options: { proseWrap: 'preserve' } }],
};
