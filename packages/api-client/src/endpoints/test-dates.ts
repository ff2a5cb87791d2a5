import { resource } from '@tutoring/api-client';

export const testDates = resource('test_dates');
