import { resource } from '@tutoring/api-client';

export const activities = resource('activities');
