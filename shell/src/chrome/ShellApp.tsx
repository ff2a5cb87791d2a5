import { useMemo } from 'react';
import { BrowserRouter, NavLink, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@tutoring/api-client';
import { DesignSystemProvider, ToastRegion, askBeforeLeaving } from '@tutoring/design-system';
import { Notifications } from '../notifications/Notifications';
import {
  REMOTE_OUTLET_ID,
  adoptSlots,
  type RemoteEntry,
  type RemoteRegistry,
  hasAnyRole,
  isPathAllowed,
  isRemoteAllowed,
  navLinkOf,
  portalOf,
  shell,
  useAppName,
  useCurrentUser,
} from '@tutoring/platform';
import { resolveRoute } from '../routing/resolveRoute';
import { APP_TITLES, ESSAY_GRADING_LABEL, ESSAY_GRADING_PATH } from './titles';
import { LoginPage } from '../pages/LoginPage';
import { EnrollPage } from '../pages/EnrollPage';
import { HomePage } from '../pages/HomePage';
import { NotAllowedPage, NotFoundPage } from '../pages/ErrorPages';
import { SpoofBanner } from './SpoofBanner';
import { DocumentTitle } from './DocumentTitle';
import { LiveUpdatesStatus } from './LiveUpdatesStatus';

const Layout = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto auto 1fr;
  /* A wide table scrolls inside its own box; the page never scrolls sideways (issue 25, 390 px phones). */
  grid-template-columns: minmax(0, 1fr);
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Brand = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;
const Nav = styled.nav`
  flex: 1 1 auto;
  min-width: 0;
  /* On a phone the navigation takes its own full-width row under the brand and the user's controls. */
  @media (max-width: 600px) {
    order: 3;
    flex-basis: 100%;
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
    list-style: none;
    margin: 0;
    padding: 0;
    flex-wrap: wrap;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: none;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    border-bottom: 2px solid currentColor;
  }
`;
const UserBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin-left: auto;
  gap: ${({ theme }) => theme.space.md};
  button {
    font: inherit;
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;
const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space.md};
  }
`;
const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndex.tooltip};
  }
`;

/** Called when a navigation link to an area is hovered or focused (the shell preloads the area, issue 26). */
type NavIntent = (entry: RemoteEntry, path: string) => void;

/**
 * Sign out drops what the page holds, drafts included (ADR 0005): a form on the page with unsaved changes asks
 * "Discard your changes?" first (DS-02; a dialog's backdrop keeps this button out of reach).
 */
async function signOutAfterAsking(): Promise<void> {
  if ((await askBeforeLeaving()) === false) return;
  await shell().logout();
}

