import { COLUMN, type Field, JSON_COLUMN, USER_COLUMN } from '../shared/fields';

/** The writable fields of an employee or tutor (STF-03, STF-04; where each is stored, their rules: the contract's write schema). */
export const EMPLOYEE_FIELDS = {
  firstName: USER_COLUMN,
  lastName: USER_COLUMN,
  email: USER_COLUMN,
  timeZone: USER_COLUMN,
  roles: USER_COLUMN,
  title: COLUMN,
  type: COLUMN,
  hireDate: COLUMN,
  endDate: COLUMN,
  active: COLUMN,
  extensionHandle: COLUMN,
  tierId: COLUMN,
  acceptNewStudents: COLUMN,
  featured: COLUMN,
  inPerson: COLUMN,
  online: COLUMN,
  employmentType: COLUMN,
  tutorType: COLUMN,
  avatarUrl: COLUMN,
  deliveryTarget: COLUMN,
  availabilityTarget: COLUMN,
  personalProfile: JSON_COLUMN,
  stories: JSON_COLUMN,
  // STF-03, STF-04: replaces the employee's subjects (an empty list clears them); no column of its own.
  subjectIds: { col: '__subjects' },
} satisfies Record<string, Field>;

export type EmployeeField = keyof typeof EMPLOYEE_FIELDS;

/** The validated fields of an employee or tutor body. */
export type EmployeeInput = Partial<Record<EmployeeField, unknown>>;

/** The 422 of a termination dated before the hire (STF-06). */
export function terminationProblem(hireDate: string | null, endDate: string): string | null {
  return hireDate && endDate < hireDate ? 'End date cannot be before the hire date' : null;
}
