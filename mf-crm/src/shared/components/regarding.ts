/** A `{id, type}` reference to the record an activity is about. */
export interface RegardingRef {
  id?: number | null;
  type?: string | null;
  /** The record's name (`include=regarding`). */
  name?: string | null;
}

/**
 * The in-app path of a regarding record (CRM-27, CRM-30, OP-63): parents and students open their detail screens,
 * lead sources and schools the lead sources list; anything else has no screen here (null).
 */
export function regardingPath(ref: RegardingRef | null | undefined): string | null {
  if (!ref?.id || !ref.type) return null;
  switch (ref.type) {
    case 'Parent':
      return `/parents/${ref.id}`;
    case 'Student':
      return `/students/${ref.id}`;
    case 'LeadSource':
    case 'School':
    case 'PendingSchool':
      return '/lead_sources';
    default:
      return null;
  }
}

/** The record's name ("Pat Parent"); "Parent #12" only when the server could not name it. */
export const regardingLabel = (ref: RegardingRef | null | undefined): string =>
  ref?.name ? ref.name : ref?.type ? `${ref.type} #${ref.id ?? ''}` : 'No record';
