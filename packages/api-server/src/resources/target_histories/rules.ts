import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a target history (SRV-41): where each is stored (their rules: the contract's write schema). */
export const TARGET_HISTORY_FIELDS = {
  tutorId: COLUMN,
  date: COLUMN,
  availabilityTarget: COLUMN,
  deliveryTarget: COLUMN,
  availabilityActual: COLUMN,
  deliveryActual: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a target history body. */
export type TargetHistoryInput = Partial<{
  tutorId: number;
  date: string;
  availabilityTarget: number;
  deliveryTarget: number;
  availabilityActual: number;
  deliveryActual: number;
}>;
