import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { FormField, LoadFailure, Modal, Select, TextInput, FieldGrid } from '@tutoring/design-system';
import { AddressEntry, FormModal, IdSelect, useFillOnce } from '@tutoring/design-system/forms';
import { LEAD_SOURCE_TYPES, SCHOOL_CATEGORIES, SCHOOL_TYPES, leadSourceStatusChoices } from '@tutoring/domain/areas';
import type { LeadSource } from '@tutoring/contract';
import { LeadSourceCreateSchema, isBlankAddress, type OptionalAddress } from '@tutoring/contract/writes';
import { mapsProvider } from '@tutoring/platform';
import { useEmployeeOptions, useLeadSourceCategoryOptions, useStateOptions } from '../../../shared/api/reference';
import { leadSourceQueries, useSaveLeadSource } from '../api/lead-sources';

/** DOM-03 type labels. */
export const LEAD_SOURCE_TYPE_LABELS: Record<string, string> = {
  LeadSource: 'Lead source',
  School: 'School',
  PendingSchool: 'Pending school',
};
const isSchoolType = (type: string) => type === 'School' || type === 'PendingSchool';
const schoolCategories: readonly string[] = SCHOOL_CATEGORIES;

/** The text of a contactItem (a string, or a `{name}` reference). */
export const contactItemText = (item: LeadSource['contactItem']): string =>
  typeof item === 'string' ? item : ((item as { name?: string | null } | null | undefined)?.name ?? '');

/**
 * The contactItem part of a save body. The form edits the contact's text only; a stored `{name, phone, ...}`
 * reference keeps its other fields: unchanged, it is left out of the body; edited, only its name changes (cleared,
 * the contact is removed).
 */
export const contactItemBody = (
  stored: LeadSource['contactItem'],
  text: string | null,
): { contactItem?: LeadSource['contactItem'] } => {
  if (stored === null || typeof stored !== 'object') return { contactItem: text || null };
  if ((text ?? '') === contactItemText(stored)) return {};
  return { contactItem: text?.trim() ? { ...stored, name: text.trim() } : null };
};

/** The values the lead source form edits: the contract's lead source body. */
interface Values {
  name: string;
  status: string;
  type: string;
  category: string | null;
  schoolType: string | null;
  employeeId: number | null;
  contactItem: string | null;
  address: OptionalAddress;
}

/** The form's values of a stored lead source (a new one: Uncategorized, a plain lead source). */
const valuesOf = (leadSource: LeadSource | null): Values => ({
  name: leadSource?.name ?? '',
  status: leadSource?.status ?? 'Uncategorized',
  type: leadSource?.type ?? 'LeadSource',
  category: leadSource?.category ?? '',
  schoolType: leadSource?.schoolType ?? '',
  employeeId: leadSource?.employeeId ?? null,
  contactItem: contactItemText(leadSource?.contactItem),
  address: { ...(leadSource?.address ?? {}) },
});

/**
 * Lead source form modal (lg, CRM-20, CRM-21): name, status, type (DOM-03), category (`GET lead_sources/categories`,
 * school or non-school), school type (DOM-09), owner and contact. Editing loads `GET lead_sources/{id}`: the dialog
 * shows "Loading lead source" until it is in the form (a failed load, told by the error policy, shows nothing).
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
  const query = useQuery(leadSourceQueries.detail(id));
  const form = useForm<Values>({
    // CRM-20: name required, status and type from their tables; DS-13 address (empty, or street, city, state, zip).
    resolver: zodResolver(LeadSourceCreateSchema) as never,
    defaultValues: valuesOf(null),
  });
  const [version, keepVersion] = useOpenedVersion('lead_sources');
  const filled = useFillOnce(form, id === null ? null : query.data, valuesOf, keepVersion);
  const leadSource = id === null ? null : (query.data ?? null);
  const save = useSaveLeadSource();
  const { control, register, watch, setValue } = form;
  const owners = useEmployeeOptions();
  const categories = useLeadSourceCategoryOptions();
  const states = useStateOptions();
  const type = watch('type');
  // CRM-21: the choices come from the SAVED status; a new lead source uses the "Uncategorized or any other" row.
  const statusOptions = leadSourceStatusChoices(leadSource?.status).map((s) => ({ value: s, label: s }));
  // CRM-20: school categories (DOM-10) for schools, the others (DOM-11) for plain lead sources.
  const categoryOptions = categories.filter((c) => schoolCategories.includes(c.value) === isSchoolType(type));
  const selectOf = (name: 'category' | 'schoolType', options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Select {...field} value={field.value ?? ''} options={options} placeholder="None" />}
    />
  );
  if (id !== null && query.isError)
    return (
      <Modal open title="Edit lead source" size="lg" onClose={onClose}>
        <LoadFailure what="this lead source" onRetry={() => query.refetch()} />
      </Modal>
    );
  return (
    <FormModal<LeadSource, Values>
      open
      title={id !== null ? `Edit ${leadSource?.name ?? 'lead source'}` : 'New lead source'}
      size="lg"
      onClose={onClose}
      form={form}
      onSubmit={(values) => {
        const body = {
          name: values.name.trim(),
          status: values.status,
          ...(id !== null ? {} : { type: values.type }),
          category: values.category || null,
          schoolType: isSchoolType(values.type) ? values.schoolType || null : null,
          employeeId: values.employeeId,
          ...contactItemBody(leadSource?.contactItem, values.contactItem),
          address: isBlankAddress(values.address) ? null : { ...values.address },
        };
        return save.mutateAsync({ id, body, ifMatch: version });
      }}
      onSaved={onSaved}
      closeOnSave={false}
      loading={!filled && 'Loading lead source'}
    >
      <FieldGrid>
        <FormField label="Name" required name="name">
          <TextInput {...register('name')} maxLength={191} />
        </FormField>
        <FormField label="Status" name="status">
          <Select {...register('status')} options={statusOptions} />
        </FormField>
        <FormField
          label="Type"
          name="type"
          help={id !== null ? 'Pending schools change type through merge or promote.' : undefined}
        >
          <Select
            {...register('type', { onChange: () => setValue('category', '') })}
            disabled={id !== null}
            options={LEAD_SOURCE_TYPES.map((t) => ({ value: t, label: LEAD_SOURCE_TYPE_LABELS[t] ?? t }))}
          />
        </FormField>
        <FormField label="Category" name="category">
          {selectOf('category', categoryOptions)}
        </FormField>
        {isSchoolType(type) ? (
          <FormField label="School type" name="schoolType">
            {selectOf(
              'schoolType',
              SCHOOL_TYPES.map((t) => ({ value: t, label: t })),
            )}
          </FormField>
        ) : null}
        <FormField label="Owner" name="employeeId">
          <Controller
            control={control}
            name="employeeId"
            render={({ field }) => <IdSelect {...field} options={owners} placeholder="Unassigned" />}
          />
        </FormField>
        <FormField label="Contact" name="contactItem">
          <TextInput {...register('contactItem')} />
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
            showErrors={form.formState.isSubmitted}
          />
        )}
      />
    </FormModal>
  );
}
