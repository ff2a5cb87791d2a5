import styled from 'styled-components';
import type { PublicCourse } from '@tutoring/contract';
import { Button, Card, CardGrid } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';
import { coursePriceText } from '../pricing';
import { PRICE, upcomingSessionsText } from '../texts';

/** A course's upcoming sessions, indented under their sentence. */
const Sessions = styled.ul`
  padding-left: ${({ theme }) => theme.space.lg};
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link CourseList}. */
export interface CourseListProps {
  courses: readonly PublicCourse[];
  /** The family's time zone: session times are shown in it. */
  timeZone: string;
  onChoose: (course: PublicCourse) => void;
}

/** The published courses open for enrollment, each with its next sessions and a Choose button. */
export function CourseList({ courses, timeZone, onChoose }: CourseListProps) {
  return (
    <CardGrid as="ul" aria-label="Courses">
      {courses.map((course) => {
        const headingId = `course-${course.id}`;
        const price = coursePriceText(course.pricing);
        return (
          <Card as="li" key={course.id} aria-labelledby={headingId}>
            <h3 id={headingId}>{course.title}</h3>
            {course.brandName || course.departmentName ? (
              <Muted>{[course.departmentName, course.brandName].filter(Boolean).join(' · ')}</Muted>
            ) : null}
            {price ? <p>{`${PRICE}: ${price}`}</p> : null}
            <p>{upcomingSessionsText(timeZone)}</p>
            <Sessions>
              {course.sessions.map((session) => (
                <li key={session.id}>
                  {formatDate(session.startsAt, timeZone)} {formatTime(session.startsAt, timeZone)}
                  {session.title && session.title !== course.title ? ` (${session.title})` : ''}
                </li>
              ))}
            </Sessions>
            <div>
              <Button variant="primary" aria-label={`Choose ${course.title}`} onClick={() => onChoose(course)}>
                Choose
              </Button>
            </div>
          </Card>
        );
      })}
    </CardGrid>
  );
}
