import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a brand (SES-45, SES-46; where each is stored, their rules: the contract's write schema). */
export const BRAND_FIELDS = {
  name: COLUMN,
  departmentId: COLUMN,
  paymentType: COLUMN,
  includeJointSessions: COLUMN,
  includePoints: COLUMN,
  includeReviews: COLUMN,
  offerReserved: COLUMN,
  allowLimitedAttendance: COLUMN,
  limitedAttendancesCount: COLUMN,
  active: COLUMN,
  allowEmployeeStaffing: COLUMN,
  offerContract: COLUMN,
} satisfies Record<string, Field>;

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
