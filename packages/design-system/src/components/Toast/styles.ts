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
  /* While a dialog is open (Modal marks the body), at the top: at the bottom a toast covered the dialog's Save, and
     hovering it there held it; the header's controls are behind the dialog's overlay anyway. */
  body[data-modal-open] & {
    top: ${({ theme }) => theme.space.lg};
    bottom: auto;
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
`;

export const ToastText = styled.div`
  flex: 1;
  strong {
    display: block;
  }
`;
