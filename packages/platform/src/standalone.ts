import type { ReactNode } from 'react';

/** Options of the standalone dev harness a remote runs in (`npm run dev -w mf-<area>`). */
export interface StandaloneOptions {
  name: string;
  label: string;
  App: () => ReactNode;
}

/**
 * Runs one remote alone with login, toasts and the real API client against the api-server, for a feature team that
 * never runs the other remotes. Loaded lazily so the harness costs the shell nothing.
 */
export async function startStandalone(options: StandaloneOptions): Promise<void> {
  const { mountStandalone } = await import('./dev/harness');
  await mountStandalone(options);
}
