import { resource } from '@tutoring/api-client';

/** API-23 materials. */
export const materials = resource('materials');
