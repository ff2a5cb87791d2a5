import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link Notice}. */
export interface NoticeProps {
  /** 'error' is announced at once (role="alert"); 'warning' and 'info' politely (role="status"). */
  tone?: 'error' | 'warning' | 'info';
  children: ReactNode;
}

const Box = styled.div<{ $tone: NonNullable<NoticeProps['tone']> }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 4px;
  border-left-color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'warning' ? theme.colors.warningText : theme.colors.info)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerText : $tone === 'warning' ? theme.colors.warningText : theme.colors.text)};
`;

/** An inline message block (built here: the design system has no inline alert yet). */
export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
