import type { Student } from '@tutoring/contract';
import { ProgressBar } from '@tutoring/design-system';
import { pointsProgress } from '@tutoring/domain/areas';
import { Line, Muted } from '../../../shared/components/layout';

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
      {/* STU-14 names "the current level": its name alone ("Level 3"), never "Level: Level 3". */}
      <Line>{student.level?.name ?? 'No level yet'}</Line>
      <ProgressBar value={percent} label="Progress to the next level" valueText={null} />
      <Muted>
        {next
          ? `${percent}% of the way to ${next.name ?? 'the next level'} (${next.pointThreshold ?? 0} points)`
          : `${percent}% to the next level`}
      </Muted>
    </div>
  );
}
