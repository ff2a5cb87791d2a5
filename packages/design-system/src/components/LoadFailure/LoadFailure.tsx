import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  /**
   * What could not be loaded, as the end of "We could not load …": "this session", "your badges", "the exams".
   */
  what: string;
  /**
   * Asks for the data again (e.g. `() => query.refetch()`). While the promise it returns runs, the button says
   * "Retrying…" and ignores clicks; it keeps the focus, so a retry that fails again (or rejects) leaves the person on
   * Retry.
   */
  onRetry: () => unknown;
}

/** Its texts (ours: the spec gives none; the wording the product's load failures already used, with the areas' Retry). */
const TEXTS = {
  title: (what: string) => `We could not load ${what}.`,
  message: 'Please try again.',
  retry: 'Retry',
  retrying: 'Retrying…',
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

/**
 * What a page, a section or a dialog shows in its own place when the data it reads could not be loaded: "We could
 * not load {what}." with "Please try again." and a Retry button that asks again for that data only. Announced at once
 * (`role="alert"`). A list screen's failed page is not one of these: it shows its empty page 1 (API-07).
 */
export function LoadFailure({ what, onRetry }: LoadFailureProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The failure stays on screen with its Retry; the data layer has told the error (its toast policy).
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Box role="alert">
      <Title>{TEXTS.title(what)}</Title>
      <p>{TEXTS.message}</p>
      {/* Not `disabled` while retrying: a disabled button drops the focus. */}
      <Button
        type="button"
        aria-disabled={retrying || undefined}
        aria-busy={retrying || undefined}
        onClick={() => void retry()}
      >
        {retrying ? TEXTS.retrying : TEXTS.retry}
      </Button>
    </Box>
  );
}