function Chrome({ registry, onNavIntent }: { registry: RemoteRegistry; onNavIntent?: NavIntent }) {
  const user = useCurrentUser();
  const appName = useAppName();
  // The signed-in user's own portal: their navigation and the header's brand, also on the public enrollment portal
  // (/enroll, where the app name is `enrollment` for its texts and its remote only): a parent there keeps Home,
  // Schedule and Payments, not the staff's links (Staffing at /tutors) of an app without navigation of its own.
  const portal = user ? portalOf(user) : appName;
  const location = useLocation();
  const resolution = resolveRoute(location.pathname, user, registry, location.search);

  // The area whose link is the portal's home ("Dashboard" for students) comes first; the others keep registry order.
  const navItems = useMemo(() => {
    if (!user) return [];
    const allowed = registry.remotes.filter(
      (entry) =>
        isPathAllowed(entry, navLinkOf(entry, portal).path, user) &&
        (!entry.navRoles || user.spoofing || hasAnyRole(user, entry.navRoles)),
    );
    const isHome = (entry: (typeof allowed)[number]) => Number(navLinkOf(entry, portal).path === '/');
    return [...allowed].sort((a, b) => isHome(b) - isHome(a));
  }, [registry, user, portal]);

  // SHL-18: the essay-grading link, only for employees or tutors flagged as essay graders.
  const showEssayGrading =
    !!user?.essayGrader && !user.spoofing && navItems.some((entry) => entry.routePrefixes.includes(ESSAY_GRADING_PATH));
  // The page title names the page's app (`<step> - Enrollment` on /enroll, X-02); the brand, the user's portal.
  const appTitle = user || appName === 'enrollment' ? APP_TITLES[appName] : 'Tutoring';

  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;

  return (
    <Layout>
      <DocumentTitle appTitle={appTitle} />
      <SkipLink href="#main">Skip to content</SkipLink>
      {user ? (
        <Header>
          <Brand>{APP_TITLES[portal]}</Brand>
          <Nav aria-label="Main">
            <ul>
              {portal !== 'student' ? (
                <li>
                  <NavLink to="/" end>
                    Home
                  </NavLink>
                </li>
              ) : null}
              {navItems.map((entry) => {
                const link = navLinkOf(entry, portal);
                return (
                  <li key={entry.name}>
                    <NavLink
                      to={link.path}
                      end={link.path === '/'}
                      onPointerEnter={onNavIntent && (() => onNavIntent(entry, link.path))}
                      onFocus={onNavIntent && (() => onNavIntent(entry, link.path))}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                );
              })}
              {showEssayGrading ? (
                <li>
                  <NavLink to={ESSAY_GRADING_PATH}>{ESSAY_GRADING_LABEL}</NavLink>
                </li>
              ) : null}
            </ul>
          </Nav>
          <UserBox>
            <LiveUpdatesStatus />
            <Notifications />
            <span>{user.fullName ?? `${user.firstName} ${user.lastName}`}</span>
            <button type="button" onClick={() => void signOutAfterAsking()}>
              Sign out
            </button>
          </UserBox>
        </Header>
      ) : (
        <div />
      )}
      <SpoofBanner />
      <Main id="main" tabIndex={-1}>
        {resolution.kind === 'login' ? <LoginPage /> : null}
        {resolution.kind === 'public' ? <EnrollPage /> : null}
        {resolution.kind === 'home' ? <HomePage items={navItems} /> : null}
        {resolution.kind === 'not-allowed' ? (
          // An area the user opens with a page their roles do not (a tutor at /shipments in Sessions): "this page".
          <NotAllowedPage label={isRemoteAllowed(resolution.entry, user) ? 'this page' : resolution.entry.navLabel} />
        ) : null}
        {resolution.kind === 'not-found' ? <NotFoundPage /> : null}
        {/* A new outlet (the frame rendered again) takes in the areas' slots: one mounted into the old one stays seen. */}
        <div
          id={REMOTE_OUTLET_ID}
          ref={adoptSlots}
          data-active={resolution.kind === 'remote' ? resolution.entry.name : ''}
        />
      </Main>
      <ToastRegion />
    </Layout>
  );
}

/**
 * The signed-in frame's parts (header, brand, navigation, the user's controls, main) with placeholder content, rendered
 * once off-screen while the visitor signs in on the small login page: their styles are then in the page's one
 * styled-components sheet, and React's code warm, before the first real render after the sign-in reply (issue 26).
 * Without the global styles, which would restyle the login page on screen.
 */
export function ChromeWarmUp() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <DesignSystemProvider withGlobalStyle={false}>
        <Layout>
          <SkipLink href="#main">Skip to content</SkipLink>
          <Header>
            <Brand>Tutoring</Brand>
            <Nav aria-label="Main">
              <ul>
                <li>
                  <a href="/" aria-current="page">
                    Home
                  </a>
                </li>
              </ul>
            </Nav>
            <UserBox>
              <LiveUpdatesStatus />
              <Notifications />
              <button type="button">Sign out</button>
            </UserBox>
          </Header>
          <Main tabIndex={-1} />
        </Layout>
      </DesignSystemProvider>
    </QueryClientProvider>
  );
}

/** The shell's React chrome: header, navigation, shell pages, the outlet remotes mount into, and toasts. */
export function ShellApp({ registry, onNavIntent }: { registry: RemoteRegistry; onNavIntent?: NavIntent }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <DesignSystemProvider>
        <BrowserRouter>
          <Chrome registry={registry} onNavIntent={onNavIntent} />
        </BrowserRouter>
      </DesignSystemProvider>
    </QueryClientProvider>
  );
}
