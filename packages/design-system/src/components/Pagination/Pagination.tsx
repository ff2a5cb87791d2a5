import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { focusIsLost } from '../../utils/focus';
import { Button } from '../Button/Button';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (meta.totalPages). */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** DS-09: most page numbers shown at once. Default 7 (the reschedule list). */
  maxPages?: number;
  /** Accessible name of the navigation. Default "Pagination". */
  label?: string;
}

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The window of page numbers around `page`, at most `max` long. */
export function pageWindow(page: number, pageCount: number, max: number): number[] {
  const size = Math.max(1, Math.min(max, pageCount));
  let start = Math.max(1, page - Math.floor(size / 2));
  start = Math.min(start, Math.max(1, pageCount - size + 1));
  return Array.from({ length: size }, (_, i) => start + i).filter((n) => n <= pageCount);
}

/**
 * DS-09: a pager with "First", "Previous", page numbers (at most `maxPages`), "Next" and "Last". The current page has
 * aria-current="page"; buttons that lead nowhere are disabled.
 */
export function Pagination({ page, pageCount, onPageChange, maxPages = 7, label = 'Pagination' }: PaginationProps) {
  const navRef = useRef<HTMLElement>(null);
  const currentRef = useRef<HTMLButtonElement>(null);
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount));
  // A button pressed from the keyboard can be disabled by its own press ("Last", "Next" to the last page): the browser
  // then drops the focus on the page, and the next Tab starts from its top. The focus goes to the current page's
  // button instead ("Page 5", current), where the person is.
  const keepFocus = useRef(false);
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const active = document.activeElement as HTMLButtonElement | null;
    const lost = focusIsLost() || (active && navRef.current?.contains(active) && active.disabled);
    if (lost) currentRef.current?.focus();
  }, [current]);
  if (pageCount <= 0) return null;
  const go = (target: number) => {
    if (target === current) return;
    keepFocus.current = !!navRef.current?.contains(document.activeElement);
    onPageChange(target);
  };
  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  return (
    <Nav aria-label={label} ref={navRef}>
      <ul>
        <li>
          <Button size="sm" disabled={atStart} onClick={() => go(1)}>
            First
          </Button>
        </li>
        <li>
          <Button size="sm" disabled={atStart} onClick={() => go(current - 1)}>
            Previous
          </Button>
        </li>
        {pageWindow(current, pageCount, maxPages).map((n) => (
          <li key={n}>
            <Button
              ref={n === current ? currentRef : undefined}
              size="sm"
              variant={n === current ? 'primary' : 'secondary'}
              aria-label={`Page ${n}`}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => go(n)}
            >
              {n}
            </Button>
          </li>
        ))}
        <li>
          <Button size="sm" disabled={atEnd} onClick={() => go(current + 1)}>
            Next
          </Button>
        </li>
        <li>
          <Button size="sm" disabled={atEnd} onClick={() => go(pageCount)}>
            Last
          </Button>
        </li>
      </ul>
    </Nav>
  );
}
