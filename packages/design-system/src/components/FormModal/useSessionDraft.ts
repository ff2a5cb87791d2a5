import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
// The keepers are the shared core's one set (the shell asks them when a session ends): through the package name.
import { registerDraftKeeper } from '@tutoring/design-system';
import { putDraft, takeDraft } from './draftStore';

/** Shown in a form whose values typed before the session ended came back after the sign-in. */
export const DRAFT_RESTORED = 'What you typed before your session ended is back. Save to keep it.';

/** The inputs whose values are never kept in a draft: passwords and card details. */
const SECRET_INPUTS = 'input[type="password"], [autocomplete^="cc-"], [autocomplete$="-password"]';

/**
 * The session draft of a form (./drafts.ts, ADR 0005): while `active` (a dialog open with its record filled, a page
 * form shown), what was kept when the session ended comes back into the form (dirty against the values it opened
 * with), and a session ending keeps the changed values, secrets set back to what the form opened with. A draft belongs
 * to the page's path, `title` and the values the form opened with: give a page form showing one record of several at
 * one address a `title` naming the record. Returns whether a draft came back: show {@link DRAFT_RESTORED} then.
 * FormModal uses it; a react-hook-form form outside a FormModal (the essay grade) calls it itself.
 */
export function useSessionDraft<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  { active, title, formRef }: { active: boolean; title: string; formRef: RefObject<HTMLFormElement | null> },
): boolean {
  const [restored, setRestored] = useState(false);
  // Read during render: react-hook-form tracks dirtiness only for the parts of formState that are read.
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;
  useEffect(() => {
    if (!active) return undefined;
    const place = () => ({ pathname: window.location.pathname, title, openedWith: form.formState.defaultValues });
    const draft = takeDraft(place());
    if (draft) {
      form.reset(draft as TValues, { keepDefaultValues: true });
      setRestored(true);
    }
    return registerDraftKeeper(() => {
      if (!dirty.current) return;
      const secrets = [...(formRef.current?.querySelectorAll<HTMLInputElement>(SECRET_INPUTS) ?? [])]
        .map((input) => input.name)
        .filter(Boolean);
      putDraft(place(), form.getValues(), secrets);
    });
  }, [active, title, form, formRef]);
  useEffect(() => {
    if (!active) setRestored(false);
  }, [active]);
  return restored;
}
