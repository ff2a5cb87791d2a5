import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { RetryButton } from '../RetryButton/RetryButton';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  /**
   * What could not be loaded, as the end of "We could not load …": "this session", "your badges", "the exams".
   */
  what: string;
  /** Asks for the data again (e.g. `() => query.refetch()`), through a {@link RetryButton}. */
  onRetry: () => unknown;
}

/** Its texts (ours: the spec gives none; the wording the product's load failures already used). */
const TEXTS = {
  title: (what: string) => `We could not load ${what}.`,
  message: 'Please try again.',
} as const;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;
const Title = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** Where the focus goes once a failure that had it is replaced: the heading of its section, dialog or page. */
const PLACE = 'section, [role="region"], [role="dialog"], main';
const HEADING = 'h1, h2, h3, h4, h5, h6';

/**
 * When the failure leaves the page while the focus is on it (Retry brought the data, which takes its place), the focus
 * would fall to the page's body. It goes to the heading of the section, dialog or page the failure stood in instead
 * (made focusable by script only, `tabindex="-1"`), so a keyboard or screen-reader user stays where they were.
 */
function useFocusKeptOnRecovery() {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    // Runs while the failure is still in the document, just before it is removed.
    return () => {
      if (!element?.contains(document.activeElement)) return;
      const place = element.parentElement?.closest<HTMLElement>(PLACE) ?? element.parentElement;
      setTimeout(() => {
        if (!place?.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
        const heading = place.querySelector<HTMLElement>(HEADING) ?? place;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      });
    };
  }, []);
  return box;
}

/**
 * What a page, a section or a dialog shows in its own place when the data it reads could not be loaded: "We could
 * not load {what}." with "Please try again." and a Retry button that asks again for that data only. Announced at once
 * (`role="alert"`). When Retry brings the data, the focus moves to the heading of the section, dialog or page it stood
 * in. A list screen's failed page is not one of these: it shows its empty page 1 (API-07).
 */
export function LoadFailure({ what, onRetry }: LoadFailureProps) {
  const box = useFocusKeptOnRecovery();
  return (
    <Box ref={box} role="alert">
      <Title>{TEXTS.title(what)}</Title>
      <p>{TEXTS.message}</p>
      <RetryButton onRetry={onRetry} />
    </Box>
  );
}
