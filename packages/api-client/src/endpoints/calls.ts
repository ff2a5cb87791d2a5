import { resource } from './singleton';

/** API-68 read-only CRM records (notes also create, OP-65). */
export const calls = resource('calls');
