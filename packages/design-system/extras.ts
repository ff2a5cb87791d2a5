/**
 * `@tutoring/design-system/extras`: components no app uses yet, kept out of the shared barrel (issue 13: the design
 * system is a shared module, so every export of the barrel is in every page). Importing this entry bundles them into
 * the importing app; move a component back into `src/index.ts` once several apps use it.
 */
export * from './src/components/PhoneInput/PhoneInput';
export { maskUsPhone } from './src/components/PhoneInput/mask';
export * from './src/components/RelativeDateTime/RelativeDateTime';
export * from './src/components/UnavailableDatesPopup/UnavailableDatesPopup';
