/**
 * @tutoring/domain: pure business rules shared by the shell, the remotes and the api-server: status tables,
 * validators, constants, formatting, holidays and join-window logic. No I/O, no React.
 */
export * from './messages';
export * from './constants';
export * from './statuses';
export * from './address';
export * from './validation';
export * from './phone';
export * from './card';
export * from './dates';
export * from './holidays';
export * from './join-window';
export * from './lists';
export * from './review';
export * from './progress';
export * from './brand';
export * from './session-editor';
export * from './shipments';
