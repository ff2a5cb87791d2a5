import { resource } from './singleton';

export const notes = resource('notes');
