import { z } from 'zod';
import { type Field, f } from '../shared/fields';

/** The writable fields of a payroll item (the contract's body schema is checked first). */
export const PAYROLL_ITEM_FIELDS = {
  employeeId: { schema: z.number().int().positive().max(2147483647) },
  amount: f.num(),
  description: f.strN(500),
  date: { schema: z.iso.date() },
} satisfies Record<string, Field>;
export const PAYROLL_ITEM_REQUIRED = ['employeeId', 'amount', 'date'] as const;

/** The validated fields of a payroll item body. */
export type PayrollItemInput = Partial<{
  employeeId: number;
  amount: number;
  description: string | null;
  date: string;
}>;
