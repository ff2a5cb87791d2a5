import styled, { css } from 'styled-components';
import type { ToastKind } from './toastStore';

export const Region = styled.section`
  position: fixed;
  /* Bottom right: a toast never covers the header's controls (notifications, sign out), on a phone neither. */
  bottom: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(360px, calc(100vw - 32px));
  pointer-events: none;
  /* While a dialog is open (placement.ts): beside it, at the top, as wide as the room right of it allows... */
  &[data-placement='beside'] {
    top: ${({ theme }) => theme.space.lg};
    bottom: auto;
    width: var(--ds-toast-width);
  }
  /* ...or, with no room there (a phone, an xl dialog), compact in a band across the top that the dialog's backdrop
     keeps clear of (Modal's Overlay starts below it): covering neither the dialog's ✕ and title nor its Save. */
  &[data-placement='band'] {
    top: ${({ theme }) => theme.space.xs};
    bottom: auto;
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    width: auto;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const kinds = {
  success: css`
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onSuccess};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.info};
    color: ${({ theme }) => theme.colors.onInfo};
  `,
  error: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  `,
};

export const ToastCard = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ $kind }) => kinds[$kind]}
  button {
    color: inherit;
  }
  [data-placement='band'] > & {
    align-items: center;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.typography.size.sm};
    strong {
      display: inline;
      margin-right: ${({ theme }) => theme.space.xs};
    }
  }
`;

export const ToastText = styled.div`
  flex: 1;
  strong {
    display: block;
  }
`;
