import { useId, useState } from 'react';
import styled from 'styled-components';
// From the shared barrel: this file is the badge-list entry, bundled by the app that imports it.
import { Button } from '@tutoring/design-system';

/** One badge (DOM-67). */
export interface BadgeItem {
  id: string;
  name: string;
  imageUrl?: string | null;
}

/** Props of {@link BadgeList}. */
export interface BadgeListProps {
  badges: ReadonlyArray<BadgeItem>;
  /** Most badges shown while collapsed (STU-12 limit parameter). Default 12. */
  limit?: number;
  /** Badges per row (STU-12 per-row count). Default 6. */
  perRow?: number;
  /** Accessible name of the list. Default "Badges". */
  label?: string;
}

/**
 * STU-12: how many badges the collapsed list shows: whole rows only, the most rows that fit in `limit`, and at least
 * one row.
 */
export function badgeListLimit(limit: number, perRow: number): number {
  const row = Math.max(1, Math.floor(perRow));
  return Math.max(row, Math.floor(Math.max(0, limit) / row) * row);
}

/* `perRow` columns where they fit; on a narrow screen fewer, each wide enough for a badge's name ("Perfect
   Attendance" at 390 px broke inside "Attendance" in four columns of 72 px). */
const Grid = styled.ul<{ $perRow: number }>`
  --badge-gap: ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(
      max(6rem, calc((100% - ${({ $perRow }) => $perRow - 1} * var(--badge-gap)) / ${({ $perRow }) => $perRow})),
      1fr
    )
  );
  gap: var(--badge-gap);
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Badge = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.size.sm};
  img {
    width: 48px;
    height: 48px;
    object-fit: contain;
  }
`;

/** STU-12: a student's badges, collapsed to whole rows, with "View all" / "Show less" only when there are more. */
export function BadgeList({ badges, limit = 12, perRow = 6, label = 'Badges' }: BadgeListProps) {
  const listId = `badges-${useId()}`;
  const [expanded, setExpanded] = useState(false);
  const collapsedCount = badgeListLimit(limit, perRow);
  const hasMore = badges.length > collapsedCount;
  const shown = expanded || !hasMore ? badges : badges.slice(0, collapsedCount);
  return (
    <div>
      <Grid id={listId} aria-label={label} $perRow={Math.max(1, perRow)}>
        {shown.map((badge) => (
          <Badge key={badge.id}>
            {badge.imageUrl ? <img src={badge.imageUrl} alt="" /> : null}
            <span>{badge.name}</span>
          </Badge>
        ))}
      </Grid>
      {hasMore ? (
        <Button variant="link" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show less' : 'View all'}
        </Button>
      ) : null}
    </div>
  );
}
