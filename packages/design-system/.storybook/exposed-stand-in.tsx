/**
 * Storybook's `@tutoring/platform` exposed.tsx (swapped in by main.ts): Storybook runs no Module Federation, so a
 * story rendering another remote's widget (mf-sessions' StudentPicker holds mf-crm's `StudentAutocomplete`) would ask a
 * runtime that does not exist ("Please call createInstance first. #RUNTIME-009" on the console) and show its stand-in
 * only after that failure. Here the widget shows its stand-in at once: the `failure` the caller gives (the stand-in the
 * product shows when the other remote is down), else the area's fallback named by `label`. Same exports as the real
 * module.
 */
import type { ComponentType, JSX } from 'react';
import type { ExposedComponentProps } from '../../platform/src/exposed';
import { RemoteFallback } from '../../platform/src/components/RemoteFallback';

/** Props of {@link ExposedComponent}: the real module's type, so the two cannot drift apart. */
export type { ExposedComponentProps };

/** A component that renders nothing: Storybook has no other remote to load one from. */
export function useExposedComponent<P extends object>(): ComponentType<P> {
  return Unavailable;
}

function Unavailable(): null {
  return null;
}

/** The widget's stand-in, without reaching for Module Federation. */
export function ExposedComponent<P extends object>({ label, failure }: ExposedComponentProps<P>): JSX.Element {
  if (failure !== undefined) return <>{failure}</>;
  return <RemoteFallback label={label} onRetry={() => undefined} />;
}
