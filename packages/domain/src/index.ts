/**
 * @tutoring/domain: pure business rules shared by the shell, the remotes and the api-server: status tables,
 * validators, constants, formatting, holidays and join-window logic. No I/O, no React.
 */
export * from './messages';
export * from './constants';
export * from './statuses';
export * from './address';
export * from './validation';
export * from './card';
export * from './dates';
export * from './join-window';
export * from './lists';
export * from './progress';
export * from './brand';
// Rules only one app uses are subpath entries, not in this shared module (issue 13): '@tutoring/domain/sessions'
// (session editor, holidays, shipments), '@tutoring/domain/review', '@tutoring/domain/phone' and
// '@tutoring/domain/card-number'.
