import type { SingleSpaCustomEventDetail } from 'single-spa';
import { askBeforeLeaving } from '@tutoring/design-system';

/** The parts of the Navigation API used here (Chromium; Firefox and Safari have it since 2026). */
interface NavigationLike extends EventTarget {
  currentEntry: { key: string } | null;
  traverseTo(key: string): { committed: Promise<unknown>; finished: Promise<unknown> };
}
const navigationApi = (): NavigationLike | undefined => (window as Window & { navigation?: NavigationLike }).navigation;

/** The history entry the browser's last Back or Forward left (the Navigation API's key), to return to on "Keep editing". */
let leftEntry: string | null = null;
function noteEntryLeft(event: Event): void {
  if ((event as Event & { navigationType?: string }).navigationType === 'traverse')
    leftEntry = navigationApi()?.currentEntry?.key ?? null;
}

/**
 * single-spa cancels a Back by writing the address of the page the person stayed on over the entry they went back
 * to, and leaves the browser there: a second Back would go one entry further, and Forward would show the same page
 * again. With the Navigation API the entry gets its own address back and the browser returns to the entry it left,
 * so the history is as it was before the Back. The history's own replaceState (not single-spa's patched one) changes
 * the address without routing; the return is a history move of the browser's to the page already shown (single-spa
 * routes it with nothing to change, and nothing is asked, its old and new addresses being the same).
 */
function returnToEntryLeft(left: string, stayedOn: string, wentTo: string): void {
  const navigation = navigationApi();
  if (!navigation || window.location.href !== stayedOn) return;
  History.prototype.replaceState.call(window.history, window.history.state, '', wentTo);
  // Refused (the entry is gone, another move came first): the browser stays where single-spa left it, as before.
  const { committed, finished } = navigation.traverseTo(left);
  committed.catch(() => undefined);
  finished.catch(() => undefined);
}

/**
 * Back or Forward with unsaved changes (an open dialog, a form on the page) asks "Discard your changes?" first, as a
 * dialog's Cancel does (DS-02; the browser's own "Leave site?" covers reloading and closing the tab): single-spa holds
 * the navigation while they ask and cancels it when the person keeps editing (design-system `askBeforeLeaving`), the
 * browser then back on the entry it left. Only the browser's own history moves are held: a page's navigation after a
 * save, or the sign-in page after an ended session (whose drafts are kept, ADR 0005), go through pushState, which
 * single-spa marks.
 */
function holdBackWhileAsking(event: Event): void {
  const { originalEvent, cancelNavigation, oldUrl, newUrl } = (event as CustomEvent<SingleSpaCustomEventDetail>).detail;
  if (originalEvent?.type !== 'popstate' || (originalEvent as Event & { singleSpa?: boolean }).singleSpa) return;
  // A canceled navigation is routed again to the address it went back to, with the same event; the return to the
  // entry left is routed to the address shown: nothing to ask.
  if (oldUrl === newUrl) return;
  const asking = askBeforeLeaving();
  if (!asking || !cancelNavigation) return;
  const left = leftEntry;
  const staying = asking.then((leave) => !leave);
  // single-spa (6.x) waits on a promise given to cancelNavigation; its typings name only the no-argument form.
  (cancelNavigation as (cancel: Promise<boolean>) => void)(staying);
  // After single-spa's own cancel (its handler of the same promise runs first; a task later it is done).
  void staying.then((stay) => {
    if (stay && left) setTimeout(() => returnToEntryLeft(left, oldUrl, newUrl));
  });
}

/** Holds the browser's Back and Forward while a page with unsaved changes asks; returns the function that stops it. */
export function holdBackAndForwardWhileAsking(): () => void {
  const navigation = navigationApi();
  navigation?.addEventListener('navigate', noteEntryLeft);
  window.addEventListener('single-spa:before-routing-event', holdBackWhileAsking);
  return () => {
    navigation?.removeEventListener('navigate', noteEntryLeft);
    window.removeEventListener('single-spa:before-routing-event', holdBackWhileAsking);
  };
}
