import { fireEvent, screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    renderWithTheme(<Avatar src="/a.png" name="Jane Doe" />);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', '/a.png');
  });
  it('falls back to initials without a picture', () => {
    renderWithTheme(<Avatar name="Jane van Doe" />);
    expect(screen.getByRole('img', { name: 'Jane van Doe' })).toHaveTextContent('JD');
    expect(initialsOf('cher')).toBe('C');
  });
  it('DS-24: a failed image load calls onLoadError and shows the initials instead of throwing', () => {
    const onLoadError = jest.fn();
    renderWithTheme(<Avatar src="/broken.png" name="Jane Doe" onLoadError={onLoadError} />);
    fireEvent.error(screen.getByRole('img'));
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveTextContent('JD');
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <>
        <Avatar src="/a.png" name="Jane Doe" />
        <Avatar name="Ann Lee" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
