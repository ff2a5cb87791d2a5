import type { Policy } from '../../policy';

/**
 * Who may call each generic route of lead_sources, pending_schools and schools (docs/security.md): staff only, reads
 * included. They are the CRM's records (API-30, SRV-17, CRM-19..CRM-22: the CRM remote, open to staff roles only), with
 * an internal status, owner and notes; no student, parent or tutor screen reads them (a school included), so nobody
 * else reads them.
 */
export const leadSourcePolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'admin' },
} as const satisfies Record<string, Policy>;
