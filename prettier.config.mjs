export { default } from '@tutoring/build-config/prettier';
