import { useEffect, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Image URL (avatarUrl). When absent or failing, the initials are shown. */
  src?: string | null;
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Default 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** DS-24: called when the image fails to load (instead of throwing); the initials are shown. */
  onLoadError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/** Up to two initials: the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const Circle = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => theme.sizes.avatar[$size]};
  height: ${({ theme, $size }) => theme.sizes.avatar[$size]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.onInfo};
  background: ${({ theme }) => theme.colors.info};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.typography.size.xl : $size === 'md' ? theme.typography.size.md : theme.typography.size.xs)};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A person's picture, falling back to their initials when there is none or it fails to load (DS-24). */
export function Avatar({ src, name, size = 'md', onLoadError }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed) {
    return (
      <Circle $size={size} role="img" aria-label={name}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </Circle>
    );
  }
  return (
    <Circle $size={size}>
      <img
        src={src}
        alt={name}
        onError={(event) => {
          setFailed(true);
          onLoadError?.(event);
        }}
      />
    </Circle>
  );
}
