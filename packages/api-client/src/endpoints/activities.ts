import { resource } from './singleton';

export const activities = resource('activities');
