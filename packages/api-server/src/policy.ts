import type { Actor } from './auth';
import { is } from './auth';
import { HttpError } from './util';

/**
 * Who may call a route (issue 20): a named rule or a labelled predicate. Each route declares one next to its handler
 * (`config.policy` of its route); the records it may touch are the
 * resource's `scope` (rows outside it answer 404) plus the ownership checks the policy object names in `records`.
 */
export type Rule = 'any' | 'staff' | 'admin' | 'employee' | 'tutor' | 'operations' | LabelledRule;

/** A predicate with the words the security table shows for it. */
export type LabelledRule = ((a: Actor) => boolean) & { label?: string };

/** A route's access policy: who may call it and, in words, which of their records it may touch. */
export interface Policy {
  allow: Rule;
  /** Ownership the handler or the resource scope enforces (e.g. "own children"); shown in docs/security.md. */
  records?: string;
}

/** A rule or a full policy. */
export type PolicyLike = Rule | Policy;

/** Labels a predicate so docs and tests can name it. */
export function rule(label: string, fn: (a: Actor) => boolean): LabelledRule {
  return Object.assign(fn, { label });
}

/** The predicates several routes share. */
export const rules = {
  staffOrParent: rule('staff, parent', (a) => is.staff(a) || a.type === 'Parent'),
  staffOrTutor: rule('staff, tutor', (a) => is.staff(a) || is.tutor(a)),
  staffTutorOrFamily: rule(
    'staff, tutor, student, parent',
    (a) => is.staff(a) || is.tutor(a) || a.type === 'Student' || a.type === 'Parent',
  ),
  staffTutorOrParent: rule('staff, tutor, parent', (a) => is.staff(a) || is.tutor(a) || a.type === 'Parent'),
  family: rule('student, parent', (a) => a.type === 'Student' || a.type === 'Parent'),
  staffOrFamily: rule('staff, student, parent', (a) => is.staff(a) || a.type === 'Student' || a.type === 'Parent'),
  student: rule('student', (a) => a.type === 'Student'),
  staffOrSelfEmployee: rule('employee (tutor: own records)', (a) => is.employee(a)),
  cardHolder: rule('staff, parent, student', is.cardHolder),
  nobody: rule('nobody', () => false),
} as const;

/** 403 text of a password or e-mail change while an admin acts as another user (issue 20). */
export const SPOOFING_ACCOUNT_ACTION = 'Account settings cannot be changed while acting as another user.';

/** Checks a rule for an actor. */
export function allowed(r: Rule | false | undefined, a: Actor): boolean {
  if (r === false || r === undefined) return false;
  if (typeof r === 'function') return r(a);
  switch (r) {
    case 'any':
      return true;
    case 'staff':
      return is.staff(a);
    case 'admin':
      return is.admin(a);
    case 'employee':
      return is.employee(a);
    case 'tutor':
      return is.tutor(a) || is.staff(a);
    case 'operations':
      return is.operations(a);
  }
}

/** The words for a rule in the security table. */
export function describeRule(r: Rule | false | undefined): string {
  if (r === false || r === undefined) return 'nobody';
  if (typeof r === 'function') return r.label ?? 'custom';
  return (
    {
      any: 'any signed-in user',
      staff: 'staff',
      admin: 'admin',
      employee: 'employee',
      tutor: 'staff, tutor',
      operations: 'OPERATIONS',
    } as const
  )[r];
}

/** One registered route and its policy (filled as the server registers its routes). */
export interface RoutePolicy {
  method: string;
  url: string;
  policy: Policy;
  /** `resource`: a standard list/show/create/update/delete route (`registerCrud`); `action`: a route of its own. */
  kind: 'resource' | 'action';
}

const registry = new Map<string, RoutePolicy>();

/** Records a route's policy (the last registration of a method + url wins, as in Fastify, which refuses duplicates). */
export function registerPolicy(
  method: string,
  url: string,
  p: PolicyLike,
  kind: RoutePolicy['kind'] = 'action',
): Policy {
  const policy = toPolicy(p);
  registry.set(`${method} ${url}`, { method, url, policy, kind });
  return policy;
}

/** Every route registered with a policy, sorted by url then method. */
export function routePolicies(): RoutePolicy[] {
  return [...registry.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** A rule as a policy. */
export function toPolicy(p: PolicyLike): Policy {
  return typeof p === 'object' ? p : { allow: p };
}

/** 403 unless the actor may; an error body like every other refusal. */
export function enforce(p: PolicyLike | false | undefined, a: Actor): void {
  if (p === false || p === undefined || !allowed(toPolicy(p).allow, a))
    throw new HttpError(403, ['You are not allowed to do that.']);
}

/**
 * Field-level rule of an update (issue 20): a non-staff requester (a parent on their own record or child) may not
 * change staff-only fields. A field sent with its stored value is no change and passes.
 */
export function staffOnlyFieldErrors(
  fields: readonly string[] | undefined,
  data: Record<string, unknown>,
  existing: Record<string, unknown> | null,
  a: Actor,
): string[] {
  if (!fields?.length || is.staff(a)) return [];
  const changed = fields.filter(
    (k) => k in data && JSON.stringify(data[k] ?? null) !== JSON.stringify(existing?.[k] ?? null),
  );
  return changed;
}

/**
 * Field-level rule of a reply (docs/security.md): a student or parent reads of their own records nothing of what
 * staff keep about the family (`fields`: a resource's `HIDDEN_FROM_FAMILY`, which holds its staff-only fields). The
 * records are changed in place; anyone else's reply is left as it is.
 */
export function hideFromFamily<T extends object>(items: readonly T[], fields: readonly string[], a: Actor): void {
  if (a.type !== 'Student' && a.type !== 'Parent') return;
  for (const item of items) for (const f of fields) delete (item as Record<string, unknown>)[f];
}

/** A copy of `record` without `fields` (what a family's realtime event carries of a record staff read whole). */
export function withoutFields<T extends object>(record: T, fields: readonly string[]): Partial<T> {
  const copy = { ...record } as Record<string, unknown>;
  for (const f of fields) delete copy[f];
  return copy as Partial<T>;
}
