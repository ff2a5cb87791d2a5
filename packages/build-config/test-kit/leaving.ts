/**
 * What leaving the page now does (DS-02): 'asked' when something holds unsaved changes (the browser would ask
 * "Leave site?" before a reload or a closed tab), 'left' when nothing does. Its own module (`test-kit/leaving`) so the
 * design system's tests use it without the kit's providers, which import the design system.
 */
export function leavingThePage(): 'asked' | 'left' {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented ? 'asked' : 'left';
}
