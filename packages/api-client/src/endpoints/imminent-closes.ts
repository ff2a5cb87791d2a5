import { resource } from './singleton';

export const imminentCloses = resource('imminent_closes');
