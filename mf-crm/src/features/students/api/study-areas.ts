// Study area and test date queries and mutations of the student screen (issue 23.3: keys from `queryKeys`, each
// mutation names what it invalidates; the forms show their failures themselves).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Tutor } from '@tutoring/contract';

/** The include of a study area. */
const STUDY_AREA_INCLUDE = 'subject,test_date';

/** Query options of study areas. */
export const studyAreaQueries = {
  /** Every study area of a student with its subject and test date. */
  byStudent: (studentId: number) =>
    queryOptions({
      queryKey: queryKeys.list('study_areas', { studentId }),
      queryFn: () => api.studyAreas.list({ studentId, include: STUDY_AREA_INCLUDE, per: 100 }),
    }),
  /** CRM-37: `GET study_areas/{id}` (the form loads the record it saves). */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.detail('study_areas', id ?? -1, STUDY_AREA_INCLUDE),
      queryFn: () => api.studyAreas.get(id as number, { include: STUDY_AREA_INCLUDE }),
      enabled: id !== null,
    }),
};

/** Query options of test dates. */
export const testDateQueries = {
  /** The test dates a study area can pick (up to 100, by date). */
  list: () =>
    queryOptions({
      queryKey: queryKeys.list('test_dates', { per: 100 }),
      queryFn: () => api.testDates.list({ per: 100, orderBy: 'date' }),
    }),
  /** CRM-38: `GET test_dates/{id}` (the form loads the record it saves). */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.detail('test_dates', id ?? -1),
      queryFn: () => api.testDates.get(id as number),
      enabled: id !== null,
    }),
};

/** CRM-37: finds tutors for the study area's tutor autocomplete. */
export async function searchTutors(query: string, signal: AbortSignal): Promise<Tutor[]> {
  return (await api.tutors.search(query, {}, { signal })).results as Tutor[];
}

/** The body of a study area save. */
export type StudyAreaBody = Parameters<typeof api.studyAreas.create>[0];

/**
 * CRM-37: creates (`id: null`) or updates a study area with the version its form was opened on; invalidates every
 * study area. The form shows a failure itself (`errorToast: 'none'`).
 */
export function useSaveStudyArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: number | null; body: StudyAreaBody; ifMatch?: string }) =>
      id === null ? api.studyAreas.create(body) : api.studyAreas.update(id, body, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.resource('study_areas') }),
  });
}

/**
 * CRM-38: creates (`id: null`) or updates a test date with the version its form was opened on. A new test date opened
 * from a study area becomes that area's test date (a failure of that link is not shown, as before). Invalidates every
 * test date and study area. The form shows a failure of the save itself (`errorToast: 'none'`).
 */
export function useSaveTestDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      ifMatch,
      studyAreaId,
    }: {
      id: number | null;
      body: { date: string | null; subjectId: number | null };
      ifMatch?: string;
      studyAreaId?: number;
    }) => {
      if (id !== null) return api.testDates.update(id, body, { ifMatch });
      const created = await api.testDates.create(body);
      if (studyAreaId !== undefined)
        await api.studyAreas.update(studyAreaId, { testDateId: created.id }).catch(() => undefined);
      return created;
    },
    meta: { errorToast: 'none' },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.resource('test_dates') });
      void client.invalidateQueries({ queryKey: queryKeys.resource('study_areas') });
    },
  });
}
