import { resource } from '@tutoring/api-client';

export const places = resource('places');
