// @ts-check
/**
 * Stand-in for zod's `v4/core/json-schema-processors.js` in our browser builds (issue 13; wired in ../webpack.js).
 * Classic zod references the JSON Schema conversion from every schema class, so every build that parses with zod
 * carries it (about 5 KB gzip) although no app converts a schema to JSON Schema. Only `aggregateChecks` runs while
 * parsing (the `minLength`/`format`/... getters); it is the real one. Every converter throws. The names must match
 * the installed zod's exports: test/zod-lean.test.ts checks them.
 */
export { aggregateChecks } from 'zod-original/json-schema-processors';
import { unavailable } from './unavailable.mjs';

export const stringProcessor = unavailable;
export const numberProcessor = unavailable;
export const booleanProcessor = unavailable;
export const bigintProcessor = unavailable;
export const symbolProcessor = unavailable;
export const nullProcessor = unavailable;
export const undefinedProcessor = unavailable;
export const voidProcessor = unavailable;
export const neverProcessor = unavailable;
export const anyProcessor = unavailable;
export const unknownProcessor = unavailable;
export const dateProcessor = unavailable;
export const enumProcessor = unavailable;
export const literalProcessor = unavailable;
export const nanProcessor = unavailable;
export const templateLiteralProcessor = unavailable;
export const fileProcessor = unavailable;
export const successProcessor = unavailable;
export const customProcessor = unavailable;
export const functionProcessor = unavailable;
export const transformProcessor = unavailable;
export const mapProcessor = unavailable;
export const setProcessor = unavailable;
export const arrayProcessor = unavailable;
export const objectProcessor = unavailable;
export const unionProcessor = unavailable;
export const intersectionProcessor = unavailable;
export const tupleProcessor = unavailable;
export const recordProcessor = unavailable;
export const nullableProcessor = unavailable;
export const nonoptionalProcessor = unavailable;
export const defaultProcessor = unavailable;
export const prefaultProcessor = unavailable;
export const catchProcessor = unavailable;
export const pipeProcessor = unavailable;
export const readonlyProcessor = unavailable;
export const promiseProcessor = unavailable;
export const optionalProcessor = unavailable;
export const lazyProcessor = unavailable;
export const allProcessors = {};
export const toJSONSchema = unavailable;
