import { resource } from './singleton';

/** API-21 study data. */
export const studyAreas = resource('study_areas');
