import { motion, radii, sizes, space, typography, zIndex, type ColorTokens } from './tokens';

/** The theme object handed to styled-components. */
export interface Theme {
  /** 'light' or 'dark'. */
  name: ThemeName;
  colors: ColorTokens;
  space: typeof space;
  typography: typeof typography;
  radii: typeof radii;
  shadows: { sm: string; md: string; lg: string; focus: string };
  zIndex: typeof zIndex;
  sizes: typeof sizes;
  motion: typeof motion;
}

/** Names of the built-in themes. */
export type ThemeName = 'light' | 'dark';

const lightColors: ColorTokens = {
  background: '#f5f7fa',
  surface: '#ffffff',
  surfaceMuted: '#eef1f5',
  text: '#1f2933',
  textMuted: '#4b5563',
  border: '#8a94a3',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  onPrimary: '#ffffff',
  secondary: '#e5e9f0',
  secondaryHover: '#d5dbe5',
  onSecondary: '#1f2933',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: '#ffffff',
  dangerText: '#b91c1c',
  success: '#166534',
  onSuccess: '#ffffff',
  info: '#1e3a8a',
  onInfo: '#ffffff',
  warning: '#fef3c7',
  onWarning: '#78350f',
  warningBorder: '#b45309',
  warningText: '#92400e',
  link: '#1d4ed8',
  focus: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.55)',
  disabled: '#e5e7eb',
  onDisabled: '#4b5563',
  selected: '#dbeafe',
  star: '#b45309',
  tooltip: '#1f2933',
  onTooltip: '#ffffff',
};

const darkColors: ColorTokens = {
  background: '#0f172a',
  surface: '#1e293b',
  surfaceMuted: '#273549',
  text: '#f1f5f9',
  textMuted: '#cbd5e1',
  border: '#7b8799',
  primary: '#93c5fd',
  primaryHover: '#bfdbfe',
  onPrimary: '#0f172a',
  secondary: '#334155',
  secondaryHover: '#475569',
  onSecondary: '#f1f5f9',
  danger: '#fca5a5',
  dangerHover: '#fecaca',
  onDanger: '#0f172a',
  dangerText: '#fca5a5',
  success: '#86efac',
  onSuccess: '#0f172a',
  info: '#bfdbfe',
  onInfo: '#0f172a',
  warning: '#fcd34d',
  onWarning: '#0f172a',
  warningBorder: '#fbbf24',
  warningText: '#fcd34d',
  link: '#93c5fd',
  focus: '#93c5fd',
  overlay: 'rgba(0, 0, 0, 0.7)',
  disabled: '#334155',
  onDisabled: '#cbd5e1',
  selected: '#1e3a8a',
  star: '#fbbf24',
  tooltip: '#f1f5f9',
  onTooltip: '#0f172a',
};

const base = { space, typography, radii, zIndex, sizes, motion };

/** Light theme (default). */
export const lightTheme: Theme = {
  ...base,
  name: 'light',
  colors: lightColors,
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.12)',
    md: '0 4px 12px rgba(15, 23, 42, 0.16)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.24)',
    focus: `0 0 0 3px ${lightColors.focus}`,
  },
};

/** Dark theme. */
export const darkTheme: Theme = {
  ...base,
  name: 'dark',
  colors: darkColors,
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.6)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.7)',
    focus: `0 0 0 3px ${darkColors.focus}`,
  },
};

/** Both themes by name. */
export const themes: Record<ThemeName, Theme> = { light: lightTheme, dark: darkTheme };
