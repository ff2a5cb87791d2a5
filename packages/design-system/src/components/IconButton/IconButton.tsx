import { forwardRef } from 'react';
import styled from 'styled-components';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { focusRing } from '../../styles/mixins';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Accessible name: required, since the button shows only an icon. Also used as the tooltip (title). */
  'aria-label': string;
  /** The icon (an inline SVG or a glyph); hidden from assistive technology. */
  icon: ReactNode;
  /** Default 'md'. */
  size?: 'sm' | 'md' | 'lg';
}

const StyledIconButton = styled.button<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => theme.sizes.control[$size]};
  height: ${({ theme, $size }) => theme.sizes.control[$size]};
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  font-size: ${({ theme }) => theme.typography.size.md};
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
  /* aria-disabled: off while an action runs, but keeping the focus (RetryButton, a busy ConfirmDialog). */
  &:disabled,
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

/** A square button that shows only an icon. Its `aria-label` is mandatory. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, size = 'md', type = 'button', title, ...rest },
  ref,
) {
  return (
    <StyledIconButton ref={ref} type={type} $size={size} title={title ?? rest['aria-label']} {...rest}>
      <span aria-hidden="true">{icon}</span>
    </StyledIconButton>
  );
});
