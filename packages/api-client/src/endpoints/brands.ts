import { resource } from '@tutoring/api-client';

export const brands = resource('brands');
