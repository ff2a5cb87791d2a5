import styled from 'styled-components';
import type { PublicCourse } from '@tutoring/contract';
import { Button } from '@tutoring/design-system';
import { formatDate, formatTime } from '@tutoring/domain';
import { upcomingSessionsText } from '../texts';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3,
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
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
    <Cards aria-label="Courses">
      {courses.map((course) => {
        const headingId = `course-${course.id}`;
        return (
          <Card key={course.id} aria-labelledby={headingId}>
            <h3 id={headingId}>{course.title}</h3>
            {course.brandName || course.departmentName ? (
              <Muted>{[course.departmentName, course.brandName].filter(Boolean).join(' · ')}</Muted>
            ) : null}
            <p>{upcomingSessionsText(timeZone)}</p>
            <ul>
              {course.sessions.map((session) => (
                <li key={session.id}>
                  {formatDate(session.startsAt, timeZone)} {formatTime(session.startsAt, timeZone)}
                  {session.title && session.title !== course.title ? ` (${session.title})` : ''}
                </li>
              ))}
            </ul>
            <div>
              <Button variant="primary" aria-label={`Choose ${course.title}`} onClick={() => onChoose(course)}>
                Choose
              </Button>
            </div>
          </Card>
        );
      })}
    </Cards>
  );
}
