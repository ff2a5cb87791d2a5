/**
 * `@tutoring/design-system/badge-list`: BadgeList (STU-12), which only the student portal uses: a subpath entry so
 * that it is not in the shared design-system module on every page (issue 13).
 */
export * from './src/components/BadgeList/BadgeList';
