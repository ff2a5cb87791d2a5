import type { Theme } from './themes';

// Types `props.theme` in every styled template of every package that imports the design system.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export {};
