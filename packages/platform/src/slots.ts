import { REMOTE_OUTLET_ID, outletInPage } from './outlet';

export { REMOTE_OUTLET_ID };

/** Every slot made, by remote name: an area mounts into the same slot each time, for the life of the page. */
const slots = new Map<string, HTMLElement>();

/**
 * The DOM element a single-spa application mounts into, created on demand inside the shell's outlet. A remote that
 * mounts before the shell has committed its outlet (a preloaded one can) renders into a slot that is put into the
 * outlet as soon as it appears, never anywhere else in the page.
 */
export function ensureSlot(name: string): HTMLElement {
  const known = slots.get(name);
  if (known?.isConnected) return known;
  const slot = known ?? document.createElement('div');
  if (!known) {
    slot.id = `single-spa-application:${name}`;
    slot.dataset.remote = name;
    slots.set(name, slot);
  }
  const outlet = document.getElementById(REMOTE_OUTLET_ID);
  if (outlet) {
    outlet.appendChild(slot);
    return slot;
  }
  void outletInPage().then((found) => {
    if (!slot.isConnected) found.appendChild(slot);
  });
  return slot;
}

/**
 * The shell's outlet, given as the outlet element's `ref`: every area's slot moves into it. React can create the outlet
 * anew (the frame rendered again around the redirect after a sign-in), and an area mounted just before into the old
 * one would be rendered off the page: after an ended session, signing in again to a record page whose data was cached
 * showed the frame with an empty outlet.
 */
export function adoptSlots(outlet: HTMLElement | null): void {
  if (!outlet) return;
  for (const slot of slots.values()) if (slot.parentElement !== outlet) outlet.appendChild(slot);
}
