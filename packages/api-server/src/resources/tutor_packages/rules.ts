import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a tutor package (where each is stored; their rules: the contract's write schema). */
export const TUTOR_PACKAGE_FIELDS = {
  name: COLUMN,
  tierId: COLUMN,
  brandId: COLUMN,
  hours: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a tutor package body. */
export type TutorPackageInput = Partial<{ name: string; tierId: number | null; brandId: number | null; hours: number }>;
