import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Colour of an {@link Alert}: each pairs a background with its contrasting text colour of the theme (WCAG AA in both
 * themes) and a border. `warning` is a request to act that is neither an error nor a mere note.
 */
export type AlertTone = 'danger' | 'success' | 'info' | 'warning';

/** Props of {@link Alert}; other div attributes (e.g. `aria-label`, `role`) pass through. */
export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  /** Default 'danger' (the form errors of FormModal, DS-03). */
  tone?: AlertTone;
  children: ReactNode;
}

/** Per tone: background, text and border colour roles. The warning fill is pale in the light theme, so it has its own border. */
const TONES = {
  danger: ['danger', 'onDanger', 'danger'],
  success: ['success', 'onSuccess', 'success'],
  info: ['info', 'onInfo', 'info'],
  warning: ['warning', 'onWarning', 'warningBorder'],
} as const;

const Box = styled.div<{ $tone: AlertTone }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme, $tone }) => theme.colors[TONES[$tone][1]]};
  background: ${({ theme, $tone }) => theme.colors[TONES[$tone][0]]};
  border: 1px solid ${({ theme, $tone }) => theme.colors[TONES[$tone][2]]};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A message block inside a page or form, announced at once (`role="alert"` unless another role is given). */
export function Alert({ tone = 'danger', role = 'alert', ...rest }: AlertProps) {
  return <Box role={role} $tone={tone} {...rest} />;
}
