import type { AppName } from '@tutoring/platform';

/** Title of each portal, the last part of every page title (X-02, OP-22). */
export const APP_TITLES: Record<AppName, string> = {
  admin: 'Admin',
  crm: 'CRM',
  tutor: 'Tutor',
  student: 'Student',
  parent: 'Parent',
};
