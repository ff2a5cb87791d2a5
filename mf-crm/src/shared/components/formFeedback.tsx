import { useRef, useState, type ReactNode } from 'react';
import { Alert, describeSaveError, type SaveErrorText } from '@tutoring/design-system';
import { ApiError } from '@tutoring/api-client';

/**
 * The server's messages of a failed save (422 `errors`). Nothing else: a failure without errors is told by the DS-04
 * toast alone, never with a developer string such as "Request failed with status 500".
 */
export function serverMessages(error: unknown): string[] {
  return error instanceof ApiError ? error.errors : [];
}

/** Thrown by a guarded save whose row rule failed: nothing was sent and no toast is due. */
class RuleBlocked extends Error {}

/** A row's own blocking rule: the spec's message, or null when the form may be saved. */
export type FormRule = () => string | null | Promise<string | null>;

/** What {@link useFormFeedback} gives a DS `FormModal`. */
export interface FormFeedback {
  /** For `FormModal.validate`: runs the row rule; its message (if any) is the form's one error banner. */
  validate: () => Promise<true | string>;
  /** Wraps the save for `FormModal.onSave`: a failed row rule sends nothing. */
  guard: <T>(save: () => Promise<T>) => () => Promise<T>;
  /** For `FormModal.describeError`: the DS-04 toast text, none for a rule block; keeps the server's messages. */
  describeError: (error: unknown) => SaveErrorText | null;
  /** The server's errors of a failed save, rendered first in the form. */
  alerts: ReactNode;
}

/**
 * The CRM rows' feedback on the DS `FormModal`. The CRM rows give their own blocking texts ("Please fill all
 * required fields", "Parent email cannot be the same as the student email", "This email is already taken.",
 * "Please select at least 1 recipient") where `FormModal` only knows "Please fix the errors on the form." (DS-03,
 * still shown by `FormModal` for natively invalid inputs). The row rule runs on submit; when it fails the save sends
 * nothing and `FormModal` shows the row's message in place of DS-03's, so a blocked save has one banner. A failed
 * save keeps every value, lists the server's errors inside the form and shows the DS-04 toast.
 */
export function useFormFeedback(rule?: FormRule): FormFeedback {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const blocked = useRef<string | null>(null);
  return {
    validate: async () => {
      const result = rule ? await rule() : null;
      blocked.current = result;
      setServerErrors([]);
      return result ?? true;
    },
    guard: (save) => async () => {
      if (blocked.current) throw new RuleBlocked(blocked.current);
      return save();
    },
    describeError: (error) => {
      if (error instanceof RuleBlocked) return null;
      setServerErrors(serverMessages(error));
      return describeSaveError(error);
    },
    alerts: <Alert aria-label="Server errors" messages={serverErrors} />,
  };
}
