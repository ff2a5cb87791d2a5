import { z } from 'zod';
import { LEAD_SOURCE_STATUSES, leadSourceStatusChoices } from '@tutoring/domain';
import { type Field, f } from '../shared/fields';
import { optionalAddress } from '../parents/rules';

/** The lead-source types: one table, three resources (lead_sources all, pending_schools and schools one type each). */
export type LeadSourceType = 'LeadSource' | 'School' | 'PendingSchool';

/** The writable fields of a lead source (the contract's body schema is checked first); `type` on lead_sources only. */
export const leadSourceFields = (typed: boolean): Record<string, Field> => ({
  name: f.str(191),
  status: f.oneOf(LEAD_SOURCE_STATUSES, 'Status'),
  ...(typed ? {} : { type: f.oneOf(['LeadSource', 'School', 'PendingSchool'], 'Type') }),
  category: f.strN(100),
  schoolType: f.strN(50),
  employeeId: f.id(),
  contactItem: f.json(z.unknown()),
  address: optionalAddress(),
  lastTouchAt: f.dateTimeN(),
  lastPromotionAt: f.dateTimeN(),
});
export const LEAD_SOURCE_REQUIRED = ['name'] as const;

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
