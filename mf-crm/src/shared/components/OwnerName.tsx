import { useOwnerName } from '../api/reference';
import { UNASSIGNED_LABEL } from './AdvisorFilter';

/**
 * A list's owner cell (CRM-01, CRM-19): the owner's name from the owners list, `#id` while it loads or for someone
 * not in it, "Unassigned" without an owner. Its own component, so the owners list arriving after the rows re-renders
 * these cells only, not the page (issue 26).
 */
export function OwnerName({ id }: { id: number | null | undefined }) {
  const name = useOwnerName(id);
  return <>{id ? (name ?? `#${id}`) : UNASSIGNED_LABEL}</>;
}
