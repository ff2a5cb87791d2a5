import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { z, type Shipment } from '@tutoring/contract';
import {
  OptionalAddressSchema,
  ShipmentCreateSchema,
  isBlankAddress,
  type OptionalAddress,
} from '@tutoring/contract/writes';
import { FIX_FORM_ERRORS, SELECT_ADDRESS_FROM_AUTOCOMPLETE, type AddressValues } from '@tutoring/domain';
import { AUTO_SHIP_CONFIRM, instantIn, validateTimeExists, wallClockIn } from '@tutoring/domain/areas';
import {
  cleanShipmentObservers,
  isShipmentFieldLocked,
  needsAutoShipConfirmation,
  stripQueryString,
} from '@tutoring/domain/sessions';
import { Button, confirm, FormField, Select, TextInput } from '@tutoring/design-system';
import {
  AddressEntry,
  DateInput,
  describeSaveError,
  FormModal,
  IdSelect,
  idOptions,
  TimeInput,
  useFillOnce,
} from '@tutoring/design-system/forms';
import { referenceQueries } from '../../../shared/api/reference';
import { shipmentQueries, useSaveShipment } from '../api/shipments';
import { mapsProvider, useCurrentUser } from '@tutoring/platform';

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
  /** Sent at (SES-36): a date and a time in the user's zone. */
  sentAtDate: string | null;
  sentAtTime: string;
  originatorId: number | null;
  address: AddressValues | null;
  shipmentObservers: Array<{ id?: number | null; email: string }>;
}

const sameAddress = (a: AddressValues | null | undefined, b: AddressValues | null | undefined): boolean => {
  const keys = ['street1', 'street2', 'city', 'state', 'zip', 'country'] as const;
  return keys.every((k) => (a?.[k] ?? '').trim() === (b?.[k] ?? '').trim());
};
const recipientText = (r: Shipment['recipient']) => (typeof r === 'string' ? r : (r?.name ?? ''));
const OBSERVER_EMAIL = ShipmentCreateSchema.shape.shipmentObservers.def.innerType.def.element.shape.email;
const s = ShipmentCreateSchema.shape;

/**
 * The shipment form's schema: the contract's shipment body (text lengths, DS-13 address, observer e-mails, the
 * estimated delivery date) over the inputs; an empty observer row is allowed (it is dropped on save, SES-38) and an
 * address typed instead of chosen from the autocomplete is refused (SES-37, `chosen` = the address last chosen). A
 * sent-at time the clocks of the user's zone skip that day (daylight-saving time starts) is refused on its field.
 */
const shipmentFormSchema = (chosen: () => AddressValues | null, timeZone: () => string | null | undefined) =>
  z
    .object({
      status: z.string(),
      tracking: s.tracking,
      orderHandle: s.orderHandle,
      purchaseLink: s.purchaseLink,
      recipient: s.recipient,
      estimatedDeliveryDate: s.estimatedDeliveryDate,
      sentAtDate: s.estimatedDeliveryDate,
      sentAtTime: z.string(),
      originatorId: s.originatorId,
      address: OptionalAddressSchema,
      shipmentObservers: z.array(
        z.looseObject({
          email: z
            .string()
            .check(z.refine((v) => v.trim() === '' || OBSERVER_EMAIL.safeParse(v.trim()).success, 'Email is invalid')),
        }),
      ),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (!isBlankAddress(v.address) && !sameAddress(v.address as AddressValues | null, chosen()))
          ctx.addIssue({ code: 'custom', path: ['address'], message: SELECT_ADDRESS_FROM_AUTOCOMPLETE });
        const skipped = v.sentAtDate ? validateTimeExists(v.sentAtDate, v.sentAtTime, timeZone()) : null;
        if (skipped) ctx.addIssue({ code: 'custom', path: ['sentAtTime'], message: skipped });
      }),
    );

/** Rejection of a save the user called off at the auto-ship question: nothing is told. */
const CALLED_OFF = Symbol('called off');

