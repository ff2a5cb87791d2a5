import { type Field, f } from '../shared/fields';

/** The writable fields of a place (the contract's body schema is checked first). */
export const PLACE_FIELDS = {
  name: f.str(191),
  address: f.json(),
  formatted: f.str(500),
} satisfies Record<string, Field>;
export const PLACE_REQUIRED = ['name'] as const;

/** The validated fields of a place body. */
export type PlaceInput = Partial<{ name: string; address: Record<string, unknown>; formatted: string }>;
