import { createContext, useContext, type ReactNode } from 'react';
import { useOwnerNames } from '../api/reference';
import { UNASSIGNED_LABEL } from './AdvisorFilter';

/** The owners' names of an {@link OwnerNames}; `null` outside one. */
const OwnerNamesContext = createContext<ReadonlyMap<number, string> | undefined | null>(null);

/**
 * The owners' names for the {@link OwnerName} cells inside it: one observer of the owners list for a whole table
 * (issue 26: 25 owner cells each with its own query observer were the costliest part of a page's rows). The owners
 * list arriving re-renders this and the owner cells only: its children are the element its parent rendered, which
 * React leaves alone.
 */
export function OwnerNames({ children }: { children: ReactNode }) {
  return <OwnerNamesContext.Provider value={useOwnerNames()}>{children}</OwnerNamesContext.Provider>;
}

/**
 * A list's owner cell (CRM-01, CRM-19): the owner's name from the owners list, `#id` while it loads or for someone
 * not in it, "Unassigned" without an owner. Rendered inside an {@link OwnerNames}.
 */
export function OwnerName({ id }: { id: number | null | undefined }) {
  const names = useContext(OwnerNamesContext);
  if (names === null) throw new Error('OwnerName is rendered inside OwnerNames');
  return <>{id ? (names?.get(id) ?? `#${id}`) : UNASSIGNED_LABEL}</>;
}
