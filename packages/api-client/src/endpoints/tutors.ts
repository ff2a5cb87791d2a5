import * as C from '@tutoring/contract';
import {
  resource,
  fetchList,
  get,
  list,
  type Opts,
  type QueryParams,
  type ListParams,
  type ListResult,
} from './singleton';

/** API-24, API-25 tutors. */
export const tutors = {
  ...resource('tutors'),
  prioritized: async (params: QueryParams = {}, options?: Opts) =>
    (await get('tutors/prioritized', list('tutors', C.TutorSchema), params, options)).tutors,
  tutorTypes: async (options?: Opts) =>
    (await get('tutors/tutor_types', C.TutorTypesReplySchema, undefined, options)).tutorTypes,
  /** API-25 `GET tutors.json?include=tier&query=` (autocomplete and search). */
  search: (query: string, params: ListParams = {}, options?: Opts): Promise<ListResult<C.Tutor>> =>
    fetchList('tutors.json', 'tutors', C.TutorSchema, { include: 'tier', query, ...params }, options),
};
