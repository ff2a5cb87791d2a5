import styled from 'styled-components';
import type { ModalSize } from './Modal';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  /* Toasts in the top band (a phone, an xl dialog; Toast/placement.ts): the backdrop's scrolling area starts below
     them (a border is outside it, so nothing of the dialog scrolls under the band), within its own top margin when
     the band fits there. The border takes the backdrop's colour (the background stops at it: Chromium paints a
     scrolling box's background inside its borders). */
  border-top: var(--ds-toast-band, 0px) solid ${({ theme }) => theme.colors.overlay};
  padding-top: max(
    ${({ theme }) => theme.space.sm},
    calc(${({ theme }) => theme.space.xxl} - var(--ds-toast-band, 0px))
  );
  background: ${({ theme }) => theme.colors.overlay};
  background-clip: padding-box;
  overflow-y: auto;
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  width: 100%;
  max-width: ${({ theme, $size }) => theme.sizes.modal[$size]};
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
`;
