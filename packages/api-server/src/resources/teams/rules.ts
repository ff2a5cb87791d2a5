import { z } from 'zod';
import { type Field, f } from '../shared/fields';

const memberIds = (): Field => ({ schema: z.array(z.number().int().positive().max(2147483647)).max(500) });

/** The writable fields of a team (SRV-41): tutors of a TutorTeam, advisors of an AdvisorTeam. */
export const TEAM_FIELDS = {
  name: f.str(191),
  type: f.oneOf(['TutorTeam', 'AdvisorTeam'], 'Type'),
  managerId: f.id(),
  tutorIds: memberIds(),
  advisorIds: memberIds(),
} satisfies Record<string, Field>;
export const TEAM_REQUIRED = ['name', 'type'] as const;

/** The validated fields of a team body. */
export type TeamInput = Partial<{
  name: string;
  type: string;
  managerId: number | null;
  tutorIds: number[];
  advisorIds: number[];
}>;
