import { resource } from '@tutoring/api-client';

export const imminentCloses = resource('imminent_closes');
