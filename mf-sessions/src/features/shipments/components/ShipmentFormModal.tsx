import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiError, api, queryKeys } from '@tutoring/api-client';
import type { Shipment } from '@tutoring/contract';
import {
  AUTO_SHIP_CONFIRM,
  FIX_FORM_ERRORS,
  SELECT_ADDRESS_FROM_AUTOCOMPLETE,
  formatDate,
  formatTime,
  type AddressValues,
} from '@tutoring/domain';
import {
  cleanShipmentObservers,
  isShipmentFieldLocked,
  needsAutoShipConfirmation,
  stripQueryString,
} from '@tutoring/domain/sessions';
import {
  AddressEntry,
  Alert,
  Button,
  confirm,
  DateInput,
  describeSaveError,
  FormField,
  Modal,
  Select,
  Spinner,
  TextInput,
  toast,
} from '@tutoring/design-system';
import { mapsProvider, useCurrentUser } from '@tutoring/platform';

const AlertText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

/** Props of {@link ShipmentFormModal}. */
export interface ShipmentFormModalProps {
  open: boolean;
  onClose: () => void;
  /** Edit this shipment; without it a new one is created. */
  shipmentId?: number;
  onSaved?: (shipment: Shipment) => void;
  /** Maps adapter (tests and stories pass their own). */
  searchAddresses?: typeof mapsProvider.searchAddresses;
  getAddress?: typeof mapsProvider.getAddress;
}

/** Status choices and the event each change sends (SES-40; events as the api-server names them). */
export const SHIPMENT_STATUS_OPTIONS = [
  { value: 'pending', label: 'pending', event: 'unhold' },
  { value: 'on_hold', label: 'on hold', event: 'hold' },
  { value: 'shipped', label: 'shipped', event: 'ship' },
] as const;

/** Success toast (not given by the documents). */
export const SHIPMENT_SAVED = 'Shipment saved.';

interface Values {
  status: string;
  tracking: string;
  orderHandle: string;
  purchaseLink: string;
  recipient: string;
  estimatedDeliveryDate: string | null;
  originatorId: string;
  observers: Array<{ id?: number | null; email: string }>;
}

const sameAddress = (a: AddressValues | null | undefined, b: AddressValues | null | undefined): boolean => {
  const keys = ['street1', 'street2', 'city', 'state', 'zip', 'country'] as const;
  return keys.every((k) => (a?.[k] ?? '').trim() === (b?.[k] ?? '').trim());
};
const hasAddress = (a: AddressValues | null | undefined) =>
  !!a && ['street1', 'city', 'state', 'zip'].some((k) => (a[k as keyof AddressValues] ?? '').trim() !== '');
const recipientText = (r: Shipment['recipient']) => (typeof r === 'string' ? r : (r?.name ?? ''));

/**
 * SES-36..SES-41: the shipment form (md). Fields status, tracking, orderHandle, purchaseLink, recipient, regarding,
 * address (chosen from the autocomplete, SES-37), estimatedDeliveryDate, sentAt, originator and observers. On save the
 * purchase link loses its query string and empty observers are dropped (at least one row is always shown, SES-38);
 * tracking or an order handle on a non-integrated originator asks the auto-ship confirmation and then ships
 * (SES-39); status changes are sent as events (SES-40); shipped shipments lock tracking, order, originator, address
 * and recipient (OP-49); save errors stay in the form (SES-41).
 */
