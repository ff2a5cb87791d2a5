import { css } from 'styled-components';

/**
 * The keyboard focus ring's declarations, from the theme: the one ring of every component and of GlobalStyle.
 * `offset` -2px draws it inside the box (tabs, calendar slots: their neighbours would cover it), 1px hugs a control.
 */
export const focusOutline = (offset = '2px') => css`
  outline: 2px solid ${({ theme }) => theme.colors.focus};
  outline-offset: ${offset};
`;

/** Visible focus ring for keyboard users, from the theme. */
export const focusRing = css`
  &:focus-visible {
    ${focusOutline()}
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Shared look of text-like inputs. */
export const inputBase = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerText : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    ${focusOutline('1px')}
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
