import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes, type ThemeName } from './themes';
import { setActiveThemeName } from './activeTheme';
import { TimeZoneProvider } from './TimeZoneContext';

/** Props of {@link DesignSystemProvider}. */
export interface DesignSystemProviderProps {
  /** Which theme to use. Default 'light'. */
  theme?: ThemeName;
  /** Render the global document styles. Default true; remotes mounted inside the shell may pass false. */
  withGlobalStyle?: boolean;
  /** The user's IANA time zone: dates and times are shown in it. Default: the browser's zone. */
  timeZone?: string | null;
  children?: ReactNode;
}

/**
 * Gives its subtree the theme (styled-components ThemeProvider) and the global styles.
 * The shell renders one at its root; every remote root renders one too (same theme name, read from the platform).
 */
export function DesignSystemProvider({
  theme = 'light',
  withGlobalStyle = true,
  timeZone,
  children,
}: DesignSystemProviderProps) {
  useEffect(() => {
    setActiveThemeName(theme);
  }, [theme]);
  return (
    <ThemeProvider theme={themes[theme]}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      <TimeZoneProvider timeZone={timeZone}>{children}</TimeZoneProvider>
    </ThemeProvider>
  );
}
