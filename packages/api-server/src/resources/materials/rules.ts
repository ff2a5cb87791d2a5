import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a material (SES-04, SES-05; where each is stored, their rules: the contract's write schema). */
export const MATERIAL_FIELDS = {
  name: COLUMN,
  description: COLUMN,
  status: COLUMN,
  originatorId: COLUMN,
  shippingMethodId: COLUMN,
  quantity: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a material body. */
export type MaterialInput = Partial<{
  name: string;
  description: string | null;
  status: string;
  originatorId: number | null;
  shippingMethodId: number | null;
  quantity: number;
}>;
