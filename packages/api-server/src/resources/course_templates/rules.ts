import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a course template (where each is stored; their rules: the contract's write schema). */
export const COURSE_TEMPLATE_FIELDS = {
  name: COLUMN,
  brandId: COLUMN,
  // SES-44: a template's duration in minutes, shown in the Course templates list.
  duration: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a course-template body. */
export type CourseTemplateInput = Partial<{ name: string; brandId: number | null; duration: number | null }>;
