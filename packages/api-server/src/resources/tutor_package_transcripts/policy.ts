import type { Policy } from '../../policy';

/** Who may call each route of tutor package transcripts (docs/security.md). */
export const transcriptPolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
  create: { allow: 'staff' },
  update: { allow: 'staff' },
  destroy: { allow: 'admin' },
  reup: { allow: 'staff' },
} as const satisfies Record<string, Policy>;
