import { z } from 'zod';
import { TARGET_MAX, TARGET_MIN, fieldBetween } from '@tutoring/domain';
import { type Field, f } from '../shared/fields';

const target = (): Field => ({
  schema: z
    .number()
    .int()
    .min(TARGET_MIN, fieldBetween(TARGET_MIN, TARGET_MAX))
    .max(TARGET_MAX, fieldBetween(TARGET_MIN, TARGET_MAX)),
});

/** The writable fields of a target history (SRV-41), targets within the domain's range. */
export const TARGET_HISTORY_FIELDS = {
  tutorId: { schema: z.number().int().positive().max(2147483647) },
  date: { schema: z.iso.date() },
  availabilityTarget: target(),
  deliveryTarget: target(),
  availabilityActual: f.int(0, 1000),
  deliveryActual: f.int(0, 1000),
} satisfies Record<string, Field>;
export const TARGET_HISTORY_REQUIRED = ['tutorId', 'date'] as const;

/** The validated fields of a target history body. */
export type TargetHistoryInput = Partial<{
  tutorId: number;
  date: string;
  availabilityTarget: number;
  deliveryTarget: number;
  availabilityActual: number;
  deliveryActual: number;
}>;
