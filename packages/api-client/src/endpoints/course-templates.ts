import { resource } from '@tutoring/api-client';

export const courseTemplates = resource('course_templates');
