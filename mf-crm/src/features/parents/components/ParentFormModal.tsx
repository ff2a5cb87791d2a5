import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@tutoring/api-client';
import { FormModal, AddressEntry, FormField, Select, TextInput } from '@tutoring/design-system';
import { EMAIL_TAKEN, FIELD_REQUIRED, parentStatusOptions, validateParent, type AddressValues } from '@tutoring/domain';
import type { Parent } from '@tutoring/contract';
import { mapsProvider } from '@tutoring/platform';
import { useFormFeedback } from '../../../shared/components/formFeedback';
import {
  useEmployeeOptions,
  useReferralSourceOptions,
  useStateOptions,
  useTimeZoneOptions,
} from '../../../shared/api/reference';

/** The values the parent and lead forms edit (CRM-05). */
export interface ParentFormValues {
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string;
  status: string;
  employeeId: string;
  source: string;
  sourceLinkType: string;
  sourceLinkId: string;
  referralSource: string;
  referralDetails: string;
  address: AddressValues;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;

/** Form values of a saved parent (or an empty lead). */
export function toFormValues(parent: Partial<Parent> | null | undefined): ParentFormValues {
  const link = parent?.sourceLink as { type?: string | null; id?: number | null } | null | undefined;
  return {
    firstName: parent?.firstName ?? '',
    lastName: parent?.lastName ?? '',
    email: parent?.email ?? '',
    timeZone: parent?.timeZone ?? parent?.timezone ?? '',
    status: parent?.status ?? '',
    employeeId: parent?.employeeId ? String(parent.employeeId) : '',
    source: parent?.source ?? '',
    sourceLinkType: link?.type ?? '',
    sourceLinkId: link?.id ? String(link.id) : '',
    referralSource: parent?.referralSource ?? '',
    referralDetails: parent?.referralDetails ?? '',
    address: { ...(parent?.address ?? {}) },
  };
}

const blankAddress = (a: AddressValues) =>
  !['street1', 'street2', 'city', 'state', 'zip'].some((k) => (a[k as keyof AddressValues] ?? '').trim());

/** The request body of a form (CRM-05): camelCase, owner as an id, sourceLink as {type, id}. */
export function toParentBody(values: ParentFormValues, isNewLead: boolean): Record<string, unknown> {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    timeZone: values.timeZone,
    status: values.status || null,
    employeeId: values.employeeId ? Number(values.employeeId) : null,
    source: values.source || null,
    sourceLink:
      values.sourceLinkType && values.sourceLinkId
        ? { type: values.sourceLinkType, id: Number(values.sourceLinkId) }
        : null,
    referralSource: values.referralSource || null,
    referralDetails: values.referralDetails || null,
    address: blankAddress(values.address) ? null : values.address,
    ...(isNewLead ? { customer: false } : {}),
  };
}

/**
 * CRM-08, OP-62: is this e-mail taken by another user? `GET emails.json?email=` answers a non-empty list when it
 * is; the parent's own saved e-mail (the exempted one) never counts as taken.
 */
