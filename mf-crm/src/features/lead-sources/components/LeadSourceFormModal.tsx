import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { api, queryKeys } from '@tutoring/api-client';
import { AddressEntry, FormModal, FormField, Select, Spinner, TextInput } from '@tutoring/design-system';
import {
  FILL_REQUIRED_FIELDS,
  FIELD_REQUIRED,
  LEAD_SOURCE_TYPES,
  SCHOOL_CATEGORIES,
  SCHOOL_TYPES,
  leadSourceStatusChoices,
  isAddressValid,
  type AddressValues,
} from '@tutoring/domain';
import type { LeadSource } from '@tutoring/contract';
import { mapsProvider } from '@tutoring/platform';
import { useFormFeedback } from '../../../shared/components/formFeedback';
import { useEmployeeOptions, useLeadSourceCategoryOptions, useStateOptions } from '../../../shared/api/reference';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;

/** DOM-03 type labels. */
export const LEAD_SOURCE_TYPE_LABELS: Record<string, string> = {
  LeadSource: 'Lead source',
  School: 'School',
  PendingSchool: 'Pending school',
};
const isSchoolType = (type: string) => type === 'School' || type === 'PendingSchool';
const schoolCategories: readonly string[] = SCHOOL_CATEGORIES;

const isBlankAddress = (a: AddressValues) =>
  !(['street1', 'street2', 'city', 'state', 'zip'] as const).some((k) => (a[k] ?? '').trim());

/** The text of a contactItem (a string, or a `{name}` reference). */
export const contactItemText = (item: LeadSource['contactItem']): string =>
  typeof item === 'string' ? item : ((item as { name?: string | null } | null | undefined)?.name ?? '');

interface Values {
  name: string;
  status: string;
  type: string;
  category: string;
  schoolType: string;
  employeeId: string;
  contactItem: string;
  address: AddressValues;
}

function LeadSourceForm({
  leadSource,
  onClose,
  onSaved,
}: {
  leadSource: LeadSource | null;
  onClose: () => void;
  onSaved: (saved: LeadSource) => void;
}) {
  const initial: Values = {
    name: leadSource?.name ?? '',
    status: leadSource?.status ?? 'Uncategorized',
    type: leadSource?.type ?? 'LeadSource',
    category: leadSource?.category ?? '',
    schoolType: leadSource?.schoolType ?? '',
    employeeId: leadSource?.employeeId ? String(leadSource.employeeId) : '',
    contactItem: contactItemText(leadSource?.contactItem),
    address: { ...(leadSource?.address ?? {}) } as AddressValues,
  };
  const [values, setValues] = useState<Values>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const owners = useEmployeeOptions();
  const categories = useLeadSourceCategoryOptions();
  const states = useStateOptions();
  const set = (key: Exclude<keyof Values, 'address'>, value: string) => setValues((v) => ({ ...v, [key]: value }));
  // CRM-21: the choices come from the SAVED status; a new lead source uses the "Uncategorized or any other" row.
  const statusOptions = leadSourceStatusChoices(leadSource?.status).map((s) => ({ value: s, label: s }));
  // CRM-20: school categories (DOM-10) for schools, the others (DOM-11) for plain lead sources.
  const categoryOptions = categories.filter((c) => schoolCategories.includes(c.value) === isSchoolType(values.type));
  const nameError = showErrors && !values.name.trim() ? FIELD_REQUIRED : null;
  const feedback = useFormFeedback(() => {
    setShowErrors(true);
    // CRM-09's address rule applies here too: empty, or street, city, state and zip all filled.
    return values.name.trim() && isAddressValid(values.address) ? null : FILL_REQUIRED_FIELDS;
  });
  return (
    <FormModal<LeadSource>
      open
      title={leadSource ? `Edit ${leadSource.name ?? 'lead source'}` : 'New lead source'}
      size="lg"
      onClose={onClose}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      onSave={feedback.guard(() => {
        const body = {
          name: values.name.trim(),
          status: values.status,
          ...(leadSource ? {} : { type: values.type }),
          category: values.category || null,
          schoolType: isSchoolType(values.type) ? values.schoolType || null : null,
          employeeId: values.employeeId ? Number(values.employeeId) : null,
          contactItem: values.contactItem || null,
          address: isBlankAddress(values.address) ? null : { ...values.address },
        };
        return leadSource
          ? api.leadSources.update(leadSource.id, body, { handleErrors: false })
          : api.leadSources.create(body, { handleErrors: false });
      })}
      onSaved={onSaved}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <Grid>
        <FormField label="Name" required error={nameError}>
          <TextInput
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            invalid={!!nameError}
            maxLength={191}
          />
        </FormField>
        <FormField label="Status">
          <Select value={values.status} onChange={(e) => set('status', e.target.value)} options={statusOptions} />
        </FormField>
        <FormField label="Type" help={leadSource ? 'Pending schools change type through merge or promote.' : undefined}>
          <Select
            value={values.type}
            disabled={Boolean(leadSource)}
            onChange={(e) => setValues((v) => ({ ...v, type: e.target.value, category: '' }))}
            options={LEAD_SOURCE_TYPES.map((t) => ({ value: t, label: LEAD_SOURCE_TYPE_LABELS[t] ?? t }))}
          />
        </FormField>
        <FormField label="Category">
          <Select
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
            options={categoryOptions}
            placeholder="None"
          />
        </FormField>
        {isSchoolType(values.type) ? (
          <FormField label="School type">
            <Select
              value={values.schoolType}
              onChange={(e) => set('schoolType', e.target.value)}
              options={SCHOOL_TYPES.map((t) => ({ value: t, label: t }))}
              placeholder="None"
            />
          </FormField>
        ) : null}
        <FormField label="Owner">
          <Select
            value={values.employeeId}
            onChange={(e) => set('employeeId', e.target.value)}
            options={[{ value: '', label: 'Unassigned' }, ...owners]}
          />
        </FormField>
        <FormField label="Contact">
          <TextInput value={values.contactItem} onChange={(e) => set('contactItem', e.target.value)} />
        </FormField>
      </Grid>
      <AddressEntry
        value={values.address}
        onChange={(address) => setValues((v) => ({ ...v, address }))}
        searchAddresses={mapsProvider.searchAddresses}
        getAddress={mapsProvider.getAddress}
        states={states}
        showErrors={showErrors}
      />
    </FormModal>
  );
}

/**
 * Lead source form modal (lg, CRM-20, CRM-21): name, status, type (DOM-03), category (`GET lead_sources/categories`,
 * school or non-school), school type (DOM-09), owner and contact. Editing loads `GET lead_sources/{id}` first.
 */
export function LeadSourceFormModal({
  id,
  onClose,
  onSaved,
}: {
  id: number | null;
  onClose: () => void;
  onSaved: (saved: LeadSource) => void;
}) {
  const { data, isLoading } = useQuery({
    queryKey: queryKeys.detail('lead_sources', id ?? -1),
    queryFn: () => api.leadSources.get(id as number),
    enabled: id !== null,
  });
  if (id !== null && (isLoading || !data)) return isLoading ? <Spinner label="Loading lead source" /> : null;
  return <LeadSourceForm leadSource={id === null ? null : (data ?? null)} onClose={onClose} onSaved={onSaved} />;
}
