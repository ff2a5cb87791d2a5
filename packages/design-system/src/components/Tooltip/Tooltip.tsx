import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The hint. Keep it short and non-essential: it is not reachable on touch screens. */
  content: ReactNode;
  /** One focusable element (a button, a link) that the tooltip describes. */
  children: ReactElement<Record<string, unknown>>;
  /** Default 'top'. */
  placement?: 'top' | 'bottom';
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;
const Tip = styled.span<{ $placement: 'top' | 'bottom' }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  left: 50%;
  transform: translateX(-50%);
  ${({ $placement, theme }) => ($placement === 'top' ? `bottom: calc(100% + ${theme.space.xs});` : `top: calc(100% + ${theme.space.xs});`)}
  width: max-content;
  max-width: ${({ theme }) => theme.sizes.tooltipMaxWidth};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.onTooltip};
  background: ${({ theme }) => theme.colors.tooltip};
  border-radius: ${({ theme }) => theme.radii.md};
  pointer-events: none;
`;

/**
 * A hint shown while its trigger is hovered or focused (WCAG 1.4.13: Escape dismisses it, it stays while hovered).
 * The trigger gets aria-describedby pointing at the tooltip (role="tooltip").
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = `tooltip-${useId()}`;
  const [open, setOpen] = useState(false);
  if (!isValidElement(children)) return children;
  const describedBy =
    [children.props['aria-describedby'] as string | undefined, open ? id : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Anchor
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {open ? (
        <Tip role="tooltip" id={id} $placement={placement}>
          {content}
        </Tip>
      ) : null}
    </Anchor>
  );
}
