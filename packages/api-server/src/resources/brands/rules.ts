import { type Field, f } from '../shared/fields';

/** The writable fields of a brand (SES-45, SES-46; the contract's body schema is checked first). */
export const BRAND_FIELDS = {
  name: f.str(191),
  departmentId: f.id(),
  paymentType: f.oneOf(['None', 'Fixed', 'recurring'], 'Payment type'),
  includeJointSessions: f.bool(),
  includePoints: f.bool(),
  includeReviews: f.bool(),
  offerReserved: f.bool(),
  allowLimitedAttendance: f.bool(),
  limitedAttendancesCount: f.int(0, 1000),
  active: f.bool(),
  allowEmployeeStaffing: f.bool(),
  offerContract: f.bool(),
} satisfies Record<string, Field>;
export const BRAND_REQUIRED = ['name'] as const;

/** The validated fields of a brand body. */
export type BrandInput = Partial<{
  name: string;
  departmentId: number | null;
  paymentType: string;
  includeJointSessions: boolean;
  includePoints: boolean;
  includeReviews: boolean;
  offerReserved: boolean;
  allowLimitedAttendance: boolean;
  limitedAttendancesCount: number;
  active: boolean;
  allowEmployeeStaffing: boolean;
  offerContract: boolean;
}>;
