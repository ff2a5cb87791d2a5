import { api } from '@tutoring/api-client';
import { reportError } from '@tutoring/platform';

/** Default language. */
export const DEFAULT_LANGUAGE = 'en';

let table: ReadonlyMap<string, string> = new Map();

/**
 * SHL-17: loads the UI texts of an app from `GET locales/{lang}.json?app=<name>` (a flat key -> text table, checked
 * by the contract). Until the table arrives, and for keys it lacks, the English default is used. Texts are used as
 * written: callers pass no values, so there is nothing to interpolate (README, Decisions: no i18next).
 */
export async function loadTranslations(app: string, language = DEFAULT_LANGUAGE): Promise<void> {
  try {
    const reply = await api.locales.get(language, app);
    table = new Map(Object.entries(reply));
  } catch (error) {
    reportError(error, { phase: 'locales', app, language });
  }
}

/** The translated text for `key`, or `fallback` (the English default) when there is none. */
export function translate(key: string, fallback: string): string {
  return table.get(key) ?? fallback;
}
