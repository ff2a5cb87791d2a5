import { resource } from '@tutoring/api-client';

export const payrollItems = resource('payroll_items');
