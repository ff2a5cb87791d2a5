import { useId, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  figcaption {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** One bar series. */
export interface BarSeries {
  key: string;
  label: string;
}

/** Props of {@link BarChartFigure}. */
export interface BarChartFigureProps<T extends object> {
  /** The figure's caption (also its accessible name). */
  title: string;
  /** A sentence saying what the chart shows, read by screen readers instead of the drawing. */
  description: string;
  data: readonly T[];
  /** Key of the category label of each bar group. */
  categoryKey: string;
  series: readonly BarSeries[];
  /** Upper bound of the value axis (e.g. the maximum score), or automatic. */
  maxValue?: number;
  /** The table alternative with the same numbers, rendered below the drawing. */
  table: ReactNode;
}

/**
 * A labelled bar chart (recharts): a `figure` with its caption, the drawing exposed as one image with a textual
 * description, and the same numbers as a table for keyboard and screen-reader users.
 */
export function BarChartFigure<T extends object>({
  title,
  description,
  data,
  categoryKey,
  series,
  maxValue,
  table,
}: BarChartFigureProps<T>) {
  const theme = useTheme();
  const captionId = `chart-${useId()}`;
  const palette = [theme.colors.primary, theme.colors.success, theme.colors.info];
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <div role="img" aria-label={`${title}: ${description}`}>
        {/* As wide as its column up to 560 px: a fixed 560 px made the reports page scroll sideways at 390 px. */}
        <BarChart
          responsive
          style={{ width: '100%', maxWidth: 560, height: 240 }}
          data={data as T[]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey={categoryKey} />
          <YAxis domain={maxValue === undefined ? [0, 'auto'] : [0, maxValue]} allowDecimals={false} />
          <Tooltip />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={palette[i % palette.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
      {table}
    </Figure>
  );
}
