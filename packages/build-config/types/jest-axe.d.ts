// jest-axe ships no types: the part every workspace uses (the matcher is registered by jest/setup-dom.js).
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
