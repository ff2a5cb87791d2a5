import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Pagination, pageWindow } from './Pagination';

function Harness({
  pageCount = 20,
  maxPages,
  onPage = () => undefined,
}: {
  pageCount?: number;
  maxPages?: number;
  onPage?: (p: number) => void;
}) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      maxPages={maxPages}
      onPageChange={(p) => {
        setPage(p);
        onPage(p);
      }}
    />
  );
}

const numbers = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('Pagination', () => {
  it('DS-09: has "First", "Previous", page numbers, "Next" and "Last"', () => {
    renderWithTheme(<Harness />);
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels[0]).toBe('First');
    expect(labels[1]).toBe('Previous');
    expect(labels.slice(-2)).toEqual(['Next', 'Last']);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('DS-09: shows at most 7 page numbers by default, and the maxPages prop changes it', () => {
    const { unmount } = renderWithTheme(<Harness />);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    unmount();
    renderWithTheme(<Harness maxPages={3} />);
    expect(numbers()).toEqual(['1', '2', '3']);
  });

  it('moves between pages and marks the current one', async () => {
    const onPage = jest.fn();
    renderWithTheme(<Harness onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(onPage).toHaveBeenLastCalledWith(20);
    expect(numbers()).toEqual(['14', '15', '16', '17', '18', '19', '20']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 17' }));
    expect(screen.getByRole('button', { name: 'Page 17' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(16);
  });

  it('keeps the keyboard where it was when a pressed button disables itself: "Last" and "First" leave the focus on the current page', async () => {
    renderWithTheme(<Harness pageCount={20} />);
    screen.getByRole('button', { name: 'Last' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 20' })).toHaveFocus();
    screen.getByRole('button', { name: 'Previous' }).focus();
    await userEvent.keyboard('{Enter}');
    // Still enabled: the focus stays on the button pressed.
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    screen.getByRole('button', { name: 'First' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
  });

  it('centres the window on the current page', () => {
    expect(pageWindow(10, 20, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(2, 3, 7)).toEqual([1, 2, 3]);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Harness />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
