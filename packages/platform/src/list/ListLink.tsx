import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

/** The click handler of the {@link ListLink}s of one table; `null` outside a {@link ListTable}. */
const ListNavigationContext = createContext<((event: MouseEvent<HTMLAnchorElement>) => void) | null>(null);

/**
 * Gives the {@link ListLink}s inside it one click handler that follows them in the app as react-router's `Link`
 * does: a plain left click (no modifier key, no other target) navigates, replacing the entry when the link is the
 * page already shown; any other click is the browser's (a new tab, a download). One `useNavigate` for the table
 * instead of one per row (issue 26).
 */
export function ListNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  useLayoutEffect(() => {
    latest.current = { navigate, location };
  });
  const follow = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    const anchor = event.currentTarget;
    const target = anchor.getAttribute('target');
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (target !== null && target !== '_self')
    )
      return;
    event.preventDefault();
    const to = anchor.getAttribute('href') ?? '';
    const { navigate: go, location: here } = latest.current;
    go(to, { replace: `${here.pathname}${here.search}${here.hash}` === to });
  }, []);
  return <ListNavigationContext.Provider value={follow}>{children}</ListNavigationContext.Provider>;
}

/** Props of {@link ListLink}. */
export interface ListLinkProps {
  /** The app path it opens, absolute (`/parents/12`). */
  to: string;
  children: ReactNode;
}

/**
 * A link in a list's row to an app page (a record's page from its name): an `<a href>` that a plain click follows in
 * the app, as react-router's `Link` (which it is outside a {@link ListTable}). Inside a ListTable it costs a plain
 * element: 25 router `Link`s were about a sixth of rendering a list page with its rows (issue 26).
 */
export function ListLink({ to, children }: ListLinkProps) {
  const follow = useContext(ListNavigationContext);
  if (!follow) return <Link to={to}>{children}</Link>;
  return (
    <a href={to} onClick={follow}>
      {children}
    </a>
  );
}
