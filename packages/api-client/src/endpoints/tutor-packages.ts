import { resource } from './singleton';

/** API-32 tutor packages. */
export const tutorPackages = resource('tutor_packages');
