import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { FormField, Select, TextInput, FieldGrid } from '@tutoring/design-system';
import { FormModal, AddressEntry, IdSelect } from '@tutoring/design-system/forms';
import {
  EMAIL_TAKEN,
  PARENT_EMAIL_SAME_AS_STUDENT,
  differentEmails,
  parentStatusOptions,
} from '@tutoring/domain/areas';
import { z, type Parent } from '@tutoring/contract';
import {
  ParentUpdateSchema,
  RequiredAddressSchema,
  isBlankAddress,
  type OptionalAddress,
  type ParentUpdate,
} from '@tutoring/contract/writes';
import { mapsProvider } from '@tutoring/platform';
import {
  useEmployeeOptions,
  useReferralSourceOptions,
  useStateOptions,
  useTimeZoneOptions,
} from '../../../shared/api/reference';
import { emailTaken, useSaveParent } from '../api/parents';
import { fillOrFixMessage } from '../../../shared/lib/formMessages';

/** The values the parent and lead forms edit (CRM-05): the contract's parent body, the link as two inputs. */
export interface ParentFormValues {
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string;
  status: string | null;
  employeeId: number | null;
  source: string | null;
  sourceLink: { type: string; id: number | null };
  referralSource: string | null;
  referralDetails: string | null;
  address: OptionalAddress;
}

/** Form values of a saved parent (or an empty lead). */
export function toFormValues(parent: Partial<Parent> | null | undefined): ParentFormValues {
  const link = parent?.sourceLink as { type?: string | null; id?: number | null } | null | undefined;
  return {
    firstName: parent?.firstName ?? '',
    lastName: parent?.lastName ?? '',
    email: parent?.email ?? '',
    timeZone: parent?.timeZone ?? parent?.timezone ?? '',
    status: parent?.status ?? '',
    employeeId: parent?.employeeId ?? null,
    source: parent?.source ?? '',
    sourceLink: { type: link?.type ?? '', id: link?.id ?? null },
    referralSource: parent?.referralSource ?? '',
    referralDetails: parent?.referralDetails ?? '',
    address: { ...(parent?.address ?? {}) },
  };
}

/**
 * The request body of the form (CRM-05): the contract's parent body. An empty address is sent as null (DS-13), the
 * source link only when both parts are set, a new lead with `customer: false` (CRM-13).
 */
export function toParentBody(values: ParentFormValues, isNewLead: boolean): ParentUpdate {
  const { sourceLink, ...rest } = values;
  return {
    ...rest,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    status: values.status || null,
    source: values.source || null,
    sourceLink: sourceLink.type && sourceLink.id ? { type: sourceLink.type, id: sourceLink.id } : null,
    referralSource: values.referralSource || null,
    referralDetails: values.referralDetails || null,
    address: isBlankAddress(values.address) ? null : values.address,
    ...(isNewLead ? { customer: false } : {}),
  };
}

/**
 * The form's schema: the contract's parent body (CRM-06 required fields, DS-13 address) with the link as two inputs,
 * a required address when `addressRequired` (CRM-09) and CRM-07's rule against the children's e-mails.
 */
function parentFormSchema(
  addressRequired: boolean,
  studentEmails: ReadonlyArray<string | null | undefined>,
  exemptedEmail: string | null | undefined,
) {
  // CRM-08: one lookup per e-mail typed (the resolver runs again on every change after a failed submit).
  const lookups = new Map<string, Promise<boolean>>();
  const taken = (email: string) => {
    const key = email.trim().toLowerCase();
    if (!lookups.has(key))
      lookups.set(
        key,
        emailTaken(email, exemptedEmail).catch(() => false),
      );
    return lookups.get(key)!;
  };
  return z
    .extend(z.required(ParentUpdateSchema, { firstName: true, lastName: true, email: true, timeZone: true }), {
      sourceLink: z.looseObject({ type: z.string(), id: z.nullable(z.number()) }),
      ...(addressRequired ? { address: RequiredAddressSchema } : {}),
    })
    .check(
      z.refine((v) => differentEmails(v.email, studentEmails), {
        path: ['email'],
        message: PARENT_EMAIL_SAME_AS_STUDENT,
      }),
      z.superRefine(async (v, ctx) => {
        // CRM-08: an e-mail taken by another user blocks the save (the server checks again, 422).
        if (await taken(typeof v.email === 'string' ? v.email : ''))
          ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_TAKEN });
      }),
    );
}

/** Props of {@link ParentFormModal}. */
export interface ParentFormModalProps {
  open: boolean;
  /** The parent being edited; absent for a new lead. */
  parent?: Parent | null;
  /** 'parent' = parent edit form (lg, OP-23); 'lead' = lead form (lg, CRM-13). */
  kind: 'parent' | 'lead';
  /** The address is required (addressRequired, CRM-09). */
  addressRequired?: boolean;
  onClose: () => void;
  onSaved: (parent: Parent) => void;
}

/**
 * Parent edit form and lead form (CRM-05..CRM-10, CRM-13). Blocks saving with "Please fill all required fields"
 * (first/last name, e-mail, time zone, CRM-06; address rules, CRM-09), "Parent email cannot be the same as the
 * student email" (CRM-07) and "This email is already taken." (CRM-08, checked against `GET emails.json`).
 */
