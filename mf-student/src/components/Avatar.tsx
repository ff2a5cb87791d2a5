import styled from 'styled-components';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Image URL; without it the initials are shown. */
  url?: string | null;
  /** Person's name: the image's alternative text and the source of the initials. */
  name: string;
  /** Default 'sm'. */
  size?: 'sm' | 'md' | 'lg';
  /** Hidden from assistive technology (when the name is already written beside it). */
  decorative?: boolean;
}

const Frame = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => theme.sizes.avatar[$size]};
  height: ${({ theme, $size }) => theme.sizes.avatar[$size]};
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Initials of a name ("Maria S" -> "MS"). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * A round person picture (the design system has no Avatar yet, see README): the image with the name as its
 * alternative text, or the initials when there is no image.
 */
export function Avatar({ url, name, size = 'sm', decorative = false }: AvatarProps) {
  if (decorative) {
    return (
      <Frame $size={size} aria-hidden="true">
        {url ? <img src={url} alt="" /> : <span>{initialsOf(name)}</span>}
      </Frame>
    );
  }
  return (
    <Frame $size={size}>
      {url ? <img src={url} alt={name} /> : <span role="img" aria-label={name}>{initialsOf(name)}</span>}
    </Frame>
  );
}
