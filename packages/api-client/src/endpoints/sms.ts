import { resource } from '@tutoring/api-client';

export const sms = resource('sms');
