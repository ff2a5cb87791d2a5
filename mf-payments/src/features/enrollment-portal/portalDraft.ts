/**
 * What a family has entered in the enrollment portal, kept for the tab (sessionStorage) so that a reload, or Back and
 * Forward across another page, brings it back: the chosen course and the parent's and student's details. Passwords
 * are never kept (they are typed again), and the card never reaches this module (CardForm keeps it in memory only).
 * Forgotten once the family is enrolled, or when they leave the portal answering "Discard your changes?".
 *
 * Not the design system's session drafts (`useSessionDraft` / FormModal, docs/one-way.md "typed when the session
 * ended"), because they cannot serve a signed-out wizard: they are written only when the shell ends a session (a 401,
 * `keepOpenDrafts`), never on a reload or a history move; only for a signed-in owner (`setDraftOwner`), which a
 * visitor of the public portal is not; and taken once by the one form that kept them, while here three steps read
 * the same draft. Their store (`putDraft` / `takeDraft`) is not exported. See mf-payments/README.md "Decisions".
 */
import { z } from '@tutoring/contract';
import type { FamilyValues } from './components/FamilyForm';

/** The sessionStorage key (per tab, like the design system's `tutoring.drafts`). */
export const PORTAL_DRAFT_KEY = 'tutoring.enrollmentPortal';

/** The family's fields that are never kept in the browser's storage. */
const SECRET_FIELDS = ['password', 'passwordConfirmation'] as const;

/** The family's values without the secrets: what is kept. */
export type KeptFamily = Omit<FamilyValues, (typeof SECRET_FIELDS)[number]>;

/** What the portal keeps: the chosen course and what was typed about the family. */
export interface PortalDraft {
  courseId: number | null;
  family: FamilyValues;
}

const KeptDraftSchema = z.object({
  courseId: z.nullable(z.int().check(z.positive())),
  family: z.object({
    parentFirstName: z.string(),
    parentLastName: z.string(),
    parentEmail: z.string(),
    parentPhone: z.string(),
    timeZone: z.string().check(z.minLength(1)),
    studentFirstName: z.string(),
    studentLastName: z.string(),
    studentEmail: z.string(),
    studentGrade: z.string(),
  }),
});

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The kept draft, its secrets empty; null when nothing (readable) is kept. */
export function readPortalDraft(): PortalDraft | null {
  try {
    const raw = storage()?.getItem(PORTAL_DRAFT_KEY);
    if (!raw) return null;
    const parsed = KeptDraftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return {
      courseId: parsed.data.courseId,
      family: { ...parsed.data.family, password: '', passwordConfirmation: '' },
    };
  } catch {
    return null;
  }
}

/** Keeps `draft` for the tab, without its secrets. */
export function writePortalDraft({ courseId, family }: PortalDraft): void {
  const kept: Record<string, unknown> = { ...family };
  for (const secret of SECRET_FIELDS) delete kept[secret];
  try {
    storage()?.setItem(PORTAL_DRAFT_KEY, JSON.stringify({ courseId, family: kept }));
  } catch {
    // Storage full or refused: nothing is kept, as before (the page still works in memory).
  }
}

/** Forgets the kept draft (enrolled, or the family discarded it). */
export function forgetPortalDraft(): void {
  try {
    storage()?.removeItem(PORTAL_DRAFT_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
