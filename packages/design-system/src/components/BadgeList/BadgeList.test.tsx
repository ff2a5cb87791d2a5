import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { BadgeList, badgeListLimit } from './BadgeList';

const badges = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: String(i), name: `Badge ${i + 1}`, imageUrl: `/b${i}.png` }));

describe('BadgeList', () => {
  it('STU-12: collapses to whole rows within the limit', () => {
    expect(badgeListLimit(10, 4)).toBe(8);
    expect(badgeListLimit(12, 6)).toBe(12);
    expect(badgeListLimit(2, 4)).toBe(4);
  });
  it('STU-12: "View all" expands and "Show less" collapses', async () => {
    renderWithTheme(<BadgeList badges={badges(10)} limit={10} perRow={4} />);
    const list = screen.getByRole('list', { name: 'Badges' });
    expect(list.querySelectorAll('li')).toHaveLength(8);
    const toggle = screen.getByRole('button', { name: 'View all' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(list.querySelectorAll('li')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(list.querySelectorAll('li')).toHaveLength(8);
  });
  it('STU-12: no toggle when there are not more badges than the limit', () => {
    renderWithTheme(<BadgeList badges={badges(8)} limit={10} perRow={4} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<BadgeList badges={badges(10)} limit={4} perRow={4} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
