/**
 * How the policy matrix finds a role's own and foreign records of a resource (issue 20 point 1): the table, an
 * optional fixed condition, and the role's scope as the test's oracle (written from the spec's ownership rules, not
 * taken from the server, so a wrong server scope shows as a failed case).
 */
import { findResource } from '@tutoring/contract';
import type { Actor } from '../../src/auth';

export interface MatrixResource {
  /** The url segment after /api/v2/. */
  path: string;
  table: string;
  /** The member key of a PUT body when the contract does not name it. */
  member?: string;
  /** SQL joined after `FROM <table> t` (aliases the scope may use). */
  joins?: string;
  /** A condition every candidate row meets (e.g. the demo user that may be locked). */
  where?: string;
  /** The rows the actor owns, as a SQL condition over `t`; null or absent: every row. */
  scope?: (a: Actor) => string | null;
}

/** SQL condition restricting a student-id column to the actor's own students (a student, a parent's children). */
export function ownStudents(a: Actor, col: string): string | null {
  if (a.type === 'Student') return `${col} = ${Number(a.studentId ?? 0)}`;
  if (a.type === 'Parent') return `${col} IN (SELECT id FROM students WHERE parent_id = ${Number(a.parentId ?? 0)})`;
  return null;
}

/** The member key a PUT body of the resource is wrapped in (ADR 0001). */
export function memberKeyOf(def: MatrixResource): string {
  if (def.member) return def.member;
  const registered = findResource(def.path);
  if (registered) return registered.memberKey;
  const collection = def.path.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
  if (collection.endsWith('ies')) return `${collection.slice(0, -3)}y`;
  return collection.endsWith('s') ? collection.slice(0, -1) : collection;
}

/** SQL for the parent a parent or a student acts for (a student's is the parent of record). */
export function ownParentSql(a: Actor): string {
  return a.type === 'Student'
    ? `(SELECT parent_id FROM students WHERE id = ${Number(a.studentId ?? 0)})`
    : String(Number(a.parentId ?? 0));
}
