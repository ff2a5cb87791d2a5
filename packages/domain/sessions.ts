/**
 * `@tutoring/domain/sessions`: the session editor rules, holidays and shipment rules, which only mf-sessions uses.
 * A subpath entry of their own, out of the shared barrel that is on every page (issue 13).
 */
export * from './src/session-editor';
export * from './src/holidays';
export * from './src/shipments';
