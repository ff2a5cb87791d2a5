/** Id of the element the shell renders for remotes to mount into. */
export const REMOTE_OUTLET_ID = 'remote-outlet';

/**
 * Resolves with the shell's outlet once it is in the page, at once when it is. The shell's single-spa routes while its
 * frame renders (issue 26), so an area can be ready before the outlet exists: its slot (./slots.ts) and its mount
 * (./remote-app.tsx) wait for it here. Internal to the platform (not in the package's exports).
 */
export function outletInPage(): Promise<HTMLElement> {
  const present = document.getElementById(REMOTE_OUTLET_ID);
  if (present) return Promise.resolve(present);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const found = document.getElementById(REMOTE_OUTLET_ID);
      if (!found) return;
      observer.disconnect();
      resolve(found);
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
}
