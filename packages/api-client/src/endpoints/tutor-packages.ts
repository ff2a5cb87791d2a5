import { resource } from '@tutoring/api-client';

/** API-32 tutor packages. */
export const tutorPackages = resource('tutor_packages');
