import type { CurrentUser } from '@tutoring/contract';

/** A signed-in user as `current_user` returns it: an admin employee unless overridden (tests and stories). */
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
