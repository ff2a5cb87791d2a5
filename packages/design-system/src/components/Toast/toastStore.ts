import { setSafeTimeout, TOAST_DELAY_MS } from '@tutoring/domain';

/** Kind of a toast; every toast hides after TOAST_DELAY_MS (DS-05), held while hovered or focused. */
export type ToastKind = 'success' | 'info' | 'error';

/** One toast on screen. */
export interface ToastItem {
  id: string;
  kind: ToastKind;
  title?: string;
  message?: string;
}

type Listener = () => void;

interface ToastStore {
  items: ToastItem[];
  listeners: Set<Listener>;
  timers: Map<string, ReturnType<typeof setTimeout>>;
  nextId: number;
}

// One store per page, even if two copies of this module were ever loaded (each MF container, each React root).
const KEY = Symbol.for('@tutoring/design-system/toast-store');
const holder = globalThis as { [KEY]?: ToastStore };
const store: ToastStore = (holder[KEY] ??= { items: [], listeners: new Set(), timers: new Map(), nextId: 1 });

function emit() {
  for (const listener of store.listeners) listener();
}

function schedule(id: string) {
  clearTimer(id);
  const handle = setSafeTimeout(() => dismiss(id), TOAST_DELAY_MS);
  if (handle !== null) store.timers.set(id, handle);
}

function clearTimer(id: string) {
  const handle = store.timers.get(id);
  if (handle !== undefined) clearTimeout(handle);
  store.timers.delete(id);
}

function show(kind: ToastKind, title: string | undefined, message: string | undefined): string {
  const id = `toast-${store.nextId++}`;
  store.items = [...store.items, { id, kind, title, message }];
  schedule(id);
  emit();
  return id;
}

function dismiss(id: string): void {
  clearTimer(id);
  const next = store.items.filter((item) => item.id !== id);
  if (next.length === store.items.length) return;
  store.items = next;
  emit();
}

/**
 * The page-wide toast API. Every React root (shell and remotes) shares one store; the shell renders `<ToastRegion />`
 * once. Each call returns the toast's id.
 */
export const toast = {
  /** A success toast ("We have uploaded your document."), hidden after 3 s (DS-05). */
  success: (message: string, title?: string): string => show('success', title, message),
  /** An information toast, hidden after 3 s (DS-05). */
  info: (message: string, title?: string): string => show('info', title, message),
  /**
   * An error toast with a title and a message (DS-04), announced as an alert; hidden after 3 s like the others
   * (DS-05: an error that stayed covered the dialog's buttons beneath it), held while hovered or focused.
   */
  error: (title: string, message?: string): string => show('error', title, message),
  /** Removes one toast. */
  dismiss,
  /** Removes every toast. */
  clear(): void {
    for (const id of store.timers.keys()) clearTimer(id);
    store.items = [];
    emit();
  },
  /** Holds a toast on screen while the pointer or focus is on it (WCAG 2.2.1). @internal */
  pause: (id: string): void => clearTimer(id),
  /** Restarts the hide timer of a paused toast. @internal */
  resume(id: string): void {
    const item = store.items.find((candidate) => candidate.id === id);
    if (item) schedule(id);
  },
};

/** @internal */
export function subscribeToasts(listener: Listener): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

/** @internal */
export function getToasts(): ToastItem[] {
  return store.items;
}
