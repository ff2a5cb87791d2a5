import { type Field, f } from '../shared/fields';

/** The writable fields of a course template (the contract's body schema is checked first). */
export const COURSE_TEMPLATE_FIELDS = {
  name: f.str(191),
  brandId: f.id(),
  // SES-44: a template's duration in minutes, shown in the Course templates list.
  duration: f.intN(1, 1440),
} satisfies Record<string, Field>;
export const COURSE_TEMPLATE_REQUIRED = ['name'] as const;

/** The validated fields of a course-template body. */
export type CourseTemplateInput = Partial<{ name: string; brandId: number | null; duration: number | null }>;
