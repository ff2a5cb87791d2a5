import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, unavailableDatesSummary, type DateTimeInput } from '@tutoring/domain';
import { Button, useTimeZone } from '@tutoring/design-system';

/** Props of {@link UnavailableDatesPopup}. */
export interface UnavailableDatesPopupProps {
  /** The dates the tutor/session is unavailable. */
  dates: ReadonlyArray<DateTimeInput>;
  /** Trigger label. Default "Unavailable dates (N)". */
  label?: ReactNode;
  /** How many dates are listed before "and N other times". Default 5 (DS-26). */
  max?: number;
  /** Custom date rendering; default MM/DD/YYYY in the user's zone. */
  renderDate?: (date: DateTimeInput) => ReactNode;
  /** Accessible name of the trigger when `label` alone does not say what it opens (e.g. a bare count). */
  'aria-label'?: string;
  /** Accessible name of the open list (it is then a labelled group), e.g. "Unavailable dates for Tom Teacher". */
  listLabel?: string;
}

const Anchor = styled.span`
  position: relative;
  display: inline-block;
`;
const Popup = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  min-width: 200px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * DS-26: a button that opens a small list of unavailable dates: at most 5, then "and N other times" (omitted when
 * N = 0). Escape or a click outside closes it and focus returns to the button.
 */
export function UnavailableDatesPopup({
  dates,
  label,
  max,
  renderDate,
  'aria-label': ariaLabel,
  listLabel,
}: UnavailableDatesPopupProps) {
  const [open, setOpen] = useState(false);
  const popupId = `unavailable-${useId()}`;
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { shown, moreText } = unavailableDatesSummary(dates, max);
  const timeZone = useTimeZone();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (anchor.current && !anchor.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <Anchor
      ref={anchor}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <Button
        ref={button}
        size="sm"
        variant="link"
        aria-expanded={open}
        aria-controls={popupId}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label ?? `Unavailable dates (${dates.length})`}
      </Button>
      <Popup id={popupId} hidden={!open} {...(listLabel ? { role: 'group', 'aria-label': listLabel } : {})}>
        <ul>
          {shown.map((date, index) => (
            <li key={`${String(date)}-${index}`}>{renderDate ? renderDate(date) : formatDate(date, timeZone)}</li>
          ))}
        </ul>
        {moreText ? <p>{moreText}</p> : null}
      </Popup>
    </Anchor>
  );
}
