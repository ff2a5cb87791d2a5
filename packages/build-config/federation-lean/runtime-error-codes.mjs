// Stands in for @module-federation/error-codes where @module-federation/runtime's index.js imports it, in a production
// remote's build (webpack.js, `federationLean`). The bundler runtime keeps that module whole (it imports it as a
// namespace), and its asserts name one code, RUNTIME-009, with the whole table of every error text (0.3 KB brotli of
// each remoteEntry.js). This is the one text they use; test/remote-runtime.test.ts keeps it equal to the installed
// package's and fails when the runtime imports another name.
export { RUNTIME_009 } from '@module-federation/error-codes';
export const runtimeDescMap = { 'RUNTIME-009': 'Please call createInstance first.' };
