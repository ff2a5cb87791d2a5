import { resource } from './singleton';

export const courseTemplates = resource('course_templates');
