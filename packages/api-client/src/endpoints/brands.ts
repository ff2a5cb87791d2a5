import { resource } from './singleton';

export const brands = resource('brands');
