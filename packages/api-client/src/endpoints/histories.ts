import { resource } from './singleton';

export const histories = resource('histories');
