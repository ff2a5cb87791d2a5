/**
 * Pure role and permission rules shared by the shell, the remotes and the tests.
 * OPERATIONS is one check (C-15): `hasPermission(user, 'OPERATIONS')` also accepts a role of that name.
 */
export interface CurrentUserLike {
  roles: readonly string[];
  permissions?: readonly string[] | null;
  essayGrader?: boolean | null;
  spoofing?: { type: 'Student'; id: number; name?: string | null } | null;
}

/** True when the user holds the role. */
export function hasRole(user: CurrentUserLike | null | undefined, role: string): boolean {
  return !!user && user.roles.includes(role);
}

/** True when the user holds the permission, or a role of the same name (C-15). */
export function hasPermission(user: CurrentUserLike | null | undefined, permission: string): boolean {
  if (!user) return false;
  return (user.permissions ?? []).includes(permission) || user.roles.includes(permission);
}

/** True when the user holds any of the roles or permissions named. */
export function hasAnyRole(user: CurrentUserLike | null | undefined, names: readonly string[]): boolean {
  return names.some((name) => hasRole(user, name) || hasPermission(user, name));
}

/**
 * True for an admin as the API's `admin` policy reads one: the admin role or the ADMIN permission (a bare
 * `hasRole(user, 'admin')` missed a user with only the permission). What only the API's admins may do is offered when
 * this holds.
 */
export function isAdmin(user: CurrentUserLike | null | undefined): boolean {
  return hasRole(user, 'admin') || hasPermission(user, 'ADMIN');
}

/** The portals (apps) of SHL-07; `enrollment` is the public enrollment portal, shown signed out. */
export type AppName = 'admin' | 'crm' | 'tutor' | 'student' | 'parent' | 'enrollment';

/** The portal a user works in: spoofing admins and students use the student portal (OP-06). */
export function portalOf(user: CurrentUserLike | null | undefined): AppName {
  if (!user) return 'admin';
  if (user.spoofing || hasRole(user, 'student')) return 'student';
  if (isAdmin(user)) return 'admin';
  if (hasAnyRole(user, ['crm', 'academic_advisor', 'director_of_academic_advising'])) return 'crm';
  if (hasRole(user, 'tutor') || hasPermission(user, 'TUTOR')) return 'tutor';
  if (hasRole(user, 'parent')) return 'parent';
  return 'admin';
}
