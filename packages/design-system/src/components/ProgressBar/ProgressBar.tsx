import styled from 'styled-components';
import { progressBarWidth } from '@tutoring/domain';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Percentage, 0 and up. The bar width is capped at 100; the text shows the real value (e.g. 120%). */
  value: number;
  /** Accessible name, e.g. "Delivery target". */
  label: string;
  /** Text beside the bar. Default `${value}%`; null hides it. */
  valueText?: string | null;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Track = styled.div`
  flex: 1;
  height: 10px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.motion.normal};
`;

/** A determinate progress bar (points to next level, weekly targets). Width capped at 100 % (DOM-28), text uncapped. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const width = progressBarWidth(value);
  const shown = Number.isFinite(value) ? Math.max(0, value) : 0;
  const text = valueText === undefined ? `${Math.round(shown)}%` : valueText;
  return (
    <Row>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={text ?? undefined}
      >
        <Fill style={{ width: `${width}%` }} />
      </Track>
      {text !== null ? <span aria-hidden="true">{text}</span> : null}
    </Row>
  );
}
