import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, type ToastItem } from './toastStore';

/** The toasts currently shown, from the page-wide store (re-renders on change). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
