import type { Policy } from '../../policy';
import { crmLogPolicies } from '../shared/crm-log';

/** Who may call each route of notes (docs/security.md): staff read and write them; nobody edits or deletes one. */
export const notePolicies = {
  ...crmLogPolicies,
  create: { allow: 'staff' },
} as const satisfies Record<string, Policy>;
