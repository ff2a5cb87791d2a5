import styled from 'styled-components';
import { progressBarWidth } from '@tutoring/domain/areas';

const Track = styled.div`
  width: 100%;
  min-width: 80px;
  height: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

/** DOM-28: a bar whose width is min(percent, 100); the percent text itself is not capped. */
export function PercentBar({ percent, label }: { percent: number; label: string }) {
  const width = progressBarWidth(percent);
  return (
    <div>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={`${percent}%`}
      >
        <Fill style={{ width: `${width}%` }} />
      </Track>
      <span>{percent}%</span>
    </div>
  );
}
