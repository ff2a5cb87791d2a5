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
  children?: ReactNode;
  /** Messages listed after `children`, one list item each (e.g. a rejected save's server errors). */
  messages?: readonly string[];
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

const MessageList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/**
 * A message block inside a page or form, announced at once (`role="alert"` unless another role is given). With
 * neither `children` nor a message it renders nothing.
 */
export function Alert({ tone = 'danger', role = 'alert', children, messages = [], ...rest }: AlertProps) {
  if ((children === undefined || children === null || children === false) && messages.length === 0) return null;
  return (
    <Box role={role} $tone={tone} {...rest}>
      {children}
      {messages.length > 0 ? (
        <MessageList>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </MessageList>
      ) : null}
    </Box>
  );
}
