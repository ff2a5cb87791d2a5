import type { i18n as I18n } from 'i18next';
import { api } from '@tutoring/api-client';
import { reportError } from '@tutoring/platform';

/** Default language. */
export const DEFAULT_LANGUAGE = 'en';

let instance: I18n | null = null;

/**
 * SHL-17: loads the UI texts of an app from `GET locales/{lang}.json?app=<name>` into i18next (loaded on demand,
 * so it costs nothing at /login). Until the table arrives, and for keys it lacks, the English default is used.
 */
export async function loadTranslations(app: string, language = DEFAULT_LANGUAGE): Promise<void> {
  try {
    const [{ default: i18next }, table] = await Promise.all([import('i18next'), api.locales.get(language, app, { handleErrors: false })]);
    const next = i18next.createInstance();
    await next.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { [language]: { translation: table } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
    instance = next;
  } catch (error) {
    reportError(error, { phase: 'locales', app, language });
  }
}

/** The translated text for `key`, or `fallback` (the English default) when there is none. */
export function translate(key: string, fallback: string): string {
  if (!instance || !instance.exists(key)) return fallback;
  return instance.t(key, { defaultValue: fallback });
}
