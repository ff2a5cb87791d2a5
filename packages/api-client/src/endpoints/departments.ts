import { resource } from '@tutoring/api-client';

/** API-20 departments (generic). */
export const departments = resource('departments');