export function ShipmentFormModal({
  open,
  onClose,
  shipmentId,
  onSaved,
  searchAddresses = mapsProvider.searchAddresses,
  getAddress = mapsProvider.getAddress,
}: ShipmentFormModalProps) {
  const zone = useCurrentUser()?.timeZone;
  const editing = typeof shipmentId === 'number';
  const queryClient = useQueryClient();
  const record = useQuery({
    queryKey: queryKeys.detail('shipments', shipmentId ?? -1),
    queryFn: ({ signal }) => api.shipments.get(shipmentId as number, { signal }),
    enabled: open && editing,
  });
  const originators = useQuery({
    queryKey: queryKeys.call('originators', 'all'),
    queryFn: ({ signal }) => api.reference.originators({ signal }),
    enabled: open,
  });
  const states = useQuery({
    queryKey: queryKeys.call('states', 'all'),
    queryFn: ({ signal }) => api.reference.states({ signal }),
    enabled: open,
  });
  const [shipment, setShipment] = useState<Shipment | null>(null);
  const [values, setValues] = useState<Values>({
    status: 'pending',
    tracking: '',
    orderHandle: '',
    purchaseLink: '',
    recipient: '',
    estimatedDeliveryDate: null,
    originatorId: '',
    observers: [{ email: '' }],
  });
  const [address, setAddress] = useState<AddressValues | null>(null);
  const chosen = useRef<AddressValues | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(!editing);

  const load = (s: Shipment) => {
    setShipment(s);
    setValues({
      status: s.status ?? 'pending',
      tracking: s.tracking ?? '',
      orderHandle: s.orderHandle ?? '',
      purchaseLink: s.purchaseLink ?? '',
      recipient: recipientText(s.recipient),
      estimatedDeliveryDate: s.estimatedDeliveryDate ?? null,
      originatorId: s.originatorId ? String(s.originatorId) : s.originator?.id ? String(s.originator.id) : '',
      observers: cleanShipmentObservers(s.shipmentObservers ?? []) as Values['observers'],
    });
    setAddress(s.address ?? null);
    chosen.current = s.address ?? null;
  };
  useEffect(() => {
    if (record.data && !loaded) {
      load(record.data);
      setLoaded(true);
    }
  }, [record.data, loaded]);

  const savedStatus = shipment?.status ?? 'pending';
  const locked = (field: string) => isShipmentFieldLocked(savedStatus, field);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const originator = (originators.data ?? []).find((o) => String(o.id) === values.originatorId) ?? null;

  const save = async () => {
    if (hasAddress(address) && !sameAddress(address, chosen.current)) {
      setFormErrors([SELECT_ADDRESS_FROM_AUTOCOMPLETE]);
      return;
    }
    const autoShip = needsAutoShipConfirmation({
      tracking: values.tracking,
      orderHandle: values.orderHandle,
      status: savedStatus,
      originator,
    });
    if (autoShip && !(await confirm({ title: AUTO_SHIP_CONFIRM, confirmLabel: 'Continue' }))) return;
    setFormErrors([]);
    setSaving(true);
    const body = {
      tracking: values.tracking.trim() || null,
      orderHandle: values.orderHandle.trim() || null,
      purchaseLink: stripQueryString(values.purchaseLink.trim()) || null,
      recipient: values.recipient.trim() || null,
      estimatedDeliveryDate: values.estimatedDeliveryDate,
      originatorId: values.originatorId ? Number(values.originatorId) : null,
      address: hasAddress(address) ? ({ ...address } as Record<string, unknown>) : null,
      shipmentObservers: cleanShipmentObservers(values.observers, { keepEmptyRow: false }).map((o) => ({
        email: o.email.trim(),
      })),
    };
    const call = { handleErrors: false } as const;
    try {
      let saved = editing ? await api.shipments.update(shipmentId, body, call) : await api.shipments.create(body, call);
      const wanted = autoShip ? 'shipped' : values.status;
      if (wanted !== (saved.status ?? 'pending')) {
        const event = SHIPMENT_STATUS_OPTIONS.find((o) => o.value === wanted)?.event;
        if (event) saved = await api.shipments.changeStatus(saved.id, event, call);
      }
      load(saved);
      queryClient.setQueryData(queryKeys.detail('shipments', saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists('shipments') });
      toast.success(SHIPMENT_SAVED);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // The reply's errors stay on the form (API-14); any other failure gets the DS-04 toast, never a developer string.
      const listed = error instanceof ApiError ? error.errors : [];
      setFormErrors(listed);
      if (!listed.length) {
        const text = describeSaveError(error);
        toast.error(text.title, text.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const observers = values.observers.length > 0 ? values.observers : [{ email: '' }];
  const setObserver = (index: number, email: string) =>
    set('observers')(observers.map((o, i) => (i === index ? { ...o, email } : o)));
  const removeObserver = (index: number) =>
    set('observers')(cleanShipmentObservers(observers.filter((_, i) => i !== index)) as Values['observers']);
  const regarding = shipment?.regarding;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Edit shipment' : 'New shipment'}
      footer={
        <Button variant="primary" loading={saving} onClick={() => void save()}>
          Save
        </Button>
      }
    >
      {!loaded ? <Spinner label="Loading shipment" /> : null}
      {formErrors.length > 0 ? (
        <Alert messages={formErrors}>
          {formErrors.length > 1 || formErrors[0] !== SELECT_ADDRESS_FROM_AUTOCOMPLETE ? (
            <AlertText>{FIX_FORM_ERRORS}</AlertText>
          ) : null}
        </Alert>
      ) : null}
      <FormField label="Status">
        <Select
          options={SHIPMENT_STATUS_OPTIONS.map(({ value, label }) => ({ value, label }))}
          value={values.status}
          onChange={(e) => set('status')(e.target.value)}
        />
      </FormField>
      <FormField label="Tracking">
        <TextInput
          value={values.tracking}
          readOnly={locked('tracking')}
          onChange={(e) => set('tracking')(e.target.value)}
        />
      </FormField>
      <FormField label="Order handle">
        <TextInput
          value={values.orderHandle}
          readOnly={locked('orderHandle')}
          onChange={(e) => set('orderHandle')(e.target.value)}
        />
      </FormField>
      <FormField label="Purchase link">
        <TextInput type="url" value={values.purchaseLink} onChange={(e) => set('purchaseLink')(e.target.value)} />
      </FormField>
      <FormField label="Recipient">
        <TextInput
          value={values.recipient}
          readOnly={locked('recipient')}
          onChange={(e) => set('recipient')(e.target.value)}
        />
      </FormField>
      {regarding ? <p>{`Regarding: ${regarding.type ?? ''} ${regarding.name ?? `#${regarding.id}`}`}</p> : null}
      <AddressEntry
        value={address}
        onChange={setAddress}
        searchAddresses={searchAddresses}
        getAddress={async (id) => {
          const a = await getAddress(id);
          chosen.current = { ...a, country: a.country || 'United States' };
          return a;
        }}
        states={(states.data ?? []).map((s) => ({ value: s.code ?? s.name ?? '', label: s.name ?? s.code ?? '' }))}
        disabled={locked('address')}
      />
      <FormField label="Estimated delivery date">
        <DateInput
          key={loaded ? 'loaded' : 'new'}
          value={values.estimatedDeliveryDate}
          onChange={set('estimatedDeliveryDate')}
        />
      </FormField>
      {shipment?.sentAt ? (
        <p>{`Sent at ${formatDate(shipment.sentAt, zone)} ${formatTime(shipment.sentAt, zone)}`}</p>
      ) : null}
      <FormField label="Originator">
        <Select
          placeholder="Select an originator"
          options={(originators.data ?? []).map((o) => ({ value: String(o.id), label: o.name ?? String(o.id) }))}
          value={values.originatorId}
          disabled={locked('originator')}
          onChange={(e) => set('originatorId')(e.target.value)}
        />
      </FormField>
      <fieldset>
        <legend>Shipment observers</legend>
        {observers.map((o, i) => (
          <div key={i}>
            <FormField label={`Observer e-mail ${i + 1}`}>
              <TextInput type="email" value={o.email} onChange={(e) => setObserver(i, e.target.value)} />
            </FormField>
            <Button size="sm" aria-label={`Remove observer ${i + 1}`} onClick={() => removeObserver(i)}>
              Remove
            </Button>
          </div>
        ))}
        <Button size="sm" onClick={() => set('observers')([...observers, { email: '' }])}>
          Add observer
        </Button>
      </fieldset>
    </Modal>
  );
}
