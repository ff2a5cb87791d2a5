/** Id of the element the shell renders for remotes to mount into. */
export const REMOTE_OUTLET_ID = 'remote-outlet';

/** The DOM element a single-spa application mounts into, created on demand inside the shell's outlet. */
export function ensureSlot(name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const slot = document.createElement('div');
  slot.id = id;
  slot.dataset.remote = name;
  (document.getElementById(REMOTE_OUTLET_ID) ?? document.body).appendChild(slot);
  return slot;
}
