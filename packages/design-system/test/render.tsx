import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { DesignSystemProvider } from '../src/theme';
import type { ThemeName } from '../src/theme';

/** Renders inside the DesignSystemProvider, like every app does. */
export function renderWithTheme(ui: ReactElement, options: RenderOptions & { theme?: ThemeName } = {}) {
  const { theme = 'light', ...rest } = options;
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <DesignSystemProvider theme={theme}>{children}</DesignSystemProvider>
  );
  return render(ui, { wrapper: Wrapper, ...rest });
}

export { axe } from 'jest-axe';
