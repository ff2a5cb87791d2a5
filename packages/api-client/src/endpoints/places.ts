import { resource } from './singleton';

export const places = resource('places');
