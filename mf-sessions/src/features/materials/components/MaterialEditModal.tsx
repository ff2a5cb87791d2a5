import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Material } from '@tutoring/contract';
import { DEFAULT_MATERIAL_STATUS, FIELD_REQUIRED, MATERIAL_STATUSES } from '@tutoring/domain';
import { FormField, FormModal, NumberInput, Select, Spinner, TextArea, TextInput } from '@tutoring/design-system';

/** Props of {@link MaterialEditModal}. */
export interface MaterialEditModalProps {
  open: boolean;
  onClose: () => void;
  /** Edit this material (`GET materials/{id}`); without it a new material is created. */
  materialId?: number;
  onSaved?: (material: Material) => void;
}

interface Values {
  name: string;
  status: string;
  description: string;
  quantity: string;
  originatorId: string;
  shippingMethodId: string;
}

/**
 * SES-05: the material edit modal (lg). Loads `GET materials/{id}`; status "active", "inactive", "low inventory",
 * "hidden" ("active" for a new material); originator and shipping method selects from `GET originators` and
 * `GET shipping_methods` (API-23, OP-44).
 */
export function MaterialEditModal({ open, onClose, materialId, onSaved }: MaterialEditModalProps) {
  const editing = typeof materialId === 'number';
  const material = useQuery({
    queryKey: queryKeys.detail('materials', materialId ?? -1),
    queryFn: ({ signal }) => api.materials.get(materialId as number, { signal }),
    enabled: open && editing,
  });
  const originators = useQuery({
    queryKey: queryKeys.call('originators', 'all'),
    queryFn: ({ signal }) => api.reference.originators({ signal }),
    enabled: open,
  });
  const methods = useQuery({
    queryKey: queryKeys.call('shipping_methods', 'all'),
    queryFn: ({ signal }) => api.reference.shippingMethods({ signal }),
    enabled: open,
  });
  const [values, setValues] = useState<Values>({
    name: '',
    status: DEFAULT_MATERIAL_STATUS,
    description: '',
    quantity: '',
    originatorId: '',
    shippingMethodId: '',
  });
  const [loaded, setLoaded] = useState(!editing);
  const [nameError, setNameError] = useState<string | null>(null);

  useEffect(() => {
    const m = material.data;
    if (!m || loaded) return;
    const method = m.shippingMethodId;
    setValues({
      name: m.name ?? '',
      status: m.status ?? DEFAULT_MATERIAL_STATUS,
      description: m.description ?? '',
      quantity: m.quantity === null || m.quantity === undefined ? '' : String(m.quantity),
      originatorId: m.originatorId ? String(m.originatorId) : m.originator?.id ? String(m.originator.id) : '',
      shippingMethodId: method ? String(method) : '',
    });
    setLoaded(true);
  }, [material.data, loaded]);

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const body = () => ({
    name: values.name.trim(),
    status: values.status,
    description: values.description.trim() || null,
    // The server keeps a quantity (0 by default): a blank field sends none.
    ...(values.quantity.trim() === '' ? {} : { quantity: Number(values.quantity) }),
    originatorId: values.originatorId ? Number(values.originatorId) : null,
    shippingMethodId: values.shippingMethodId ? Number(values.shippingMethodId) : null,
  });
  return (
    <FormModal<Material>
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? 'Edit material' : 'New material'}
      validate={() => {
        const error = values.name.trim() ? null : FIELD_REQUIRED;
        setNameError(error);
        return !error;
      }}
      onSave={() =>
        editing
          ? api.materials.update(materialId, body(), { handleErrors: false })
          : api.materials.create(body(), { handleErrors: false })
      }
      onSaved={(m) => onSaved?.(m)}
      successMessage="Material saved."
    >
      {!loaded ? <Spinner label="Loading material" /> : null}
      <FormField label="Name" required error={nameError}>
        <TextInput value={values.name} onChange={(e) => set('name')(e.target.value)} />
      </FormField>
      <FormField label="Status">
        <Select
          options={MATERIAL_STATUSES.map((s) => ({ value: s, label: s }))}
          value={values.status}
          onChange={(e) => set('status')(e.target.value)}
        />
      </FormField>
      <FormField label="Quantity">
        <NumberInput value={values.quantity} onChange={(e) => set('quantity')(e.target.value)} />
      </FormField>
      <FormField label="Originator">
        <Select
          placeholder="Select an originator"
          options={(originators.data ?? []).map((o) => ({ value: String(o.id), label: o.name ?? String(o.id) }))}
          value={values.originatorId}
          onChange={(e) => set('originatorId')(e.target.value)}
        />
      </FormField>
      <FormField label="Shipping method">
        <Select
          placeholder="Select a shipping method"
          options={(methods.data ?? []).map((o) => ({ value: String(o.id), label: o.name ?? String(o.id) }))}
          value={values.shippingMethodId}
          onChange={(e) => set('shippingMethodId')(e.target.value)}
        />
      </FormField>
      <FormField label="Description">
        <TextArea value={values.description} onChange={(e) => set('description')(e.target.value)} />
      </FormField>
    </FormModal>
  );
}
