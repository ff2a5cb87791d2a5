import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports its value', () => {
    renderWithTheme(<ProgressBar label="Points" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Points' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });
  it('caps the width at 100 but shows the real value', () => {
    renderWithTheme(<ProgressBar label="Delivery" value={135} />);
    const bar = screen.getByRole('progressbar', { name: 'Delivery' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '135%');
    expect((bar.firstChild as HTMLElement).style.width).toBe('100%');
    expect(screen.getByText('135%')).toBeInTheDocument();
  });
  it('fills nothing for a negative or unknown value (DOM-28, the domain rule)', () => {
    renderWithTheme(
      <>
        <ProgressBar label="Behind" value={-20} />
        <ProgressBar label="Unknown" value={Number.NaN} />
      </>,
    );
    for (const name of ['Behind', 'Unknown']) {
      const bar = screen.getByRole('progressbar', { name });
      expect(bar).toHaveAttribute('aria-valuenow', '0');
      expect((bar.firstChild as HTMLElement).style.width).toBe('0%');
    }
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<ProgressBar label="Points" value={50} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
