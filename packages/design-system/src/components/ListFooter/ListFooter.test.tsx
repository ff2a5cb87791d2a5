import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { ListFooter } from './ListFooter';

function Harness({
  totalCount = 120,
  onChange = () => undefined,
}: {
  totalCount?: number;
  onChange?: (n: { page: number; pageSize: number }) => void;
}) {
  const [state, setState] = useState({ page: 1, pageSize: 25 });
  return (
    <ListFooter
      {...state}
      totalCount={totalCount}
      onChange={(next) => {
        setState(next);
        onChange(next);
      }}
    />
  );
}

describe('ListFooter', () => {
  it('shows "startIndex-endIndex of totalCount"', async () => {
    renderWithTheme(<Harness />);
    expect(screen.getByText('1-25 of 120')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('101-120 of 120')).toBeInTheDocument();
  });
  it('DS-08: changing the page size returns to page 1', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, pageSize: 25 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
    expect(screen.getByText('1-50 of 120')).toBeInTheDocument();
  });
  it('shows 0-0 for an empty list', () => {
    renderWithTheme(<Harness totalCount={0} />);
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Harness />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
