import styled from 'styled-components';
import type { Student } from '@tutoring/contract';
import { pointsProgress, progressBarWidth } from '@tutoring/domain';
import { Line, Muted } from '../../../components/layout';

const Track = styled.div`
  height: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;
const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

/**
 * STU-14, DOM-29, OP-39: reward points, the current level and the progress to the next level
 * (round(points / nextLevel.pointThreshold x 100), capped at 100; 0 without a next level or points).
 */
export function PointsLevel({ student }: { student: Pick<Student, 'points' | 'level'> }) {
  const points = student.points ?? 0;
  const next = student.level?.nextLevel ?? null;
  const percent = pointsProgress(points, next);
  return (
    <div>
      <Line>
        <strong>{points}</strong> points
      </Line>
      <Line>Level: {student.level?.name ?? 'None yet'}</Line>
      <Track role="progressbar" aria-label="Progress to the next level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <Fill $percent={progressBarWidth(percent)} />
      </Track>
      <Muted>
        {next ? `${percent}% of the way to ${next.name ?? 'the next level'} (${next.pointThreshold ?? 0} points)` : `${percent}% to the next level`}
      </Muted>
    </div>
  );
}
