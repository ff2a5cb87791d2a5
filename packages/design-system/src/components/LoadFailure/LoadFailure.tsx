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

/**
 * What a page, a section or a dialog shows in its own place when the data it reads could not be loaded: "We could
 * not load {what}." with "Please try again." and a Retry button that asks again for that data only. Announced at once
 * (`role="alert"`). A list screen's failed page is not one of these: it shows its empty page 1 (API-07).
 */
export function LoadFailure({ what, onRetry }: LoadFailureProps) {
  return (
    <Box role="alert">
      <Title>{TEXTS.title(what)}</Title>
      <p>{TEXTS.message}</p>
      <RetryButton onRetry={onRetry} />
    </Box>
  );
}
