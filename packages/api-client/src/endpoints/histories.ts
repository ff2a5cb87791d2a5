import { resource } from '@tutoring/api-client';

export const histories = resource('histories');
