import styled, { css } from 'styled-components';
import type { ButtonSize, ButtonVariant } from './Button';
import { focusRing } from '../../styles/mixins';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.secondaryHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
    border-color: transparent;
    text-decoration: underline;
    padding-left: 0;
    padding-right: 0;
    /* Reads as a link: a label that wraps (a long name in a table) starts each line at the left, not centred. */
    justify-content: flex-start;
    text-align: start;
  `,
};

const sizes = {
  sm: css`
    min-height: ${({ theme }) => theme.sizes.control.sm};
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.sizes.control.md};
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.typography.size.md};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.sizes.control.lg};
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.typography.size.lg};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  /* A label's words stay whole: a row of buttons too tight for them wraps (or overflows) instead of squeezing each
     button until "Close" reads "Clos / e" (the page's \`overflow-wrap: anywhere\` lets boxes shrink below a word). */
  overflow-wrap: break-word;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${focusRing}
  /* aria-disabled: off while an action runs, but keeping the focus (RetryButton, a busy ConfirmDialog). */
  &:disabled,
  &[aria-disabled='true'] {
    background: ${({ theme, $variant }) => ($variant === 'link' ? 'transparent' : theme.colors.disabled)};
    color: ${({ theme }) => theme.colors.onDisabled};
    border-color: transparent;
    cursor: not-allowed;
  }
`;
