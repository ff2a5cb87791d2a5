import { MATERIAL_STATUSES } from '@tutoring/domain';
import { type Field, f } from '../shared/fields';

/** The writable fields of a material (SES-04, SES-05; the contract's body schema is checked first). */
export const MATERIAL_FIELDS = {
  name: f.str(191),
  description: f.strN(5000),
  status: f.oneOf(MATERIAL_STATUSES, 'Status'),
  originatorId: f.id(),
  shippingMethodId: f.id(),
  quantity: f.int(0, 1000000),
} satisfies Record<string, Field>;
export const MATERIAL_REQUIRED = ['name'] as const;

/** The validated fields of a material body. */
export type MaterialInput = Partial<{
  name: string;
  description: string | null;
  status: string;
  originatorId: number | null;
  shippingMethodId: number | null;
  quantity: number;
}>;
