import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, FormField, type SelectOption, FieldGrid } from '@tutoring/design-system';
import { IdSelect, idOptions } from '@tutoring/design-system/forms';
import { brandQueries } from '../../../shared/api/brands';
import { referenceQueries } from '../api/reference';

/** The editable ids of a tutor package transcript (DOM-71); the student it belongs to rides along. */
export interface TranscriptValues {
  studentId: number | null;
  tierId: number | null;
  brandId: number | null;
  subjectId: number | null;
  additionalSubjectId: number | null;
  includeMembership: boolean;
}

/** Transcript -> form values; includeMembership defaults to true (PAY-33, DOM-71). */
export function transcriptValues(
  t:
    | {
        studentId?: number | null;
        tierId?: number | null;
        brandId?: number | null;
        subjectId?: number | null;
        additionalSubjectId?: number | null;
        includeMembership?: boolean | null;
      }
    | undefined,
): TranscriptValues {
  return {
    studentId: t?.studentId ?? null,
    tierId: t?.tierId ?? null,
    brandId: t?.brandId ?? null,
    subjectId: t?.subjectId ?? null,
    additionalSubjectId: t?.additionalSubjectId ?? null,
    includeMembership: t?.includeMembership ?? true,
  };
}

/** The package fields of the body (PUT sends these; re-up adds the transcript and its student). */
export function transcriptBody({ studentId: _student, ...fields }: TranscriptValues) {
  return fields;
}

export function TranscriptFields({ form }: { form: UseFormReturn<TranscriptValues> }) {
  const tiers = useQuery(referenceQueries.tiers());
  const brands = useQuery(brandQueries.list());
  const subjects = useQuery(referenceQueries.subjects());
  const opts = (items: ReadonlyArray<{ id: number; name?: string | null }> | undefined) =>
    idOptions(items, (i) => i.name ?? `#${i.id}`);
  // Controlled: the options arrive after the form opened, and the chosen id must show once they do.
  const idSelect = (
    name: 'tierId' | 'brandId' | 'subjectId' | 'additionalSubjectId',
    placeholder: string,
    options: SelectOption[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <IdSelect {...field} placeholder={placeholder} options={options} />}
    />
  );
  return (
    <FieldGrid>
      <FormField label="Tier" name="tierId">
        {idSelect('tierId', 'Choose a tier', opts(tiers.data))}
      </FormField>
      <FormField label="Brand" name="brandId">
        {idSelect('brandId', 'Choose a brand', opts(brands.data?.results))}
      </FormField>
      <FormField label="Subject" name="subjectId">
        {idSelect('subjectId', 'Choose a subject', opts(subjects.data))}
      </FormField>
      <FormField label="Additional subject" name="additionalSubjectId">
        {idSelect('additionalSubjectId', 'None', opts(subjects.data))}
      </FormField>
      <Checkbox label="Include membership" {...form.register('includeMembership')} />
    </FieldGrid>
  );
}
