import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../styles/mixins';

/** Props of {@link Toggle}. */
export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  /** Visible label. */
  label: ReactNode;
}

const Wrapper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
`;

const Track = styled.input`
  appearance: none;
  position: relative;
  width: 40px;
  height: 22px;
  margin: 0;
  background: ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 16px;
    height: 16px;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.round};
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(18px);
  }
  ${focusRing}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/**
 * An on/off switch (role="switch", toggled with Space). It is a checkbox underneath, so react-hook-form's
 * `register` and `checked`/`onChange` both work.
 */
export const Toggle = forwardRef<HTMLInputElement, ToggleProps>(function Toggle({ label, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? `toggle-${generated}`;
  return (
    <Wrapper htmlFor={inputId}>
      <Track ref={ref} type="checkbox" role="switch" id={inputId} {...rest} />
      <span>{label}</span>
    </Wrapper>
  );
});
