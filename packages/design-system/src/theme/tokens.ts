/**
 * Design tokens. Components read every colour, spacing, type size, radius, shadow and layer from the theme
 * (`theme.colors.*`, `theme.space.*`...), never literals: the lint rule `tutoring/no-literal-style-values`
 * enforces it outside this folder.
 */

/** Colour roles. Each `on*` colour is the text colour used on top of its partner and meets WCAG AA (4.5:1). */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Cards, modals, inputs. */
  surface: string;
  /** Hover / zebra / subtle fills. */
  surfaceMuted: string;
  /** Body text. */
  text: string;
  /** Secondary text (help text, captions); still AA on surface and background. */
  textMuted: string;
  /** Borders of inputs and dividers (3:1 against surface for non-text contrast). */
  border: string;
  /** Primary action fill. */
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Secondary action fill. */
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  /** Destructive action fill and error text. */
  danger: string;
  dangerHover: string;
  onDanger: string;
  /** Error text on surface. */
  dangerText: string;
  /** Success text/fill. */
  success: string;
  onSuccess: string;
  /** Informational fill. */
  info: string;
  onInfo: string;
  /** Warning fill (an `Alert` with tone `warning`) with its text colour `onWarning` (AA, 4.5:1). */
  warning: string;
  onWarning: string;
  /** Border of the warning fill: 3:1 against `surface` and `background`, so a pale fill still has a visible edge. */
  warningBorder: string;
  /** Warning text on surface. */
  warningText: string;
  /** Link text on surface/background. */
  link: string;
  /** Focus ring. */
  focus: string;
  /** Backdrop behind modals. */
  overlay: string;
  /** Disabled control fill and text. */
  disabled: string;
  onDisabled: string;
  /** Selected row / option fill, with text colour `text`. */
  selected: string;
  /** Filled star colour (non-text, 3:1). */
  star: string;
  /** Tooltip fill and text. */
  tooltip: string;
  onTooltip: string;
}

/** Spacing scale (4 px grid). */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

/** Type scale. */
export const typography = {
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  monoFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

/** Corner radii. */
export const radii = { none: '0', sm: '2px', md: '4px', lg: '8px', pill: '999px', round: '50%' } as const;

/** Layers, lowest to highest. */
export const zIndex = { base: 0, dropdown: 1000, sticky: 1100, modal: 1300, toast: 1400, tooltip: 1500 } as const;

/** Widths of the Modal sizes (DS-01) and other fixed sizes. */
export const sizes = {
  modal: { md: '500px', lg: '800px', xl: '1140px' },
  control: { sm: '28px', md: '36px', lg: '44px' },
  avatar: { sm: '32px', md: '48px', lg: '96px' },
  tooltipMaxWidth: '240px',
} as const;

/** Motion. */
export const motion = { fast: '120ms', normal: '200ms' } as const;
