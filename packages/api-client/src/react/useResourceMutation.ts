import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EntityOf, ResourceName } from '@tutoring/contract';
import { ApiContractError, ApiError, showErrorToast, type ErrorToast } from '../errors';
import { urlFor, type CallOptions } from '../http';
import { resource, type GetOptions } from '../resource';
import { queryKeys } from './query';

/**
 * How a failed mutation is shown:
 * - `generic` (default): the generic handler, API-09 (after -1 and 401, which show nothing);
 * - `request`: the REQUEST_ERROR toast, for enrollment and employee actions (API-14, OP-55);
 * - `record`: nothing; the errors stay on the record for the form (shipment and availability saves, API-14);
 * - `none`: nothing at all.
 * In every mode the reply's errors are kept (`errors`, `fieldErrors`) until the next call starts (API-04).
 */
export type MutationErrorMode = 'generic' | 'request' | 'record' | 'none';

/** The toast policy of a mutation error mode (`record` keeps the errors for the form and shows no toast). */
export const errorToastOf = (mode: MutationErrorMode): ErrorToast => (mode === 'record' ? 'none' : mode);

/** Shows a failure the way `mode` says (through the one error policy, {@link showErrorToast}). */
export function showMutationError(error: unknown, mode: MutationErrorMode): void {
  showErrorToast(error, errorToastOf(mode));
}

/** Options of {@link useResourceMutation}. */
export interface UseResourceMutationOptions<TVars, TData> {
  /** The call; pass `call` on to the api function (the mutation's `errorMode` then decides the toast alone). */
  mutationFn: (vars: TVars, call: CallOptions) => Promise<TData>;
  errorMode?: MutationErrorMode;
  /** Query keys to invalidate after a success. */
  invalidate?: readonly QueryKey[];
  onSuccess?: (data: TData, vars: TVars) => void;
  onError?: (error: unknown, vars: TVars) => void;
}

/** What {@link useResourceMutation} returns. */
export interface UseResourceMutationResult<TVars, TData> {
  /**
   * Runs the call; resolves to the data, or undefined after a failure (already shown per errorMode). The same call
   * (equal plain vars) asked again while it is in flight shares it: one request.
   */
  run: (vars: TVars) => Promise<TData | undefined>;
  /** Runs the call and rejects on failure (errors are still shown per errorMode); shares a call in flight as `run`. */
  runAsync: (vars: TVars) => Promise<TData>;
  /** True while the call is in flight (API-04). */
  processing: boolean;
  /** The last failure's errors, cleared when a new call starts (API-04). */
  errors: string[];
  /** Field -> messages of the last failure (422 errors naming fields). */
  fieldErrors: Record<string, string[]>;
  error: unknown;
  data: TData | undefined;
  reset: () => void;
}

/**
 * A key naming a mutation's vars when they are plain data (undefined, null, numbers, strings, booleans, arrays and
 * plain objects of them), else null: a file, a form or a class instance is never taken for another call's.
 */
function plainKey(vars: unknown): string | null {
  const plain = (v: unknown): boolean =>
    v === null ||
    ['undefined', 'number', 'string', 'boolean'].includes(typeof v) ||
    (Array.isArray(v) && v.every(plain)) ||
    (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.values(v).every(plain));
  return plain(vars) ? (JSON.stringify(vars) ?? 'undefined') : null;
}

/** A write call with API-04 record state and the default error path of API-09 / API-14. */
export function useResourceMutation<TVars = void, TData = unknown>(
  options: UseResourceMutationOptions<TVars, TData>,
): UseResourceMutationResult<TVars, TData> {
  const queryClient = useQueryClient();
  const mode = options.errorMode ?? 'generic';
  const mutation = useMutation<TData, unknown, TVars>({
    mutationFn: (vars) => options.mutationFn(vars, { handleErrors: false }),
    // The query client's error policy shows the toast this mode asks for.
    meta: { errorToast: errorToastOf(mode) },
    onSuccess: async (data, vars) => {
      await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      options.onSuccess?.(data, vars);
    },
    onError: (error, vars) => options.onError?.(error, vars),
  });
  const { mutateAsync } = mutation;
  // The calls in flight by their vars: the same call asked again before it answers (a double click on a row's action,
  // before `processing` has disabled it) shares the first call's request instead of sending a second write.
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const runAsync = useCallback(
    (vars: TVars): Promise<TData> => {
      const key = plainKey(vars);
      const pending = key === null ? undefined : inFlight.current.get(key);
      if (pending) return pending;
      const call = mutateAsync(vars);
      if (key !== null) {
        inFlight.current.set(key, call);
        const forget = () => {
          if (inFlight.current.get(key) === call) inFlight.current.delete(key);
        };
        call.then(forget, forget);
      }
      return call;
    },
    [mutateAsync],
  );
  const run = useCallback(
    async (vars: TVars) => {
      try {
        return await runAsync(vars);
      } catch {
        return undefined;
      }
    },
    [runAsync],
  );
  const error = mutation.error;
  const apiError = error instanceof ApiError ? error : null;
  return {
    run,
    runAsync,
    processing: mutation.isPending,
    errors: apiError ? apiError.errors : error instanceof ApiContractError ? [error.message] : [],
    fieldErrors: apiError ? apiError.fieldErrors : {},
    error,
    data: mutation.data,
    reset: mutation.reset,
  };
}

