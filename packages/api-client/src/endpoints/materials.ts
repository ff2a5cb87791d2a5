import { resource } from './singleton';

/** API-23 materials. */
export const materials = resource('materials');
