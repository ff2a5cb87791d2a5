import { darkTheme, lightTheme, type Theme } from './themes';

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const textPairs: Array<[keyof Theme['colors'], keyof Theme['colors']]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'selected'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['dangerText', 'surface'],
  ['onSuccess', 'success'],
  ['onInfo', 'info'],
  ['onWarning', 'warning'],
  ['warningText', 'surface'],
  ['link', 'surface'],
  ['link', 'background'],
  ['onDisabled', 'disabled'],
  ['onTooltip', 'tooltip'],
];
const nonTextPairs: Array<[keyof Theme['colors'], keyof Theme['colors']]> = [
  ['border', 'surface'],
  ['focus', 'surface'],
  ['star', 'surface'],
  ['primary', 'surface'],
  ['warningBorder', 'surface'],
  ['warningBorder', 'background'],
];

describe.each([lightTheme, darkTheme])('$name theme', (theme) => {
  it.each(textPairs)('text %s on %s meets WCAG AA (4.5:1)', (fg, bg) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(nonTextPairs)('non-text %s on %s meets WCAG 1.4.11 (3:1)', (fg, bg) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(3);
  });
  it('has the same token keys as the other theme', () => {
    expect(Object.keys(theme.colors).sort()).toEqual(Object.keys(lightTheme.colors).sort());
  });
});
