import { REMOTE_OUTLET_ID, outletInPage } from './outlet';

export { REMOTE_OUTLET_ID };

/** Slots created before the shell's outlet existed, by remote name; each joins the outlet when it appears. */
const waiting = new Map<string, HTMLElement>();

/**
 * The DOM element a single-spa application mounts into, created on demand inside the shell's outlet. A remote that
 * mounts before the shell has committed its outlet (a preloaded one can) renders into a slot that is put into the
 * outlet as soon as it appears, never anywhere else in the page.
 */
export function ensureSlot(name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  const existing = document.getElementById(id) ?? waiting.get(name);
  if (existing) return existing;
  const slot = document.createElement('div');
  slot.id = id;
  slot.dataset.remote = name;
  const outlet = document.getElementById(REMOTE_OUTLET_ID);
  if (outlet) {
    outlet.appendChild(slot);
    return slot;
  }
  waiting.set(name, slot);
  void outletInPage().then((found) => {
    waiting.delete(name);
    found.appendChild(slot);
  });
  return slot;
}
