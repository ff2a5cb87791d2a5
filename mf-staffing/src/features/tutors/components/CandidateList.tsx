import styled from 'styled-components';
import { Button, VisuallyHidden } from '@tutoring/design-system';
import type { StaffingSession } from '../../../shared/lib/assignment';
import { candidateName, unavailableDateTexts, type CandidateRow } from './candidateText';
import { UnavailableDates } from '../../../shared/components/UnavailableDates';

export { candidateName, unavailableDateTexts, type CandidateRow } from './candidateText';

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
const Flag = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** Props of {@link CandidateList}. */
export interface CandidateListProps {
  caption: string;
  candidates: readonly CandidateRow[];
  chosenId: number | null;
  onChoose: (candidate: CandidateRow) => void;
  sessions: readonly StaffingSession[];
  timeZone?: string | null;
  /** Show the tutor-only columns (tier, distance). */
  tutorColumns?: boolean;
  onShowBio?: (candidate: CandidateRow) => void;
  loading?: boolean;
}

/**
 * STF-02, STF-18: candidates with tier, distance, matches, missing sessions (with the unavailable dates popup) and
 * the not-qualified flag; a radio chooses the one to assign.
 */
export function CandidateList({
  caption,
  candidates,
  chosenId,
  onChoose,
  sessions,
  timeZone,
  tutorColumns = true,
  onShowBio,
  loading,
}: CandidateListProps) {
  return (
    <Grid aria-busy={loading || undefined}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Choose</th>
          <th scope="col">Name</th>
          {tutorColumns ? <th scope="col">Tier</th> : null}
          {tutorColumns ? <th scope="col">Distance</th> : null}
          <th scope="col">Matches</th>
          <th scope="col">Missing sessions</th>
          <th scope="col">Qualified</th>
        </tr>
      </thead>
      <tbody>
        {candidates.length === 0 ? (
          <tr>
            <td colSpan={tutorColumns ? 7 : 5}>{loading ? 'Loading…' : 'No results'}</td>
          </tr>
        ) : (
          candidates.map((c) => {
            const name = candidateName(c);
            return (
              <tr key={c.id}>
                <td>
                  <input
                    type="radio"
                    name={caption}
                    aria-label={`Choose ${name}`}
                    checked={chosenId === c.id}
                    onChange={() => onChoose(c)}
                  />
                </td>
                <td>
                  {onShowBio ? (
                    <Button variant="link" size="sm" onClick={() => onShowBio(c)} aria-label={`Bio of ${name}`}>
                      {name}
                    </Button>
                  ) : (
                    name
                  )}
                </td>
                {tutorColumns ? <td>{c.tier?.name ?? ''}</td> : null}
                {tutorColumns ? (
                  <td>{c.distance === null || c.distance === undefined ? '' : `${c.distance} mi`}</td>
                ) : null}
                <td>{c.matches ?? 0}</td>
                <td>
                  <UnavailableDates name={name} dates={unavailableDateTexts(c, sessions, timeZone)} />
                </td>
                <td>{c.notQualified ? <Flag>Not qualified</Flag> : 'Yes'}</td>
              </tr>
            );
          })
        )}
      </tbody>
    </Grid>
  );
}
