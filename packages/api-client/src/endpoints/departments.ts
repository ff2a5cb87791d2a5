import { resource } from './singleton';

/** API-20 departments (generic). */
export const departments = resource('departments');
