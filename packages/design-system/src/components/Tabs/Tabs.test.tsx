import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Tabs } from './Tabs';

const items = [
  { id: 'all', label: 'All', content: 'All items' },
  { id: 'note', label: 'Note', content: 'Notes only' },
  { id: 'call', label: 'Call', content: 'Calls only', disabled: true },
  { id: 'email', label: 'Email', content: 'Emails only' },
];

describe('Tabs', () => {
  it('selects with a click and shows the matching panel', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Tabs label="Contact history" items={items} onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Contact history' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('All items');
    await userEvent.click(screen.getByRole('tab', { name: 'Note' }));
    expect(onChange).toHaveBeenCalledWith('note');
    expect(screen.getByRole('tab', { name: 'Note' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Note' })).toHaveTextContent('Notes only');
  });
  it('moves with arrow keys, skipping disabled tabs and wrapping; Home and End', async () => {
    renderWithTheme(<Tabs label="History" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Tabs label="History" items={items} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
