// Reference data queries of the sessions screens (issue 23.3: one module, keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of the reference lists the forms choose from. */
export const referenceQueries = {
  /** OP-44 `GET originators` (material and shipment forms). */
  originators: () =>
    queryOptions({
      queryKey: queryKeys.call('originators', 'all'),
      queryFn: ({ signal }) => api.reference.originators({ signal }),
    }),
  /** `GET shipping_methods` (material form). */
  shippingMethods: () =>
    queryOptions({
      queryKey: queryKeys.call('shipping_methods', 'all'),
      queryFn: ({ signal }) => api.reference.shippingMethods({ signal }),
    }),
  /** `GET states` (shipment address). */
  states: () =>
    queryOptions({
      queryKey: queryKeys.call('states', 'all'),
      queryFn: ({ signal }) => api.reference.states({ signal }),
    }),
  /** `GET session_types` (SES-49): names and the online flag driving place/room. */
  sessionTypes: () =>
    queryOptions({
      queryKey: queryKeys.call('session_types', 'all'),
      queryFn: ({ signal }) => api.reference.sessionTypes({ signal }),
      staleTime: Infinity,
    }),
  /** The places of in-person sessions (first 100). */
  places: () =>
    queryOptions({
      queryKey: queryKeys.list('places', { per: 100 }),
      queryFn: ({ signal }) => api.places.list({ per: 100 }, { signal }),
    }),
};
