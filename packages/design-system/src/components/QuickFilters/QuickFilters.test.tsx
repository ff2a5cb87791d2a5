import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axe, renderWithTheme } from '../../../test/render';
import { QuickFilters } from './QuickFilters';

const FILTERS = [
  { id: 'mine', label: 'My sessions', description: 'Sessions you teach' },
  { id: 'today', label: 'Today' },
] as const;

function List({ onChange }: { onChange: (id: string | null) => void }) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <QuickFilters
      label="Quick filters"
      filters={FILTERS}
      active={active}
      onChange={(id) => {
        onChange(id);
        setActive(id);
      }}
    />
  );
}

describe('QuickFilters', () => {
  it('is a named group of toggle buttons, at most one pressed; pressing the one in effect turns it off', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<List onChange={onChange} />);
    const group = within(screen.getByRole('group', { name: 'Quick filters' }));
    const mine = group.getByRole('button', { name: 'My sessions' });
    const today = group.getByRole('button', { name: 'Today' });
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    expect(mine).toHaveAttribute('title', 'Sessions you teach');
    await user.click(mine);
    expect(onChange).toHaveBeenLastCalledWith('mine');
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    await user.click(today);
    expect(onChange).toHaveBeenLastCalledWith('today');
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    expect(today).toHaveAttribute('aria-pressed', 'true');
    await user.click(today);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(today).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <QuickFilters label="Quick filters" filters={FILTERS} active="today" onChange={jest.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
