import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getQueryClient } from '@tutoring/api-client';
import type { Tutor } from '@tutoring/contract';
import { LoadFailure, Modal, Spinner } from '@tutoring/design-system';
import { StarRating } from '@tutoring/design-system/forms';
import { tutorQueries } from '../api/tutors';

/** Props of {@link TutorBioModal} (also the `./TutorBioModal` Module Federation expose). */
export interface TutorBioModalProps {
  tutorId: number;
  open: boolean;
  onClose: () => void;
}

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
const Photo = styled.img`
  width: ${({ theme }) => theme.sizes.avatar.lg};
  height: ${({ theme }) => theme.sizes.avatar.lg};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.round};
`;
const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p,
  ul {
    margin: 0;
  }
`;

/** Text of an education or degree entry (OP-12: shapes not given; strings or `{name|title|school|degree}`). */
export function profileEntryText(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') {
    const e = entry as Record<string, unknown>;
    const parts = [
      e.degree ?? e.degreeLevel ?? e.title ?? e.name,
      e.field ?? e.subject,
      e.school ?? e.institution,
      e.year,
    ].filter((part) => typeof part === 'string' || typeof part === 'number');
    if (parts.length) return parts.join(', ');
  }
  return '';
}

/** STF-03: subjects grouped by categoryName, categories and names in order. */
export function groupSubjects(subjects: Tutor['subjects']): Array<{ category: string; names: string[] }> {
  const groups = new Map<string, string[]>();
  for (const subject of subjects ?? []) {
    const category = subject.categoryName || 'Other';
    groups.set(category, [...(groups.get(category) ?? []), subject.name ?? ''].filter(Boolean));
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, names]) => ({ category, names: names.sort((a, b) => a.localeCompare(b)) }));
}

const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : `$${Number(value).toFixed(2)}`;

/** The bio content of one loaded tutor (STF-03). */
export function TutorBio({ tutor }: { tutor: Tutor }) {
  const name = tutor.fullName || [tutor.firstName, tutor.lastName].filter(Boolean).join(' ');
  const avatar = tutor.avatarLargeUrl || tutor.avatarUrl;
  const profile = tutor.personalProfile;
  const educations = (profile?.educations ?? []).map(profileEntryText).filter(Boolean);
  const degrees = (profile?.degrees ?? []).map(profileEntryText).filter(Boolean);
  const subjects = groupSubjects(tutor.subjects);
  return (
    <div>
      <Header>
        {avatar ? <Photo src={avatar} alt={`Photo of ${name}`} /> : null}
        <div>
          <StarRating value={tutor.starRating ?? 0} readOnly showValue label={`${name} rating`} />
          {tutor.tier ? (
            <p>
              <strong>{tutor.tier.name}</strong>
              {tutor.tier.billingRate !== null && tutor.tier.billingRate !== undefined
                ? ` · ${money(tutor.tier.billingRate)} per hour`
                : ''}
            </p>
          ) : null}
        </div>
      </Header>
      {educations.length ? (
        <Section aria-label="Education">
          <h3>Education</h3>
          <ul>
            {educations.map((text, i) => (
              <li key={`${text}-${i}`}>{text}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {degrees.length ? (
        <Section aria-label="Degrees">
          <h3>Degrees</h3>
          <ul>
            {degrees.map((text, i) => (
              <li key={`${text}-${i}`}>{text}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {subjects.length ? (
        <Section aria-label="Subjects">
          <h3>Subjects</h3>
          {subjects.map((group) => (
            <p key={group.category}>
              <strong>{group.category}:</strong> {group.names.join(', ')}
            </p>
          ))}
        </Section>
      ) : null}
      {profile?.approach ? (
        <Section aria-label="Approach">
          <h3>Approach</h3>
          <p>{profile.approach}</p>
        </Section>
      ) : null}
      {profile?.background ? (
        <Section aria-label="Background">
          <h3>Background</h3>
          <p>{profile.background}</p>
        </Section>
      ) : null}
      {tutor.stories?.length ? (
        <Section aria-label="Success stories">
          <h3>Success stories</h3>
          {tutor.stories.map((story, i) => (
            <article key={story.id ?? i}>
              <h4>{story.title}</h4>
              <p>{story.body}</p>
            </article>
          ))}
        </Section>
      ) : null}
    </div>
  );
}

function TutorBioModalContent({ tutorId, open, onClose }: TutorBioModalProps) {
  const query = useQuery({ ...tutorQueries.detail(tutorId), enabled: open });
  const tutor = query.data;
  const name = tutor ? tutor.fullName || [tutor.firstName, tutor.lastName].filter(Boolean).join(' ') : 'Tutor';
  return (
    <Modal open={open} onClose={onClose} size="lg" title={name} cancelLabel="Close">
      {tutor ? (
        <TutorBio tutor={tutor} />
      ) : query.isError ? (
        <LoadFailure what="this tutor" onRetry={() => query.refetch()} />
      ) : (
        <Spinner label="Loading tutor" />
      )}
    </Modal>
  );
}

/**
 * STF-03: the tutor bio modal (lg, OP-23). Exposed through Module Federation as `mf_staffing/TutorBioModal` (export
 * `TutorBioModal`), so it brings its own query client provider (the shared singleton client).
 */
export function TutorBioModal(props: TutorBioModalProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <TutorBioModalContent {...props} />
    </QueryClientProvider>
  );
}
