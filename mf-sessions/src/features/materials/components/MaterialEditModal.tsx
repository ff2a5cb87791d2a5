import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import type { Material } from '@tutoring/contract';
import { MaterialCreateSchema } from '@tutoring/contract/writes';
import { MATERIAL_STATUSES } from '@tutoring/domain';
import { DEFAULT_MATERIAL_STATUS } from '@tutoring/domain/areas';
import { FormField, Select, TextInput } from '@tutoring/design-system';
import { FormModal, IdSelect, idOptions, NumberInput, TextArea, useFillOnce } from '@tutoring/design-system/forms';
import { referenceQueries } from '../../../shared/api/reference';
import { materialQueries, useSaveMaterial } from '../api/materials';

/** Props of {@link MaterialEditModal}. */
export interface MaterialEditModalProps {
  open: boolean;
  onClose: () => void;
  /** Edit this material (`GET materials/{id}`); without it a new material is created. */
  materialId?: number;
  onSaved?: (material: Material) => void;
}

/** The values the material form edits: the contract's material body (SES-05). */
interface Values {
  name: string;
  status: string;
  description: string | null;
  quantity: number | undefined;
  originatorId: number | null;
  shippingMethodId: number | null;
}

/**
 * SES-05: the material edit modal (lg). Loads `GET materials/{id}`; status "active", "inactive", "low inventory",
 * "hidden" ("active" for a new material); originator and shipping method selects from `GET originators` and
 * `GET shipping_methods` (API-23, OP-44).
 */
export function MaterialEditModal({ open, onClose, materialId, onSaved }: MaterialEditModalProps) {
  const editing = typeof materialId === 'number';
  const material = useQuery({ ...materialQueries.detail(materialId ?? -1), enabled: open && editing });
  const originators = useQuery({ ...referenceQueries.originators(), enabled: open });
  const methods = useQuery({ ...referenceQueries.shippingMethods(), enabled: open });
  const save = useSaveMaterial();
  const form = useForm<Values>({
    resolver: zodResolver(MaterialCreateSchema) as never,
    defaultValues: {
      name: '',
      status: DEFAULT_MATERIAL_STATUS,
      description: '',
      quantity: undefined,
      originatorId: null,
      shippingMethodId: null,
    },
  });
  const { control, register } = form;
  const [version, keepVersion] = useOpenedVersion('materials');
  const loaded = useFillOnce(
    form,
    editing ? material.data : null,
    (m) => ({
      name: m.name ?? '',
      status: m.status ?? DEFAULT_MATERIAL_STATUS,
      description: m.description ?? '',
      quantity: m.quantity ?? undefined,
      originatorId: m.originatorId ?? m.originator?.id ?? null,
      shippingMethodId: m.shippingMethodId ?? null,
    }),
    keepVersion,
  );

  return (
    <FormModal<Material, Values>
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? 'Edit material' : 'New material'}
      form={form}
      onSubmit={(values) => {
        const body = {
          name: values.name.trim(),
          status: values.status,
          description: values.description?.trim() || null,
          // The server keeps a quantity (0 by default): a blank field sends none.
          ...(values.quantity === undefined ? {} : { quantity: values.quantity }),
          originatorId: values.originatorId,
          shippingMethodId: values.shippingMethodId,
        };
        return save.mutateAsync({ id: materialId, body, ifMatch: version });
      }}
      onSaved={(m) => onSaved?.(m)}
      successMessage="Material saved."
      loading={!loaded && 'Loading material'}
    >
      <FormField label="Name" required name="name">
        <TextInput {...register('name')} />
      </FormField>
      <FormField label="Status" name="status">
        <Select options={MATERIAL_STATUSES.map((s) => ({ value: s, label: s }))} {...register('status')} />
      </FormField>
      <FormField label="Quantity" name="quantity">
        <Controller
          control={control}
          name="quantity"
          render={({ field }) => (
            <NumberInput
              {...field}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(e) => field.onChange(e.target.value.trim() === '' ? undefined : Number(e.target.value))}
            />
          )}
        />
      </FormField>
      <FormField label="Originator" name="originatorId">
        <Controller
          control={control}
          name="originatorId"
          render={({ field }) => (
            <IdSelect {...field} placeholder="Select an originator" options={idOptions(originators.data)} />
          )}
        />
      </FormField>
      <FormField label="Shipping method" name="shippingMethodId">
        <Controller
          control={control}
          name="shippingMethodId"
          render={({ field }) => (
            <IdSelect {...field} placeholder="Select a shipping method" options={idOptions(methods.data)} />
          )}
        />
      </FormField>
      <FormField label="Description" name="description">
        <TextArea {...register('description')} />
      </FormField>
    </FormModal>
  );
}
