import './styled';

export * from './tokens';
export * from './themes';
export { GlobalStyle } from './GlobalStyle';
export { DesignSystemProvider, type DesignSystemProviderProps } from './DesignSystemProvider';
export { getActiveThemeName } from './activeTheme';
export { TimeZoneProvider, useTimeZone, type TimeZoneProviderProps } from './TimeZoneContext';
