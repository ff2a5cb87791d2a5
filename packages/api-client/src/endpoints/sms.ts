import { resource } from './singleton';

export const sms = resource('sms');
