import type { CurrentUser } from '@tutoring/contract';

/**
 * A signed-in user as `current_user` returns it: an admin employee unless overridden (tests and stories). Its own
 * entry, `@tutoring/build-config/test-kit/user`, imports nothing at run time (the contract only as a type), so the
 * tests of the packages the kit itself imports (api-client, contract) use it too.
 */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    fullName: 'Ada Admin',
    type: 'Employee',
    roles: ['admin'],
    permissions: ['ADMIN'],
    timeZone: 'America/Los_Angeles',
    actorId: null,
    employeeId: 1,
    studentId: null,
    parentId: null,
    essayGrader: false,
    graderToken: null,
    mustSetPassword: false,
    spoofing: null,
    ...overrides,
  } as CurrentUser;
}
