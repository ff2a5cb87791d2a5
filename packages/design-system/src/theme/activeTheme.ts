import type { ThemeName } from './themes';

const KEY = Symbol.for('@tutoring/design-system/active-theme');
type Holder = { [KEY]?: ThemeName };

/** Remembers the theme of the last mounted provider, so dialogs opened imperatively (`confirm`) match it. */
export function setActiveThemeName(name: ThemeName): void {
  (globalThis as Holder)[KEY] = name;
}

/** The theme name of the last mounted DesignSystemProvider ('light' when none). */
export function getActiveThemeName(): ThemeName {
  return (globalThis as Holder)[KEY] ?? 'light';
}
