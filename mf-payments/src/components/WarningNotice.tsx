import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link WarningNotice}. */
export interface WarningNoticeProps {
  children: ReactNode;
}

const Box = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warningText};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.warningText};
`;

/**
 * A standing warning in place, announced politely (`role="status"`): the theme's `warningText` on `surface` (the only
 * warning pair that passes WCAG AA). Errors and notes use the design system's `Alert`, which has no warning tone.
 */
export function WarningNotice({ children }: WarningNoticeProps) {
  return <Box role="status">{children}</Box>;
}
