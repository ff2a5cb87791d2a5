/**
 * `@tutoring/platform/sessions`: the join area every remote that shows a session uses (issue 23.4), kept out of the
 * platform's shared index so only the remotes that import it carry its bytes (like `@tutoring/design-system/extras`).
 */
export * from './src/sessions/JoinLink';
