// Reference lists the CRM forms share, through the shared QueryClient (issue 23.3: query options with keys from
// `queryKeys`; the hooks map them to select options).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { SelectOption } from '@tutoring/design-system';
import { ADVISOR_LIST_PER } from '@tutoring/domain';

/** A named list item: a plain string or `{name}`. */
export type NamedItem = string | { id?: number | null; name: string };
/** The text of a named list item. */
export const nameOf = (item: NamedItem): string => (typeof item === 'string' ? item : item.name);
/** Select options of a named list. */
export const namedOptions = (items: readonly NamedItem[] | undefined): SelectOption[] =>
  (items ?? []).map((item) => ({ value: nameOf(item), label: nameOf(item) }));

/** The fields of each staff member the owner select and the owner column read ({@link referenceQueries}.owners). */
const OWNER_FIELDS = ['firstName', 'lastName', 'fullName'];

/** Query options of the reference lists (API-15 time zones, DS-12 states, CRM-05, CRM-20, CRM-29, CRM-37; staff owners). */
export const referenceQueries = {
  timeZones: () =>
    queryOptions({
      queryKey: queryKeys.call('time_zones', 'all'),
      queryFn: () => api.reference.timeZones(),
      staleTime: Infinity,
    }),
  states: () =>
    queryOptions({
      queryKey: queryKeys.call('states', 'all'),
      queryFn: () => api.reference.states(),
      staleTime: Infinity,
    }),
  referralSources: () =>
    queryOptions({
      queryKey: queryKeys.call('parents', 'referral_sources'),
      queryFn: () => api.parents.referralSources(),
      staleTime: Infinity,
    }),
  leadSourceCategories: () =>
    queryOptions({
      queryKey: queryKeys.call('lead_sources', 'categories'),
      queryFn: () => api.leadSources.categories(),
      staleTime: Infinity,
    }),
  messageTypes: () =>
    queryOptions({
      queryKey: queryKeys.call('messages', 'message_types'),
      queryFn: () => api.messages.messageTypes(),
      staleTime: Infinity,
    }),
  subjects: () =>
    queryOptions({
      queryKey: queryKeys.call('subjects', 'all'),
      queryFn: () => api.reference.subjects(),
      staleTime: Infinity,
    }),
  owners: () =>
    queryOptions({
      queryKey: queryKeys.call('employees', 'owners'),
      // Their names only (issue 26, the API's `fields`): a whole employee is about 700 bytes, and a company's staff
      // (up to 1000 here) would otherwise be fetched, checked and kept in full by every CRM page.
      queryFn: () =>
        api.employees.list({
          active: true,
          type: 'Employee',
          per: ADVISOR_LIST_PER,
          fields: OWNER_FIELDS,
        }),
      staleTime: 5 * 60_000,
    }),
};

/** API-15: time zones (cached once per page load by the api-client). */
export function useTimeZoneOptions(): SelectOption[] {
  const { data } = useQuery(referenceQueries.timeZones());
  return (data ?? []).map((zone) => ({
    value: zone.name ?? '',
    label: (zone.label as string | undefined) ?? zone.name ?? '',
  }));
}

/**
 * The label a time zone has in the forms' time zone select ("Pacific Time (US & Canada)"), so a record's page names
 * its zone as its edit form does (issue 24 gap 8); the stored name until the list has loaded or when it is unknown.
 */
export function useTimeZoneLabel(name: string | null | undefined): string {
  const options = useTimeZoneOptions();
  if (!name) return '—';
  return options.find((o) => o.value === name)?.label ?? name;
}

/** DS-12: states for the US state dropdown. */
export function useStateOptions(): SelectOption[] {
  const { data } = useQuery(referenceQueries.states());
  return (data ?? []).map((state) => ({
    value: state.code ?? state.name ?? '',
    label: state.name ?? state.code ?? '',
  }));
}

/** CRM-05: referral source options. */
export function useReferralSourceOptions(): SelectOption[] {
  const { data } = useQuery(referenceQueries.referralSources());
  return namedOptions(data);
}

/** CRM-20: lead source categories. */
export function useLeadSourceCategoryOptions(): SelectOption[] {
  const { data } = useQuery(referenceQueries.leadSourceCategories());
  return namedOptions(data);
}

/** CRM-29: message types. */
export function useMessageTypeOptions(): SelectOption[] {
  const { data } = useQuery(referenceQueries.messageTypes());
  return namedOptions(data);
}

/** CRM-37: subjects, shown with their category name. */
export function useSubjectOptions(): SelectOption[] {
  const { data } = useQuery(referenceQueries.subjects());
  return (data ?? []).map((subject) => ({
    value: String(subject.id),
    label: subject.categoryName ? `${subject.name ?? ''} (${subject.categoryName})` : (subject.name ?? ''),
  }));
}

type OwnersList = Awaited<ReturnType<typeof api.employees.list>>;
type Owner = OwnersList['results'][number];
const ownerLabel = (employee: Owner) =>
  employee.fullName ?? [employee.firstName, employee.lastName].filter(Boolean).join(' ');

/** Staff who can own a parent or lead source (active employees, one call of up to 1000). */
export function useEmployeeOptions(): SelectOption[] {
  const { data } = useQuery(referenceQueries.owners());
  return (data?.results ?? []).map((employee) => ({ value: String(employee.id), label: ownerLabel(employee) }));
}

/** The owners' names by id. */
const ownerNames = (data: OwnersList): ReadonlyMap<number, string> =>
  new Map(data.results.map((employee) => [employee.id, ownerLabel(employee)]));

/**
 * The staff members' names by id as the owner select shows them (CRM-01, CRM-19), one map per owners reply;
 * undefined while the owners list loads. A list's owner cells read it once for the whole list through
 * `OwnerNames` (shared/components/OwnerName.tsx).
 */
export function useOwnerNames(): ReadonlyMap<number, string> | undefined {
  return useQuery({ ...referenceQueries.owners(), select: ownerNames }).data;
}
