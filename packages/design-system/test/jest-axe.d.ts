// jest-axe ships no types and @types/jest-axe is not installed: the part we use.
declare module 'jest-axe' {
  import type { AxeResults, RunOptions } from 'axe-core';
  export function axe(html: Element | string, options?: RunOptions): Promise<AxeResults>;
  export const toHaveNoViolations: {
    toHaveNoViolations(results: AxeResults): { pass: boolean; message(): string };
  };
}

declare namespace jest {
  interface Matchers<R> {
    toHaveNoViolations(): R;
  }
}
