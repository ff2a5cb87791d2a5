import { leadSourceStatusChoices } from '@tutoring/domain';
import { ADDRESS_COLUMN, COLUMN, type Field, JSON_COLUMN } from '../shared/fields';

/** The lead-source types: one table, three resources (lead_sources all, pending_schools and schools one type each). */
export type LeadSourceType = 'LeadSource' | 'School' | 'PendingSchool';

/** The writable fields of a lead source (where each is stored; their rules: the contract's write schema); `type` on lead_sources only. */
export const leadSourceFields = (typed: boolean): Record<string, Field> => ({
  name: COLUMN,
  status: COLUMN,
  ...(typed ? {} : { type: COLUMN }),
  category: COLUMN,
  schoolType: COLUMN,
  employeeId: COLUMN,
  contactItem: JSON_COLUMN,
  address: ADDRESS_COLUMN,
  lastTouchAt: COLUMN,
  lastPromotionAt: COLUMN,
});

/** The validated fields of a lead-source body. */
export type LeadSourceInput = Partial<{
  name: string;
  status: string;
  type: LeadSourceType;
  category: string | null;
  schoolType: string | null;
  employeeId: number | null;
  contactItem: unknown;
  address: unknown;
  lastTouchAt: string | null;
  lastPromotionAt: string | null;
}>;

/** A status moves only along the lead-source status flow (or stays). */
export function statusChangeErrors(data: LeadSourceInput, existingStatus: string): string[] {
  if (data.status === undefined) return [];
  const allowedNext: readonly string[] = leadSourceStatusChoices(existingStatus);
  return allowedNext.includes(data.status) || data.status === existingStatus
    ? []
    : [`Status cannot change from ${existingStatus} to ${data.status}`];
}
