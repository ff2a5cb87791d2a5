import { resource } from './singleton';

export const payments = resource('payments');
