import { COLUMN, type Field, JSON_COLUMN } from '../shared/fields';

/** The writable fields of a place (where each is stored; their rules: the contract's write schema). */
export const PLACE_FIELDS = {
  name: COLUMN,
  address: JSON_COLUMN,
  formatted: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a place body. */
export type PlaceInput = Partial<{ name: string; address: Record<string, unknown>; formatted: string }>;