export async function emailTaken(email: string, exemptedEmail: string | null | undefined): Promise<boolean> {
  const wanted = email.trim().toLowerCase();
  if (!wanted || wanted === (exemptedEmail ?? '').trim().toLowerCase()) return false;
  const reply = await api.emails.lookup({ email: email.trim() }, { handleErrors: false });
  return reply.emails.length > 0;
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
  const [values, setValues] = useState<ParentFormValues>(() => toFormValues(parent));
  const [initial] = useState(values);
  const [showErrors, setShowErrors] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const timeZones = useTimeZoneOptions();
  const states = useStateOptions();
  const owners = useEmployeeOptions();
  const referralSources = useReferralSourceOptions();
  const isNew = !parent?.id;
  // CRM-10: options by category; a new lead's active state is unknown (DOM-07).
  const statuses = parentStatusOptions({ customer: Boolean(parent?.customer), active: isNew ? null : parent?.active });
  const statusOptions = [
    ...statuses,
    ...(values.status && !statuses.includes(values.status) ? [values.status] : []),
  ].map((s) => ({ value: s, label: s }));
  const set = <K extends keyof ParentFormValues>(key: K, value: ParentFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const requiredError = (key: 'firstName' | 'lastName' | 'email' | 'timeZone') =>
    showErrors && !values[key].trim() ? FIELD_REQUIRED : null;
  const studentEmails = (parent?.students ?? []).map((s) => s.email);

  const checkEmail = async (): Promise<boolean> => {
    try {
      const taken = await emailTaken(values.email, parent?.email);
      setEmailError(taken ? EMAIL_TAKEN : null);
      return taken;
    } catch {
      // The lookup failing does not block the save: the server checks uniqueness again (422).
      return false;
    }
  };

  const title = kind === 'lead' ? (isNew ? 'New lead' : 'Edit lead') : 'Edit parent';
  const feedback = useFormFeedback(async () => {
    setShowErrors(true);
    const blocked = validateParent(values, { studentEmails, addressRequired });
    if (blocked) return blocked;
    return (await checkEmail()) ? EMAIL_TAKEN : null;
  });
  return (
    <FormModal<Parent>
      open={open}
      title={title}
      size="lg"
      onClose={onClose}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      onSave={feedback.guard(() => {
        const body = toParentBody(values, isNew);
        return isNew
          ? api.parents.create(body, { handleErrors: false })
          : api.parents.update(parent!.id, body, { handleErrors: false });
      })}
      onSaved={onSaved}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <Grid>
        <FormField label="First name" required error={requiredError('firstName')}>
          <TextInput
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            invalid={!!requiredError('firstName')}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Last name" required error={requiredError('lastName')}>
          <TextInput
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            invalid={!!requiredError('lastName')}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Email" required error={requiredError('email') ?? emailError}>
          <TextInput
            type="email"
            value={values.email}
            onChange={(e) => {
              set('email', e.target.value);
              setEmailError(null);
            }}
            onBlur={() => void checkEmail()}
            invalid={!!(requiredError('email') ?? emailError)}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Time zone" required error={requiredError('timeZone')}>
          <Select
            value={values.timeZone}
            onChange={(e) => set('timeZone', e.target.value)}
            options={timeZones}
            placeholder="Choose a time zone"
            invalid={!!requiredError('timeZone')}
          />
        </FormField>
        <FormField label="Status">
          <Select
            value={values.status}
            onChange={(e) => set('status', e.target.value)}
            options={statusOptions}
            placeholder="Choose a status"
          />
        </FormField>
        <FormField label="Owner">
          <Select
            value={values.employeeId}
            onChange={(e) => set('employeeId', e.target.value)}
            options={[{ value: '', label: 'Unassigned' }, ...owners]}
          />
        </FormField>
        <FormField label="Source">
          <TextInput value={values.source} onChange={(e) => set('source', e.target.value)} />
        </FormField>
        <FormField label="Source link type">
          <Select
            value={values.sourceLinkType}
            onChange={(e) => set('sourceLinkType', e.target.value)}
            options={[
              { value: '', label: 'None' },
              { value: 'LeadSource', label: 'Lead source' },
              { value: 'School', label: 'School' },
              { value: 'Parent', label: 'Parent' },
            ]}
          />
        </FormField>
        <FormField label="Source link id">
          <TextInput
            inputMode="numeric"
            value={values.sourceLinkId}
            onChange={(e) => set('sourceLinkId', e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <FormField label="Referral source">
          <Select
            value={values.referralSource}
            onChange={(e) => set('referralSource', e.target.value)}
            options={referralSources}
            placeholder="None"
          />
        </FormField>
        <FormField label="Referral details">
          <TextInput value={values.referralDetails} onChange={(e) => set('referralDetails', e.target.value)} />
        </FormField>
      </Grid>
      <AddressEntry
        value={values.address}
        onChange={(address) => set('address', address)}
        searchAddresses={mapsProvider.searchAddresses}
        getAddress={mapsProvider.getAddress}
        states={states}
        required={addressRequired}
        showErrors={showErrors}
      />
    </FormModal>
  );
}