export function ParentFormModal({
  open,
  parent,
  kind,
  addressRequired = false,
  onClose,
  onSaved,
}: ParentFormModalProps) {
  const [schema] = useState(() =>
    parentFormSchema(
      addressRequired,
      (parent?.students ?? []).map((s) => s.email),
      parent?.email,
    ),
  );
  const form = useForm<ParentFormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: toFormValues(parent),
  });
  const [version] = useOpenedVersion('parents', parent?.id);
  const save = useSaveParent();
  const { control, register, watch, setError } = form;
  const timeZones = useTimeZoneOptions();
  const states = useStateOptions();
  const owners = useEmployeeOptions();
  const referralSources = useReferralSourceOptions();
  const isNew = !parent?.id;
  // CRM-10: options by category; a new lead's active state is unknown (DOM-07).
  const statuses = parentStatusOptions({ customer: Boolean(parent?.customer), active: isNew ? null : parent?.active });
  const status = watch('status') ?? '';
  const statusOptions = [...statuses, ...(status && !statuses.includes(status) ? [status] : [])].map((s) => ({
    value: s,
    label: s,
  }));

  const title = kind === 'lead' ? (isNew ? 'New lead' : 'Edit lead') : 'Edit parent';
  return (
    <FormModal<Parent, ParentFormValues>
      open={open}
      title={title}
      size="lg"
      onClose={onClose}
      form={form}
      // CRM-07 and CRM-08 their own texts; CRM-06/CRM-09 "Please fill all required fields" for an empty field.
      invalidMessage={(errors) =>
        errors.email?.message === PARENT_EMAIL_SAME_AS_STUDENT || errors.email?.message === EMAIL_TAKEN
          ? errors.email.message
          : fillOrFixMessage(errors)
      }
      serverFieldOf={(message) =>
        message === EMAIL_TAKEN || message === PARENT_EMAIL_SAME_AS_STUDENT ? 'email' : undefined
      }
      onSubmit={(values) => save.mutateAsync({ id: parent?.id, body: toParentBody(values, isNew), ifMatch: version })}
      onSaved={onSaved}
      closeOnSave={false}
    >
      <FieldGrid>
        <FormField label="First name" required name="firstName">
          <TextInput {...register('firstName')} autoComplete="off" />
        </FormField>
        <FormField label="Last name" required name="lastName">
          <TextInput {...register('lastName')} autoComplete="off" />
        </FormField>
        <FormField label="Email" required name="email">
          <TextInput
            type="email"
            {...register('email', {
              onBlur: async (e: { target: { value: string } }) => {
                if (await emailTaken(e.target.value, parent?.email).catch(() => false))
                  setError('email', { type: 'taken', message: EMAIL_TAKEN });
              },
            })}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Time zone" required name="timeZone">
          <Controller
            control={control}
            name="timeZone"
            render={({ field }) => (
              <Select {...field} value={field.value ?? ''} options={timeZones} placeholder="Choose a time zone" />
            )}
          />
        </FormField>
        <FormField label="Status" name="status">
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select {...field} value={field.value ?? ''} options={statusOptions} placeholder="Choose a status" />
            )}
          />
        </FormField>
        <FormField label="Owner" name="employeeId">
          <Controller
            control={control}
            name="employeeId"
            render={({ field }) => <IdSelect {...field} options={owners} placeholder="Unassigned" />}
          />
        </FormField>
        <FormField label="Source" name="source">
          <TextInput {...register('source')} />
        </FormField>
        <FormField label="Source link type" name="sourceLink.type">
          <Select
            {...register('sourceLink.type')}
            options={[
              { value: '', label: 'None' },
              { value: 'LeadSource', label: 'Lead source' },
              { value: 'School', label: 'School' },
              { value: 'Parent', label: 'Parent' },
            ]}
          />
        </FormField>
        <FormField label="Source link id" name="sourceLink.id">
          <Controller
            control={control}
            name="sourceLink.id"
            render={({ field }) => (
              <TextInput
                {...field}
                inputMode="numeric"
                value={field.value == null ? '' : String(field.value)}
                onChange={(e) => {
                  const digits = e.target.value.replace(/\D/g, '');
                  field.onChange(digits ? Number(digits) : null);
                }}
              />
            )}
          />
        </FormField>
        <FormField label="Referral source" name="referralSource">
          <Controller
            control={control}
            name="referralSource"
            render={({ field }) => (
              <Select {...field} value={field.value ?? ''} options={referralSources} placeholder="None" />
            )}
          />
        </FormField>
        <FormField label="Referral details" name="referralDetails">
          <TextInput {...register('referralDetails')} />
        </FormField>
      </FieldGrid>
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressEntry
            name="address"
            value={field.value}
            onChange={field.onChange}
            searchAddresses={mapsProvider.searchAddresses}
            getAddress={mapsProvider.getAddress}
            states={states}
            required={addressRequired}
            showErrors={form.formState.isSubmitted}
          />
        )}
      />
    </FormModal>
  );
}
