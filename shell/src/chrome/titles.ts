import type { AppName } from '@tutoring/platform';

/** Title of each portal, the last part of every page title (X-02, OP-22). */
export const APP_TITLES: Record<AppName, string> = {
  admin: 'Admin',
  crm: 'CRM',
  tutor: 'Tutor',
  student: 'Student',
  parent: 'Parent',
  enrollment: 'Enrollment',
};

/** SHL-18: the essay-grading link (label not given by the spec) and the grading screen it opens (EXM-06). */
export const ESSAY_GRADING_LABEL = 'Essay grading';
export const ESSAY_GRADING_PATH = '/essay_grading';
