import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { Checkbox, FormField, Select } from '@tutoring/design-system';
import { FieldGrid } from '../../../shared/components/Layout';

/** The editable ids of a tutor package transcript (DOM-71). */
export interface TranscriptValues {
  tierId: string;
  brandId: string;
  subjectId: string;
  additionalSubjectId: string;
  includeMembership: boolean;
}

const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** Form values -> body ids. */
export function transcriptBody(values: TranscriptValues) {
  return {
    tierId: idOrNull(values.tierId),
    brandId: idOrNull(values.brandId),
    subjectId: idOrNull(values.subjectId),
    additionalSubjectId: idOrNull(values.additionalSubjectId),
    includeMembership: values.includeMembership,
  };
}

const str = (n: number | null | undefined) => (typeof n === 'number' ? String(n) : '');

/** Transcript -> form values; includeMembership defaults to true (PAY-33, DOM-71). */
export function transcriptValues(
  t:
    | {
        tierId?: number | null;
        brandId?: number | null;
        subjectId?: number | null;
        additionalSubjectId?: number | null;
        includeMembership?: boolean | null;
      }
    | undefined,
): TranscriptValues {
  return {
    tierId: str(t?.tierId),
    brandId: str(t?.brandId),
    subjectId: str(t?.subjectId),
    additionalSubjectId: str(t?.additionalSubjectId),
    includeMembership: t?.includeMembership ?? true,
  };
}

/** Tier, brand, subject, additional subject and include membership, from the reference lists. */
export function TranscriptFields({
  values,
  onChange,
}: {
  values: TranscriptValues;
  onChange: (next: TranscriptValues) => void;
}) {
  const tiers = useQuery({
    queryKey: queryKeys.call('tiers', 'all'),
    queryFn: ({ signal }) => api.reference.tiers({ signal }),
    staleTime: Infinity,
  });
  const brands = useQuery({
    queryKey: queryKeys.list('brands', { per: 100 }),
    queryFn: ({ signal }) => api.brands.list({ per: 100 }, { signal }),
    staleTime: Infinity,
  });
  const subjects = useQuery({
    queryKey: queryKeys.call('subjects', 'all'),
    queryFn: ({ signal }) => api.reference.subjects({}, { signal }),
    staleTime: Infinity,
  });
  const opts = (items: ReadonlyArray<{ id: number; name?: string | null }> | undefined) =>
    (items ?? []).map((i) => ({ value: String(i.id), label: i.name ?? `#${i.id}` }));
  const set = (key: keyof TranscriptValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  return (
    <FieldGrid>
      <FormField label="Tier">
        <Select value={values.tierId} onChange={set('tierId')} placeholder="Choose a tier" options={opts(tiers.data)} />
      </FormField>
      <FormField label="Brand">
        <Select
          value={values.brandId}
          onChange={set('brandId')}
          placeholder="Choose a brand"
          options={opts(brands.data?.results)}
        />
      </FormField>
      <FormField label="Subject">
        <Select
          value={values.subjectId}
          onChange={set('subjectId')}
          placeholder="Choose a subject"
          options={opts(subjects.data)}
        />
      </FormField>
      <FormField label="Additional subject">
        <Select
          value={values.additionalSubjectId}
          onChange={set('additionalSubjectId')}
          placeholder="None"
          options={opts(subjects.data)}
        />
      </FormField>
      <Checkbox
        label="Include membership"
        checked={values.includeMembership}
        onChange={(e) => onChange({ ...values, includeMembership: e.target.checked })}
      />
    </FieldGrid>
  );
}
