import { resource } from '@tutoring/api-client';

export const payments = resource('payments');
