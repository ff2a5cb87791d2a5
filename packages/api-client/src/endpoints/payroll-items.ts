import { resource } from './singleton';

export const payrollItems = resource('payroll_items');
