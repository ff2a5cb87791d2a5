import { resource } from '@tutoring/api-client';

/** API-21 study data. */
export const studyAreas = resource('study_areas');
