import { resource } from './singleton';

export const testDates = resource('test_dates');
