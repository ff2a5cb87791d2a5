import { z } from 'zod';
import { type Field, f } from '../shared/fields';

/** The writable fields of an installment (the contract's body schema is checked first). */
export const INSTALLMENT_FIELDS = {
  enrollmentId: f.id(),
  amount: f.num(),
  dueOn: { schema: z.iso.date() },
} satisfies Record<string, Field>;
export const INSTALLMENT_REQUIRED = ['amount', 'dueOn'] as const;

/** The validated fields of an installment body. */
export type InstallmentInput = Partial<{ enrollmentId: number | null; amount: number; dueOn: string }>;
