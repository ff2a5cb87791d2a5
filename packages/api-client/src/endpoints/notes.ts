import { resource } from '@tutoring/api-client';

export const notes = resource('notes');
