import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a team (SRV-41): tutors of a TutorTeam, advisors of an AdvisorTeam. */
export const TEAM_FIELDS = {
  name: COLUMN,
  type: COLUMN,
  managerId: COLUMN,
  tutorIds: COLUMN,
  advisorIds: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a team body. */
export type TeamInput = Partial<{
  name: string;
  type: string;
  managerId: number | null;
  tutorIds: number[];
  advisorIds: number[];
}>;
