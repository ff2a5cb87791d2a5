import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The message, e.g. "There are no upcoming sessions." */
  title: ReactNode;
  /** More detail or a hint. */
  description?: ReactNode;
  /** An action (e.g. a Button to create the first record). */
  action?: ReactNode;
  /** Decorative icon or illustration. */
  icon?: ReactNode;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;
const Icon = styled.div`
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

/** What a list, table or panel shows when it has nothing to show. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Box>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title>{title}</Title>
      {description ? <div>{description}</div> : null}
      {action}
    </Box>
  );
}
