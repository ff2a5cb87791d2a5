import { hasAnyRole, hasPermission, hasRole, isAdmin, portalOf } from './session-rules';

describe('roles and permissions', () => {
  it('SHL-06: hasRole and hasPermission read the user lists', () => {
    const user = { roles: ['admin'], permissions: ['ADMIN'] };
    expect(hasRole(user, 'admin')).toBe(true);
    expect(hasRole(user, 'tutor')).toBe(false);
    expect(hasPermission(user, 'ADMIN')).toBe(true);
    expect(hasPermission(null, 'ADMIN')).toBe(false);
  });

  it('C-15: OPERATIONS passes whether it arrives as a permission or as a role', () => {
    expect(hasPermission({ roles: [], permissions: ['OPERATIONS'] }, 'OPERATIONS')).toBe(true);
    expect(hasPermission({ roles: ['OPERATIONS'], permissions: [] }, 'OPERATIONS')).toBe(true);
    expect(hasPermission({ roles: ['admin'], permissions: ['ADMIN'] }, 'OPERATIONS')).toBe(false);
    expect(hasAnyRole({ roles: ['OPERATIONS'], permissions: [] }, ['OPERATIONS'])).toBe(true);
  });

  it("OP-06: an admin is who the API's admin policy lets in: the admin role or the ADMIN permission, no one else", () => {
    expect(isAdmin({ roles: ['admin'], permissions: [] })).toBe(true);
    expect(isAdmin({ roles: ['tutor'], permissions: ['ADMIN'] })).toBe(true);
    expect(isAdmin({ roles: ['crm', 'academic_advisor'], permissions: ['OPERATIONS'] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('SHL-07: picks the portal (app name) from the roles; spoofing admins use the student portal', () => {
    expect(portalOf({ roles: ['admin'], permissions: ['ADMIN'] })).toBe('admin');
    expect(portalOf({ roles: ['director_of_academic_advising'], permissions: [] })).toBe('crm');
    expect(portalOf({ roles: ['crm'], permissions: [] })).toBe('crm');
    expect(portalOf({ roles: ['tutor'], permissions: ['TUTOR'] })).toBe('tutor');
    expect(portalOf({ roles: ['student'], permissions: [] })).toBe('student');
    expect(portalOf({ roles: ['parent'], permissions: [] })).toBe('parent');
    expect(
      portalOf({ roles: ['admin'], permissions: ['ADMIN'], spoofing: { type: 'Student', id: 1, name: 'A' } }),
    ).toBe('student');
  });
});
