import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@tutoring/design-system';
import { Muted } from '../../../components/layout';

/** One badge shown (name, imageUrl). */
export interface BadgeItem {
  id: number | string;
  name: string;
  imageUrl?: string | null;
}

/** Props of {@link BadgeList}. */
export interface BadgeListProps {
  badges: readonly BadgeItem[];
  /** How many badges the collapsed list may show at most. Default 8. */
  limit?: number;
  /** Badges per row. Default 4. */
  perRow?: number;
}

/** STU-12: the collapsed count: the limit rounded down to whole rows, at least one row. */
export function collapsedCount(limit: number, perRow: number): number {
  const row = Math.max(1, Math.floor(perRow));
  return Math.max(row, Math.floor(Math.max(0, limit) / row) * row);
}

const Grid = styled.ul<{ $perRow: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $perRow }) => $perRow}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.sm};
    text-align: center;
  }
  img {
    width: ${({ theme }) => theme.sizes.avatar.md};
    height: ${({ theme }) => theme.sizes.avatar.md};
    object-fit: contain;
  }
`;

/**
 * STU-12: the student's badges (image and name), collapsed to whole rows within `limit`; "View all" expands and
 * "Show less" collapses. The toggle appears only when there are more badges than the collapsed list shows.
 */
export function BadgeList({ badges, limit = 8, perRow = 4 }: BadgeListProps) {
  const [expanded, setExpanded] = useState(false);
  const max = collapsedCount(limit, perRow);
  const shown = expanded ? badges : badges.slice(0, max);
  if (badges.length === 0) return <Muted>No badges yet.</Muted>;
  return (
    <div>
      <Grid $perRow={Math.max(1, Math.floor(perRow))} aria-label="Badges">
        {shown.map((badge) => (
          <li key={badge.id}>
            {badge.imageUrl ? <img src={badge.imageUrl} alt="" /> : null}
            <span>{badge.name}</span>
          </li>
        ))}
      </Grid>
      {badges.length > max ? (
        <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Show less' : 'View all'}
        </Button>
      ) : null}
    </div>
  );
}
