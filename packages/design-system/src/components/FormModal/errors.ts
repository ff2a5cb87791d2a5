import {
  CONNECTION_LOST,
  GENERIC_ERROR_TITLE,
  REQUEST_ERROR,
  SERVER_ERROR,
  SERVER_ERROR_TITLE,
} from '@tutoring/domain';

/** What FormModal shows for a failed save. */
export interface SaveErrorText {
  title: string;
  message: string;
}

/** The HTTP status of a failed call (`status` of the api-client's ApiError), if any. */
export function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof candidate.status === 'number') return candidate.status;
  if (typeof candidate.response?.status === 'number') return candidate.response.status;
  return undefined;
}

/** The messages a failed call's reply listed (`errors`, an array or field -> messages), in order. */
function listedMessages(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const candidate = error as { errors?: unknown; data?: { errors?: unknown } };
  const errors = candidate.errors ?? candidate.data?.errors;
  return Array.isArray(errors)
    ? errors.filter((e): e is string => typeof e === 'string')
    : errors && typeof errors === 'object'
      ? Object.values(errors)
          .flatMap((value) => (Array.isArray(value) ? value : [value]))
          .filter((e): e is string => typeof e === 'string')
      : [];
}

function messagesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const candidate = error as { message?: unknown };
  const listed = listedMessages(error);
  if (listed.length > 0) return listed;
  // An HTTP failure without errors has only a developer message ("Request failed with status 503"): say REQUEST_ERROR.
  if (statusOf(error) !== undefined) return [REQUEST_ERROR];
  return typeof candidate.message === 'string' && candidate.message ? [candidate.message] : [];
}

/**
 * API-10 / OP-25 "errors joined as a sentence": "a", "a and b", "a, b and c".
 * Kept here because no shared package exported it when this was written (see README, Decisions).
 */
export function joinAsSentence(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * DS-04: a 500 reply -> "Sorry, there has been a problem" / SERVER_ERROR; no reply at all (the api-client's status -1,
 * the connection dropped) -> "No connection" (CONNECTION_LOST: the change may not have been made); any other failure ->
 * "Hmm, something is not right" with the reply's errors joined as a sentence (the error's message when it lists
 * none). Works with the api-client's ApiError (`status`, `errors`). Check {@link shouldShowSaveError} first.
 */
export function describeSaveError(error: unknown): SaveErrorText {
  if (statusOf(error) === 500) return { title: SERVER_ERROR_TITLE, message: SERVER_ERROR };
  if (statusOf(error) === -1) return { title: CONNECTION_LOST.title, message: CONNECTION_LOST.message };
  return { title: GENERIC_ERROR_TITLE, message: joinAsSentence(messagesOf(error)) };
}

/**
 * False when someone else already told the user, so the save shows nothing more: a reply flagged `showAlert` (API-09
 * step 1), or a 401: the session ended, the shell signs out and its login page says "Your session has ended. Please
 * sign in again." (SHL-05, X-06: no error toast for a 401; a "Hmm, something is not right" toast showed over it).
 */
export function shouldShowSaveError(error: unknown): boolean {
  if (statusOf(error) === 401) return false;
  return !(error && typeof error === 'object' && (error as { showAlert?: unknown }).showAlert === true);
}

/**
 * The banner of a failed save (docs/one-way.md "Failed saves") for a form that is not a FormModal: the reply's messages
 * that went on no field (`onField` says which the form put on a field), else, for a failed call none of whose messages
 * went on a field (a 500, a reply without messages, no reply at all), the DS-04 toast's "<title>: <message>", so the
 * form still says why once the toast has gone. Null when every message is on its field, for a failure that is no call
 * and lists nothing, and when someone else tells it (a 401, a `showAlert` reply).
 */
export function failedSaveBanner(error: unknown, onField: (message: string) => boolean = () => false): string[] | null {
  if (!shouldShowSaveError(error)) return null;
  const status = statusOf(error);
  const messages = status === 500 || status === -1 ? [] : listedMessages(error);
  const rest = messages.filter((message) => !onField(message));
  if (rest.length) return rest;
  if (messages.length || status === undefined) return null;
  const text = describeSaveError(error);
  return [`${text.title}: ${text.message}`];
}

/** FormModal's default: the DS-04 texts, or null for a `showAlert` reply. */
export function defaultSaveErrorText(error: unknown): SaveErrorText | null {
  return shouldShowSaveError(error) ? describeSaveError(error) : null;
}

/** The message at `name` in react-hook-form's `formState.errors` (nested by path). */
export function errorAt(errors: unknown, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}
