import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    renderWithTheme(<Spinner label="Loading sessions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions');
  });
  it('is silent when decorative', () => {
    renderWithTheme(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
