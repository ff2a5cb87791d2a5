import type { AssignmentCreateBody } from '@tutoring/contract';

/** 422 text when a non-tutor is assigned to a session whose brand does not allow employee staffing (not a spec string). */
export const EMPLOYEE_STAFFING_NOT_ALLOWED = "This session's brand does not allow employee staffing.";

/** What a create writes: the session and the employee. */
export type AssignmentInput = { sessionId: number; employeeId: number };

/** The create body's session and employee (the contract's schema has checked them). */
export const createInput = (body: unknown): AssignmentInput => {
  const { sessionId, employeeId } = (body as AssignmentCreateBody).assignment;
  return { sessionId, employeeId };
};
