import { createRoot } from 'react-dom/client';
import { NOT_LOADED, getAppStatus, navigateToUrl, start, triggerAppChange } from 'single-spa';
import {
  DesignSystemProvider,
  askBeforeLeaving,
  dropDrafts,
  keepOpenDrafts,
  setDraftOwner,
} from '@tutoring/design-system';
import { ROLES_FAILURE } from '@tutoring/domain';
import {
  type RemoteEntry,
  adoptSignedInUser,
  RemoteFallback,
  appNameAtom,
  portalOf,
  publicAppAtom,
  currentUserAtom,
  isPathAllowed,
  isRemoteAllowed,
  initErrorReporting,
  navLinkOf,
  installShellServices,
  platformStore,
  registerFederatedRemotes,
  registerRemoteApplications,
  reportError,
  retryRemoteApplication,
  shell,
  connectApiClient,
  loadCurrentUser,
  loadRoles,
  loadSettings,
  endSessionHere,
  signOut,
  storeSpoofing,
  storedSpoofing,
} from '@tutoring/platform';

import { clearRecordVersions, getQueryClient } from '@tutoring/api-client';
import { ShellApp } from '../chrome/ShellApp';
import { loadTranslations, translate } from '../i18n/translations';
import { NOTICES_KEY, noticesHeldAtom } from '../notifications/notices';
import { connectRealtime } from '../realtime/connect';
import { rememberNextOwner } from '../routing/nextOwner';
import { announceBrowserUser, onOtherTabsUser } from './otherTabs';
import { isPublicPath, resolveRoute } from '../routing/resolveRoute';
import { hasSessionHint } from '../login/sessionHint';
import { watchFirstPage } from './firstPage';
import { holdBackAndForwardWhileAsking } from './holdBack';
import { createRemotePreloader } from './preload';
import { warmUpAreasInTurn, warmUpWhileSigningIn } from './warmUp';
import { loadRegistry } from './registry';
import { SESSION_ENDED_NOTICE, loginNoticeAtom } from './session-events';

function renderFallback(
  element: HTMLElement,
  { entry, error, retry }: { entry: RemoteEntry; error: unknown; retry: () => Promise<void> },
) {
  const root = createRoot(element);
  root.render(
    <DesignSystemProvider withGlobalStyle={false}>
      <RemoteFallback
        label={entry.navLabel}
        error={error}
        onRetry={() => retryThroughShell(entry.name).catch(() => retry())}
      />
    </DesignSystemProvider>,
  );
  return () => root.unmount();
}

let singleSpaStarted = false;
/** single-spa patches the history API once per page; start-up may run again in one page only in tests. */
function startSingleSpaOnce(): void {
  if (singleSpaStarted) return;
  singleSpaStarted = true;
  start({ urlRerouteOnly: true });
}

/** The fallback's Retry goes through the shell service so it re-reads the registry first. */
const retryThroughShell = (name: string) => shell().retryRemote(name);

/** Whose data the page holds: the signed-in user, and the student an admin acts as (SHL-10); null when signed out. */
function identityOf(user: { id: number; spoofing?: { id: number } | null } | null): string | null {
  return user ? `${user.id}:${user.spoofing?.id ?? ''}` : null;
}

/**
 * Starts the host (DESIGN.md section 2): settings and the remote registry, then roles first (SHL-01; on failure only
 * "We're sorry. There's been an error." is shown, SHL-02), then the current user, then single-spa.
 * `gate` (the small login page's hand-over, issue 13) holds everything after the roles until the visitor is
 * signed in: settings, registry and roles are fetched ahead, the session-dependent rest waits. It may resolve with
 * the user the login reply named, which then is the current user (no second `GET current_user`).
 * Resolves with `stop`, which unmounts the shell and ends its session services (realtime socket, store
 * subscription); a page never calls it, a test does after each start.
 */