const EMPTY: Values = {
  status: 'pending',
  tracking: '',
  orderHandle: '',
  purchaseLink: '',
  recipient: '',
  estimatedDeliveryDate: null,
  sentAtDate: null,
  sentAtTime: '',
  originatorId: null,
  address: null,
  shipmentObservers: [{ email: '' }],
};

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
  const record = useQuery({ ...shipmentQueries.detail(shipmentId ?? -1), enabled: open && editing });
  const originators = useQuery({ ...referenceQueries.originators(), enabled: open });
  const states = useQuery({ ...referenceQueries.states(), enabled: open });
  const save = useSaveShipment();
  const [shipment, setShipment] = useState<Shipment | null>(null);
  const chosen = useRef<AddressValues | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(
      shipmentFormSchema(
        () => chosen.current,
        () => zone,
      ),
    ) as never,
    defaultValues: EMPTY,
  });
  const { control, register, watch } = form;
  const observers = useFieldArray({ control, name: 'shipmentObservers' });
  const [version, keepVersion] = useOpenedVersion('shipments');
  const loaded = useFillOnce(
    form,
    editing ? record.data : null,
    (s) => {
      const sent = wallClockIn(s.sentAt, zone);
      return {
        status: s.status ?? 'pending',
        tracking: s.tracking ?? '',
        orderHandle: s.orderHandle ?? '',
        purchaseLink: s.purchaseLink ?? '',
        recipient: recipientText(s.recipient),
        estimatedDeliveryDate: s.estimatedDeliveryDate ?? null,
        sentAtDate: sent?.date ?? null,
        sentAtTime: sent?.time ?? '',
        originatorId: s.originatorId ?? s.originator?.id ?? null,
        address: s.address ?? null,
        shipmentObservers: cleanShipmentObservers(s.shipmentObservers ?? []) as Values['shipmentObservers'],
      };
    },
    (s) => {
      setShipment(s);
      chosen.current = s.address ?? null;
      keepVersion(s);
    },
  );

  const savedStatus = shipment?.status ?? 'pending';
  const locked = (field: string) => isShipmentFieldLocked(savedStatus, field);

  const submit = async (values: Values): Promise<Shipment> => {
    const originator = (originators.data ?? []).find((o) => o.id === values.originatorId) ?? null;
    const autoShip = needsAutoShipConfirmation({
      tracking: values.tracking,
      orderHandle: values.orderHandle,
      status: savedStatus,
      originator,
    });
    if (autoShip && !(await confirm({ title: AUTO_SHIP_CONFIRM, confirmLabel: 'Continue' }))) throw CALLED_OFF;
    const sentAt = values.sentAtDate
      ? (instantIn(values.sentAtDate, values.sentAtTime || '00:00', zone)?.toISOString() ?? null)
      : null;
    const body = {
      tracking: values.tracking.trim() || null,
      orderHandle: values.orderHandle.trim() || null,
      purchaseLink: stripQueryString(values.purchaseLink.trim()) || null,
      recipient: values.recipient.trim() || null,
      estimatedDeliveryDate: values.estimatedDeliveryDate,
      sentAt,
      originatorId: values.originatorId,
      address: isBlankAddress(values.address as OptionalAddress)
        ? null
        : ({ ...values.address } as Record<string, unknown>),
      shipmentObservers: cleanShipmentObservers(values.shipmentObservers, { keepEmptyRow: false }).map((o) => ({
        email: o.email.trim(),
      })),
    };
    const wanted = autoShip ? 'shipped' : values.status;
    return save.mutateAsync({
      id: shipmentId,
      body,
      ifMatch: version,
      event: (savedStatus) =>
        wanted === savedStatus ? undefined : SHIPMENT_STATUS_OPTIONS.find((o) => o.value === wanted)?.event,
    });
  };

  const regarding = shipment?.regarding;
  const observerRows = watch('shipmentObservers');

  return (
    <FormModal<Shipment, Values>
      open={open}
      onClose={onClose}
      title={editing ? 'Edit shipment' : 'New shipment'}
      form={form}
      onSubmit={submit}
      invalidMessage={(errors) =>
        errors.address?.message === SELECT_ADDRESS_FROM_AUTOCOMPLETE && Object.keys(errors).length === 1
          ? SELECT_ADDRESS_FROM_AUTOCOMPLETE
          : FIX_FORM_ERRORS
      }
      describeError={(error) => (error === CALLED_OFF ? null : describeSaveError(error))}
      onSaved={(saved) => onSaved?.(saved)}
      successMessage={SHIPMENT_SAVED}
      loading={!loaded && 'Loading shipment'}
    >
      <FormField label="Status" name="status">
        <Select
          options={SHIPMENT_STATUS_OPTIONS.map(({ value, label }) => ({ value, label }))}
          {...register('status')}
        />
      </FormField>
      <FormField label="Tracking" name="tracking">
        <TextInput {...register('tracking')} readOnly={locked('tracking')} />
      </FormField>
      <FormField label="Order handle" name="orderHandle">
        <TextInput {...register('orderHandle')} readOnly={locked('orderHandle')} />
      </FormField>
      <FormField label="Purchase link" name="purchaseLink">
        <TextInput type="url" {...register('purchaseLink')} />
      </FormField>
      <FormField label="Recipient" name="recipient">
        <TextInput {...register('recipient')} readOnly={locked('recipient')} />
      </FormField>
      {regarding ? <p>{`Regarding: ${regarding.type ?? ''} ${regarding.name ?? `#${regarding.id}`}`}</p> : null}
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressEntry
            name="address"
            value={field.value}
            onChange={field.onChange}
            searchAddresses={searchAddresses}
            getAddress={async (id) => {
              const a = await getAddress(id);
              chosen.current = { ...a, country: a.country || 'United States' };
              return a;
            }}
            states={(states.data ?? []).map((s) => ({ value: s.code ?? s.name ?? '', label: s.name ?? s.code ?? '' }))}
            disabled={locked('address')}
            showErrors={form.formState.isSubmitted}
          />
        )}
      />
      <FormField label="Estimated delivery date" name="estimatedDeliveryDate">
        <Controller
          control={control}
          name="estimatedDeliveryDate"
          render={({ field }) => <DateInput {...field} value={field.value} onChange={field.onChange} />}
        />
      </FormField>
      <FormField label="Sent at" name="sentAtDate">
        <Controller
          control={control}
          name="sentAtDate"
          render={({ field }) => <DateInput {...field} value={field.value} onChange={field.onChange} />}
        />
      </FormField>
      <FormField label="Sent at time" name="sentAtTime">
        <TimeInput {...register('sentAtTime')} />
      </FormField>
      <FormField label="Originator" name="originatorId">
        <Controller
          control={control}
          name="originatorId"
          render={({ field }) => (
            <IdSelect
              {...field}
              placeholder="Select an originator"
              disabled={locked('originator')}
              options={idOptions(originators.data)}
            />
          )}
        />
      </FormField>
      <fieldset>
        <legend>Shipment observers</legend>
        {observers.fields.map((o, i) => (
          <div key={o.id}>
            <FormField label={`Observer e-mail ${i + 1}`} name={`shipmentObservers.${i}.email`}>
              <TextInput type="email" {...register(`shipmentObservers.${i}.email`)} />
            </FormField>
            <Button
              size="sm"
              aria-label={`Remove observer ${i + 1}`}
              onClick={() =>
                // At least one row is always shown (SES-38): removing the last one leaves an empty row.
                (observerRows?.length ?? 0) > 1 ? observers.remove(i) : observers.replace([{ email: '' }])
              }
            >
              Remove
            </Button>
          </div>
        ))}
        <Button size="sm" onClick={() => observers.append({ email: '' })}>
          Add observer
        </Button>
      </fieldset>
    </FormModal>
  );
}
