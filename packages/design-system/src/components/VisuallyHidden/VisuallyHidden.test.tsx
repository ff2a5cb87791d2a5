import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    renderWithTheme(
      <button type="button">
        ✕<VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '✕ Close' })).toBeInTheDocument();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <p>
        Total <VisuallyHidden>in US dollars</VisuallyHidden>
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