export async function startShell(
  container: HTMLElement,
  gate: Promise<{ user?: unknown } | void> = Promise.resolve(),
): Promise<() => void> {
  const root = createRoot(container);
  const [settings, registry] = await Promise.all([loadSettings(), loadRegistry()]);
  void initErrorReporting({ environment: settings.environment, ...settings.errorReporting });

  let loggingOut = false;
  /**
   * Signs out (`notice` null: the user asked) or ends an ended session (`notice`: why, on the login page). With
   * `onServer` false only this page's view ends: another tab signed out or signed someone else in (./otherTabs.ts).
   */
  const logout = async (notice: string | null, { onServer = true }: { onServer?: boolean } = {}) => {
    if (loggingOut) return;
    loggingOut = true;
    try {
      // A 401 before anyone signed in (a first visit, an old cookie) is no ended session: no notice (issue 25).
      const signedIn = platformStore.get(currentUserAtom);
      // An ended session keeps what the open dialogs had typed, for this user's next sign-in; signing out drops it.
      if (signedIn && notice) keepOpenDrafts();
      else if (signedIn) dropDrafts();
      platformStore.set(loginNoticeAtom, signedIn ? notice : null);
      rememberNextOwner(signedIn?.id ?? null);
      // The other tabs showing this user's pages end theirs too.
      if (signedIn && !notice && onServer) announceBrowserUser(null);
      if (onServer) await signOut();
      else endSessionHere();
      const here = window.location.pathname + window.location.search;
      // A visitor of a public page (the enrollment portal) stays on it; only a signed-in user is sent to login.
      if (!signedIn && isPublicPath(window.location.pathname)) return;
      // Already on the login page (a first visit redirected there with its own ?next=): stay, keeping it.
      if (here.startsWith('/login')) return;
      navigateToUrl((notice || !signedIn) && here !== '/' ? `/login?next=${encodeURIComponent(here)}` : '/login');
    } finally {
      loggingOut = false;
    }
  };
  // SHL-05: any 401 logs out once and returns to login with a message.
  connectApiClient({ onUnauthorized: () => void logout(SESSION_ENDED_NOTICE), translate });

  const spoof = storedSpoofing();
  if (spoof) storeSpoofing(spoof);

  // Roles are public: while the small login page holds the gate, they are fetched ahead, and nothing renders or
  // needs the session before the gate opens (issue 13).
  const rolesFailure = await loadRoles().then(
    () => null,
    (error: unknown) => ({ error }),
  );
  const queryClient = getQueryClient();
  // What the first page does not need waits until it shows its data: the other areas' preloads, the realtime
  // connection and the notices (issue 26).
  const firstPage = watchFirstPage(queryClient);
  // An area preloaded and warmed up (its first page's code and data) is one whose first page the user may open: not
  // mf-sessions for a family, whose /error pages are everyone's and whose lists are staff's. That first page is the
  // one the user's navigation link opens, in the user's own portal: on the public enrollment portal (app
  // `enrollment`) a parent's Staffing area is still their Schedule, not the staff's tutors list (a refused request).
  const homePathOf = (entry: RemoteEntry) => navLinkOf(entry, portalOf(platformStore.get(currentUserAtom))).path;
  const allowed = (entry: RemoteEntry) => {
    const user = platformStore.get(currentUserAtom);
    return isRemoteAllowed(entry, user) && isPathAllowed(entry, homePathOf(entry), user);
  };
  // Each area's first page, once preloaded, warmed off-screen before its first visit (issue 26 point 3): not an area
  // the user has opened (single-spa loads an area only to show it) or may not open.
  const areaWarmUps =
    settings.preloadRemotes && !rolesFailure
      ? warmUpAreasInTurn({
          wanted: (name) => {
            const entry = registry.remotes.find((candidate) => candidate.name === name);
            return !!entry && allowed(entry) && getAppStatus(name) === NOT_LOADED;
          },
        })
      : null;
  const preloader = areaWarmUps
    ? createRemotePreloader({
        registry,
        queryClient,
        isAllowed: allowed,
        userId: () => platformStore.get(currentUserAtom)?.id ?? null,
        homePath: homePathOf,
        firstPage,
        warmUp: areaWarmUps.add,
      })
    : null;
  if (registry.remotes.length && !rolesFailure) registerFederatedRemotes(registry.remotes);
  // Still held by the small login page (issue 26): the area `?next=` leads to gets its code while the visitor types,
  // so after the click only the sign-in and the area's data are waited for.
  // Likewise the first date formatter, the signed-in frame's styles and, once its code is there, that area's first
  // page rendered off-screen (issue 26; not for a pasted-and-clicked sign-in).
  const onLoginPage = window.location.pathname === '/login';
  const likelyArea = onLoginPage ? preloader?.whileSigningIn() : null;
  const cancelWarmUp = onLoginPage && !rolesFailure ? warmUpWhileSigningIn(likelyArea) : null;
  const handed = await gate;
  cancelWarmUp?.();
  if (rolesFailure) {
    reportError(rolesFailure.error, { phase: 'roles' });
    root.render(<p>{ROLES_FAILURE}</p>);
    return () => root.unmount();
  }

  // Signed in through the small login page: its reply named the user (SHL-03), as an in-shell sign-in does, so the
  // shell starts at once. A stored spoofing session asks the server, which answers for the spoofed student.
  const adopted = handed?.user !== undefined && !spoof ? adoptSignedInUser(handed.user) : null;
  // On a public page (the enrollment portal) a visitor who never signed in is not asked about (no failing call).
  const anonymousVisitor = isPublicPath(window.location.pathname) && !hasSessionHint();
  if (!adopted && !anonymousVisitor) {
    try {
      await loadCurrentUser();
    } catch (error) {
      reportError(error, { phase: 'current-user' });
    }
  }
  // The destination's data first: its requests leave before anything else is done or asked for (issue 26). The API
  // client sends a request a few microtasks after it is made: they run before start-up goes on.
  if (preloader) {
    preloader.destination();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // The wait for the first page starts before anything routes it (the redirect below may, where single-spa runs).
  firstPage.start();
  // Signed in on the login page: the address becomes where `/login?next=` leads before the frame renders (the frame's
  // redirect would do it only after its first render), so the frame renders once, at the destination, and single-spa
  // routes the destination's area at once (issue 26).
  if (window.location.pathname === '/login') {
    const resolution = resolveRoute('/login', platformStore.get(currentUserAtom), registry, window.location.search);
    if (resolution.kind === 'redirect') window.history.replaceState(window.history.state, '', resolution.to);
  }

  // single-spa asks on every route change, while the address is the new page's: an area mounts only on the paths the
  // user may open (the frame shows "Not allowed" for the others). The remote's own roles are not enough: mf-sessions
  // opens its /error pages to everyone, and mounted its staff lists for a parent who typed their address.
  const mayOpenHere = (entry: RemoteEntry) =>
    isPathAllowed(entry, window.location.pathname, platformStore.get(currentUserAtom));
  if (registry.remotes.length) registerRemoteApplications(registry.remotes, { isAllowed: mayOpenHere, renderFallback });

  installShellServices({
    settings,
    logout: () => logout(null),
    reloadCurrentUser: async () => {
      await loadCurrentUser();
    },
    // Acting as a student, and back, leave the page for another portal's: a form on the page with unsaved changes (a
    // CRM student's points being typed) asks "Discard your changes?" first, as Sign out does (DS-02).
    startSpoofing: async (student) => {
      if ((await askBeforeLeaving()) === false) return;
      storeSpoofing(student);
      await loadCurrentUser();
      navigateToUrl('/');
    },
    stopSpoofing: async () => {
      if ((await askBeforeLeaving()) === false) return;
      const spoofed = platformStore.get(currentUserAtom)?.spoofing;
      storeSpoofing(null);
      await loadCurrentUser();
      navigateToUrl(spoofed ? `/students/${spoofed.id}` : '/');
    },
    // Retry re-reads the registry, so a remote fixed by a new deploy (or a rollback) comes back in place.
    retryRemote: async (name) => {
      const fresh = (await loadRegistry()).remotes.find((entry) => entry.name === name);
      if (fresh) registerFederatedRemotes([fresh], { force: true });
      await retryRemoteApplication(name);
    },
  });

  // What the first page does not need waits until it is shown (the destination's area mounted with its data): the
  // locale table and the realtime connection (issue 26); at once for a later sign-in, spoofing or app change.
  let firstPageShown = false;
  let stopped = false;
  void firstPage.shown().then(() => {
    if (stopped) return;
    firstPageShown = true;
    loadAppTexts();
    startUserServices();
  });

  // SHL-17: the texts of the current app, loaded again when it changes (a sign-in, spoofing, or the public enrollment
  // portal, whose app is `enrollment` signed in or out). Until the table arrives the English defaults are shown.
  let textsOf: string | null = null;
  const loadAppTexts = () => {
    const app = platformStore.get(appNameAtom);
    if (!firstPageShown) return;
    if (app === textsOf || (!platformStore.get(currentUserAtom) && !platformStore.get(publicAppAtom))) return;
    textsOf = app;
    void loadTranslations(app);
  };
  const unsubscribeTexts = platformStore.sub(appNameAtom, loadAppTexts);

  // Per-user services: the realtime channel (SHL-16, X-04), connected once the first page of the page load is shown,
  // and the notices, which start once it has settled (both at once for a later sign-in): after "Sign in" neither is in
  // the page's way (issue 26). Until then the notices are held; a notice published meanwhile is in the notices list
  // read after the connection.
  let session: { userId: number; app: string; disconnect: Promise<() => void> } | null = null;
  platformStore.set(noticesHeldAtom, true);
  const startUserServices = () => {
    if (!firstPageShown) return;
    const user = platformStore.get(currentUserAtom);
    const app = portalOf(user);
    if (session && user && session.userId === user.id && session.app === app) return;
    if (session) void session.disconnect.then((disconnect) => disconnect());
    queryClient.removeQueries({ queryKey: NOTICES_KEY });
    session = null;
    if (!user) return;
    const started = {
      userId: user.id,
      app,
      // The realtime channel connects as soon as the first page shows its data, not once it has settled: an event
      // published while the person reads it must not be missed (STF-29, SRV-12; a channel that subscribed seconds
      // later lost the changes made before it).
      disconnect: connectRealtime(settings.realtime, user.id, {
        queryClient,
        reloadCurrentUser: async () => {
          await loadCurrentUser();
        },
      }),
    };
    // The notices wait for the first page (nothing is asked when the session changed before it settled).
    void firstPage.settled().then(() => {
      if (session === started) platformStore.set(noticesHeldAtom, false);
    });
    session = started;
  };
  // What belongs to the signed-in user follows every change of user (sign-in, ended session, sign-out, acting as a
  // student):
  // - what the page has cached belongs to the user who read it: someone else signing in on the tab (another user, or
  //   the same admin acting as a student) starts from an empty cache, so no list or record of the previous user
  //   shows, fresh for 30 s, without a request (a tutor's Sessions showed the admin's list); the same user signing in
  //   again after an ended session keeps it;
  // - the session drafts (design system) belong to whoever is signed in: someone else signing in drops them;
  // - the browser's other tabs are told who the server says is signed in (./otherTabs.ts).
  let cacheOwner: string | null = null;
  let announced: number | null = null;
  const userChanged = (user: Parameters<typeof identityOf>[0]) => {
    const identity = identityOf(user);
    if (identity !== null && cacheOwner !== null && identity !== cacheOwner) {
      queryClient.clear();
      clearRecordVersions();
    }
    if (identity !== null) cacheOwner = identity;
    const id = user?.id ?? null;
    setDraftOwner(id);
    if (id !== null && id !== announced) announceBrowserUser(id);
    announced = id;
  };
  userChanged(platformStore.get(currentUserAtom));
  // Remotes are re-evaluated whenever the session changes; the areas the user may open are fetched ahead of the
  // first click, once the page in front of the user has settled (./preload.ts).
  const unsubscribe = platformStore.sub(currentUserAtom, () => {
    userChanged(platformStore.get(currentUserAtom));
    void triggerAppChange();
    preloader?.destination();
    preloader?.rest();
    startUserServices();
  });

  // Once started (not on the roles-failure page, nor while the small login page holds the gate): another
  // tab signed out, or signed someone else in: this tab's pages are no longer the browser's session (SHL-05).
  // Someone signed in in another tab while this one shows the sign-in: this one continues too, to its `?next=` when
  // it is theirs (SHL-03), as a reload would.
  const stopHearingOtherTabs = onOtherTabsUser((userId) => {
    const mine = platformStore.get(currentUserAtom);
    if (mine && mine.id !== userId) void logout(SESSION_ENDED_NOTICE, { onServer: false });
    else if (!mine && userId !== null && window.location.pathname === '/login') void loadCurrentUser();
  });

  const stopHoldingBack = holdBackAndForwardWhileAsking();

  // single-spa routes at once, while React renders the frame: the destination's area mounts as soon as its data is
  // there and the frame's outlet is in the page (platform `createRemoteLifecycles`), so the frame and the area's first
  // page are usually laid out and painted together (issue 26).
  root.render(<ShellApp registry={registry} onNavIntent={preloader?.intent} />);
  startSingleSpaOnce();
  preloader?.rest();
  return () => {
    stopped = true;
    areaWarmUps?.stop();
    unsubscribe();
    unsubscribeTexts();
    stopHearingOtherTabs();
    stopHoldingBack();
    if (session) void session.disconnect.then((disconnect) => disconnect());
    session = null;
    root.unmount();
  };
}