/** The API-04 resource object of one record. */
export interface ResourceRecord<T> {
  id: number | null;
  /** `/api/v2/<path>/<id>` (null while new). */
  url: string | null;
  /** The record (undefined until loaded; the attributes saved so far for a new one). */
  data: T | undefined;
  processing: boolean;
  deleted: boolean;
  errors: string[];
  fieldErrors: Record<string, string[]>;
  /** True while it has no id. */
  new: boolean;
  include: string | readonly string[] | undefined;
  /** Creates (new) or updates the record; resolves to the saved record or undefined on failure. */
  save: (attributes: Partial<T> & Record<string, unknown>) => Promise<T | undefined>;
  /** Deletes the record; resolves true on success. */
  remove: () => Promise<boolean>;
  /** Re-GETs the record. */
  refresh: () => Promise<void>;
}

/** Options of {@link useResourceRecord}. */
export interface UseResourceRecordOptions extends Pick<GetOptions, 'include'> {
  errorMode?: MutationErrorMode;
}

/** One record of a registry resource with the API-04 fields (processing, deleted, errors, new, include). */
export function useResourceRecord<N extends ResourceName>(
  name: N,
  initialId: number | null,
  options: UseResourceRecordOptions = {},
): ResourceRecord<EntityOf<N>> {
  type T = EntityOf<N>;
  const client = resource(name);
  const queryClient = useQueryClient();
  const [id, setId] = useState<number | null>(initialId);
  const [deleted, setDeleted] = useState(false);
  const include = options.include;
  const query = useQuery({
    queryKey: id === null ? queryKeys.detail(name, -1, include) : queryKeys.detail(name, id, include),
    queryFn: ({ signal }) => client.get(id as number, { include, signal }),
    enabled: id !== null && !deleted,
  });
  const save = useResourceMutation<Partial<T> & Record<string, unknown>, T>({
    mutationFn: (attributes, call) =>
      id === null ? client.create(attributes, call) : client.update(id, attributes, call),
    errorMode: options.errorMode ?? 'generic',
    invalidate: [queryKeys.lists(name)],
    onSuccess: (saved) => {
      const savedId = (saved as { id?: number }).id ?? id;
      if (savedId !== null && savedId !== undefined) {
        queryClient.setQueryData(queryKeys.detail(name, savedId, include), saved);
        setId(savedId);
      }
    },
  });
  const remove = useResourceMutation<void, void>({
    mutationFn: (_vars, call) => client.remove(id as number, call),
    errorMode: options.errorMode ?? 'generic',
    invalidate: [queryKeys.lists(name)],
    onSuccess: () => setDeleted(true),
  });
  const queryError = query.error instanceof ApiError ? query.error : null;
  const lastError = save.error ?? remove.error;
  return {
    id,
    url: id === null ? null : urlFor(`${client.path}/${id}`),
    data: (query.data ?? save.data) as T | undefined,
    processing: save.processing || remove.processing || query.isFetching,
    deleted,
    errors: lastError ? [...save.errors, ...remove.errors] : queryError ? queryError.errors : [],
    fieldErrors: lastError ? { ...save.fieldErrors, ...remove.fieldErrors } : {},
    new: id === null,
    include,
    save: save.run,
    remove: async () => {
      if (id === null) return false;
      try {
        await remove.runAsync();
        return true;
      } catch {
        return false;
      }
    },
    refresh: async () => {
      await query.refetch();
    },
  };
}
