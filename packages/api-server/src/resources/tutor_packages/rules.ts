import { type Field, f } from '../shared/fields';

/** The writable fields of a tutor package (the contract's body schema is checked first). */
export const TUTOR_PACKAGE_FIELDS = {
  name: f.str(191),
  tierId: f.id(),
  brandId: f.id(),
  hours: f.int(0, 10000),
} satisfies Record<string, Field>;
export const TUTOR_PACKAGE_REQUIRED = ['name'] as const;

/** The validated fields of a tutor package body. */
export type TutorPackageInput = Partial<{ name: string; tierId: number | null; brandId: number | null; hours: number }>;
