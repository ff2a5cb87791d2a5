import type { useCurrentUser } from '@tutoring/platform';

/**
 * Who sees the family schedule: a student, a parent, or an admin acting as a student (SHL-10). Its own module so the
 * area's root (src/app/App.tsx) reads it without bundling the schedule page into every first route (issue 26).
 */
export function isFamilyViewer(user: ReturnType<typeof useCurrentUser>): boolean {
  return !!user && (!!user.spoofing || user.type === 'Student' || user.type === 'Parent');
}
