// @ts-check
/**
 * Stand-in for zod's `v4/core/to-json-schema.js` in our browser builds (issue 13; see ./json-schema-processors.mjs).
 * The `create...Method` factories run when a schema is built (`~standard.jsonSchema`), so they return the throwing
 * converter instead of throwing themselves.
 */
import { unavailable } from './unavailable.mjs';

export const initializeContext = unavailable;
export const handleUnrepresentable = unavailable;
export const processSchema = unavailable;
export { processSchema as process };
export const extractDefs = unavailable;
export const finalize = unavailable;
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
