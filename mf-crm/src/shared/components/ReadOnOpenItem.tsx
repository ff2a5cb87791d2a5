import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';
import { useCurrentUser } from '@tutoring/platform';
import { regardingLabel, regardingPath, type RegardingRef } from './regarding';

const Item = styled.li<{ $unread: boolean }>`
  list-style: none;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.typography.weight.bold : theme.typography.weight.regular)};
`;

/** Whether an item read by opening it (a contact history, an inbox activity) is still unread. */
export const isUnread = (item: { readAt?: string | null; read?: boolean | null }): boolean =>
  !item.readAt && item.read !== true;

/** Props of {@link ReadOnOpenItem}. */
export interface ReadOnOpenItemProps {
  /** The item's title, the text of the button that opens it. */
  title: ReactNode;
  unread: boolean;
  /** Whether its body is shown. */
  open: boolean;
  onToggle: () => void;
  createdAt?: string | null;
  /** The record it is about: a link when the record has a page, else its label. */
  regarding?: RegardingRef | null;
  body?: ReactNode;
}

/**
 * One item of a list read by opening it (contact histories CRM-27, inbox activities CRM-28): bold and marked
 * "(unread)" until read, its title a button that shows its body, then when it was created (the user's time zone)
 * and the record it is about.
 */
export function ReadOnOpenItem({ title, unread, open, onToggle, createdAt, regarding, body }: ReadOnOpenItemProps) {
  const timeZone = useCurrentUser()?.timeZone;
  const path = regardingPath(regarding);
  return (
    <Item $unread={unread}>
      <Button variant="link" aria-expanded={open} onClick={onToggle}>
        {unread ? <span>(unread) </span> : null}
        {title}
      </Button>{' '}
      <small>{createdAt ? `${formatDate(createdAt, timeZone)} ${formatTime(createdAt, timeZone)}` : ''}</small>{' '}
      {path ? <Link to={path}>{regardingLabel(regarding)}</Link> : <span>{regardingLabel(regarding)}</span>}
      {open ? <p>{body}</p> : null}
    </Item>
  );
}
