import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@tutoring/design-system';
import { unavailableDatesSummary } from '@tutoring/domain';

const Popup = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** Props of {@link UnavailableDates}. */
export interface UnavailableDatesProps {
  /** The unavailable dates, already formatted (MM/DD/YYYY h:mma). */
  dates: readonly string[];
  /** Whose dates they are (for the button's accessible name). */
  name: string;
}

/**
 * STF-18, DS-26: a button with the number of missing sessions that opens a popup listing the unavailable dates: at
 * most 5, then "and N other times" (omitted when N = 0).
 */
export function UnavailableDates({ dates, name }: UnavailableDatesProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (dates.length === 0) return <span>0</span>;
  const { shown, moreText } = unavailableDatesSummary(dates);
  return (
    <span style={{ position: 'relative' }}>
      <Button
        size="sm"
        variant="link"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${dates.length} unavailable dates for ${name}`}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {dates.length}
      </Button>
      {open ? (
        <Popup id={id} role="group" aria-label={`Unavailable dates for ${name}`}>
          <ul>
            {shown.map((date, index) => (
              <li key={`${date}-${index}`}>{date}</li>
            ))}
          </ul>
          {moreText ? <p>{moreText}</p> : null}
        </Popup>
      ) : null}
    </span>
  );
}
