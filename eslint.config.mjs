export { default } from '@tutoring/build-config/eslint.js';
