import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { Link } from './Link';

describe('Link', () => {
  it('renders an anchor to its href', () => {
    renderWithTheme(<Link href="/parents/1">View parent</Link>);
    expect(screen.getByRole('link', { name: 'View parent' })).toHaveAttribute('href', '/parents/1');
  });
  it('opens external links safely in a new tab and says so', () => {
    renderWithTheme(
      <Link href="https://example.com" external>
        Help
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Help (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Link href="/x">Go</Link>);
    expect(await axe(container)).toHaveNoViolations();
  });
});
