import { z } from 'zod';
import { TARGET_MAX, TARGET_MIN } from '@tutoring/domain';
import { type Field, f } from '../shared/fields';

/** The writable fields of an employee or tutor (STF-03, STF-04), with their rules (the contract's body comes first). */
export const EMPLOYEE_FIELDS = {
  firstName: f.user(),
  lastName: f.user(),
  email: f.email(),
  timeZone: f.timeZone('user'),
  roles: { schema: z.array(z.string().max(50)).max(20), on: 'user' },
  title: f.str(100),
  type: f.oneOf(['Employee', 'Tutor'], 'Type'),
  hireDate: f.date(),
  endDate: f.date(),
  active: f.bool(),
  extensionHandle: f.strN(50),
  tierId: f.id(),
  acceptNewStudents: f.bool(),
  featured: f.bool(),
  inPerson: f.bool(),
  online: f.bool(),
  employmentType: f.strN(50),
  tutorType: f.strN(50),
  avatarUrl: f.strN(500),
  deliveryTarget: f.int(TARGET_MIN, TARGET_MAX),
  availabilityTarget: f.int(TARGET_MIN, TARGET_MAX),
  personalProfile: f.json(),
  stories: f.json(z.array(z.record(z.string(), z.unknown())).max(50)),
  // STF-03, STF-04: replaces the employee's subjects (an empty list clears them); no column of its own.
  subjectIds: { schema: z.array(z.number().int().positive().max(2147483647)).max(500), col: '__subjects' },
} satisfies Record<string, Field>;

export type EmployeeField = keyof typeof EMPLOYEE_FIELDS;
export const EMPLOYEE_REQUIRED: readonly EmployeeField[] = ['firstName', 'lastName', 'email'];

/** The validated fields of an employee or tutor body. */
export type EmployeeInput = Partial<Record<EmployeeField, unknown>>;

/** The 422 of a termination dated before the hire (STF-06). */
export function terminationProblem(hireDate: string | null, endDate: string): string | null {
  return hireDate && endDate < hireDate ? 'End date cannot be before the hire date' : null;
}
