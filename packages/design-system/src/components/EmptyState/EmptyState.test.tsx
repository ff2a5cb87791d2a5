import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { EmptyState } from './EmptyState';
import { Button } from '../Button/Button';

describe('EmptyState', () => {
  it('shows the title, description and action', () => {
    renderWithTheme(
      <EmptyState
        title="There are no upcoming sessions."
        description="Book one to get started."
        action={<Button>Book</Button>}
        icon="📅"
      />,
    );
    expect(screen.getByText('There are no upcoming sessions.')).toBeInTheDocument();
    expect(screen.getByText('Book one to get started.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();
    expect(screen.getByText('📅')).toHaveAttribute('aria-hidden', 'true');
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<EmptyState title="Nothing here" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
