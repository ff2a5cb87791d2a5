import { atom, getDefaultStore, useAtomValue } from 'jotai';
import type { CurrentUser, Role } from '@tutoring/contract';
import { type AppName, hasPermission, hasRole, isAdmin, portalOf } from './session-rules';

/** The signed-in user as the shell keeps it (ADR 0001 `CurrentUser`, parsed by the contract). */
export type SessionUser = CurrentUser;

/** A role of the roles list fetched at start-up (SHL-01). */
export type RoleInfo = Role;

/**
 * Session state shared by the shell and every remote. jotai and this package are Module Federation singletons, so
 * every React root in the page reads the same default store.
 */
export const currentUserAtom = atom<SessionUser | null>(null);
export const rolesAtom = atom<RoleInfo[]>([]);
/**
 * The app of a public page the shell shows whoever is signed in or not (the enrollment portal at /enroll, SHL-07),
 * or null. The shell sets it while that page is shown.
 */
export const publicAppAtom = atom<AppName | null>(null);
/** The app name of SHL-07: the public page's app while one is shown, else derived from the user's portal. */
export const appNameAtom = atom<AppName>((get) => get(publicAppAtom) ?? portalOf(get(currentUserAtom)));
/** Title parts of the current route, innermost first. The shell appends the app title. */
export const titlePartsAtom = atom<string[]>([]);

/** The store every root shares. */
export const platformStore = getDefaultStore();

/** The current user, or null before login (SHL-06). */
export function useCurrentUser(): SessionUser | null {
  return useAtomValue(currentUserAtom, { store: platformStore });
}

/** `hasRole(name)` for the current user (SHL-06). */
export function useHasRole(role: string): boolean {
  return hasRole(useCurrentUser(), role);
}

/** {@link isAdmin} for the current user: the API's admin (the admin role or the ADMIN permission). */
export function useIsAdmin(): boolean {
  return isAdmin(useCurrentUser());
}

/** `hasPermission(name)` for the current user; OPERATIONS also accepts a role of that name (C-15). */
export function useHasPermission(permission: string): boolean {
  return hasPermission(useCurrentUser(), permission);
}

/** The spoofing state: which student an admin is acting as, or null (SHL-10). */
export function useSpoofing(): SessionUser['spoofing'] {
  return useCurrentUser()?.spoofing ?? null;
}

/** The current app name (admin, crm, tutor, student, parent, or enrollment on the public enrollment portal). */
export function useAppName(): AppName {
  return useAtomValue(appNameAtom, { store: platformStore });
}

/** The roles list fetched at start-up. */
export function useRoles(): RoleInfo[] {
  return useAtomValue(rolesAtom, { store: platformStore });
}
