import { useId, useState } from 'react';
import styled from 'styled-components';
import { focusOutline, visuallyHidden } from '../../styles/mixins';

/** DS-18: number of stars. */
export const STAR_COUNT = 5;

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** Rating 0..5 (fractions allowed when read-only, e.g. a tutor's 4.6 average). */
  value: number | null | undefined;
  /** Input mode: called with 1..5. Without it (or with `readOnly`) the rating is display only. */
  onChange?: (value: number) => void;
  /** Force display mode. */
  readOnly?: boolean;
  /** Accessible name of the input group. Default "Rating". */
  label?: string;
  /** Star size. Default 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** Show "4.6 / 5" beside the stars in display mode. */
  showValue?: boolean;
  disabled?: boolean;
  /**
   * Input mode: the validation message (DS-30), written under the stars. The group is then `aria-invalid` and
   * described by it (each star too, so focusing one reads it), and FormModal's Save focuses its first star.
   */
  error?: string | null;
}

const fontSize = { sm: '1rem', md: '1.5rem', lg: '2rem' } as const;

const Stars = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ $size }) => fontSize[$size]};
  line-height: 1;
`;
const Star = styled.span<{ $fill: number }>`
  position: relative;
  display: inline-block;
  color: ${({ theme }) => theme.colors.border};
  &::after {
    content: '★';
    position: absolute;
    left: 0;
    top: 0;
    width: ${({ $fill }) => `${Math.round($fill * 100)}%`};
    overflow: hidden;
    color: ${({ theme }) => theme.colors.star};
  }
`;
const ValueText = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
`;
const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.typography.size.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;
const Legend = styled.legend`
  ${visuallyHidden}
`;
const RadioLabel = styled.label`
  cursor: pointer;
  input {
    ${visuallyHidden}
  }
  &:focus-within span {
    ${focusOutline('1px')}
  }
`;

/**
 * DS-18: five stars. Display mode shows a value out of 5 (tutor bio) and is read as "4.6 out of 5 stars". Input mode
 * (reviews) is a radio group: Tab in, arrow keys pick 1..5, each star is named "N star(s)".
 */
export function StarRating({
  value,
  onChange,
  readOnly = false,
  label = 'Rating',
  size = 'md',
  showValue = false,
  disabled = false,
  error,
}: StarRatingProps) {
  const name = `stars-${useId()}`;
  const errorId = error ? `${name}-error` : undefined;
  const [hover, setHover] = useState<number | null>(null);
  const current = Math.max(0, Math.min(STAR_COUNT, value ?? 0));
  const stars = Array.from({ length: STAR_COUNT }, (_, i) => i + 1);

  if (readOnly || !onChange) {
    const text = `${Number(current.toFixed(1))} out of ${STAR_COUNT} stars`;
    return (
      <Stars $size={size} role="img" aria-label={text}>
        {stars.map((star) => (
          <Star key={star} $fill={Math.max(0, Math.min(1, current - (star - 1)))} aria-hidden="true">
            ★
          </Star>
        ))}
        {showValue ? <ValueText aria-hidden="true">{`${Number(current.toFixed(1))} / ${STAR_COUNT}`}</ValueText> : null}
      </Stars>
    );
  }

  const shown = hover ?? current;
  return (
    <Group
      onMouseLeave={() => setHover(null)}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
    >
      <Legend>{label}</Legend>
      <Stars $size={size}>
        {stars.map((star) => (
          <RadioLabel key={star} onMouseEnter={() => setHover(star)}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={current === star}
              // One stop on the Tab path: the chosen star, else the first (a roving tabindex). Chromium's own rule for
              // a group with none chosen made "2 stars" a second stop after a dialog had focused "1 star".
              tabIndex={star === (current || 1) ? 0 : -1}
              onChange={() => onChange(star)}
              aria-label={`${star} star${star === 1 ? '' : 's'}`}
              aria-describedby={errorId}
            />
            <Star $fill={shown >= star ? 1 : 0} aria-hidden="true">
              ★
            </Star>
          </RadioLabel>
        ))}
      </Stars>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Group>
  );
}
