import { UnavailableDatesPopup } from '@tutoring/design-system/extras';

/** Props of {@link UnavailableDates}. */
export interface UnavailableDatesProps {
  /** The unavailable dates, already formatted (MM/DD/YYYY h:mma). */
  dates: readonly string[];
  /** Whose dates they are (for the button's accessible name). */
  name: string;
}

/**
 * STF-18, DS-26: the number of missing sessions as the design system's one unavailable-dates popup (at most 5
 * dates, then "and N other times"); a plain 0 when nothing is missing.
 */
export function UnavailableDates({ dates, name }: UnavailableDatesProps) {
  if (dates.length === 0) return <span>0</span>;
  return (
    <UnavailableDatesPopup
      dates={dates}
      label={dates.length}
      aria-label={`${dates.length} unavailable dates for ${name}`}
      listLabel={`Unavailable dates for ${name}`}
      renderDate={String}
    />
  );
}
