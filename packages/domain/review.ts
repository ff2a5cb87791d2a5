/** `@tutoring/domain/review`: the review rules, which only the student portal uses (a subpath entry, issue 13). */
export * from './src/review';
