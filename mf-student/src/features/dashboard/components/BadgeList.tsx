import { BadgeList as DsBadgeList } from '@tutoring/design-system/badge-list';
import { Muted } from '../../../shared/components/layout';

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

/**
 * STU-12: the student's badges (image and name) in the design system's BadgeList: collapsed to whole rows within
 * `limit`, "View all" expands and "Show less" collapses, the toggle only when there are more. "No badges yet." when
 * there are none.
 */
export function BadgeList({ badges, limit = 8, perRow = 4 }: BadgeListProps) {
  if (badges.length === 0) return <Muted>No badges yet.</Muted>;
  return <DsBadgeList badges={badges.map((b) => ({ ...b, id: String(b.id) }))} limit={limit} perRow={perRow} />;
}
