import { createContext, useContext, type Context, type ReactNode } from 'react';

// One context object for every copy of the design system in the page (issue 21): a remote built against a newer
// design system runs its own copy, and its dates must still follow the zone the shell's provider sets.
const KEY = Symbol.for('@tutoring/design-system/TimeZoneContext');
const slot = globalThis as typeof globalThis & { [KEY]?: Context<string | undefined> };
const TimeZoneContext = (slot[KEY] ??= createContext<string | undefined>(undefined));

/** Props of {@link TimeZoneProvider}. */
export interface TimeZoneProviderProps {
  /** The user's IANA time zone (current user's timeZone, X-09); undefined = the browser's zone. */
  timeZone: string | null | undefined;
  children?: ReactNode;
}

/** Sets the time zone in which DateText, TimeText, RelativeDateTime and Calendar show instants. */
export function TimeZoneProvider({ timeZone, children }: TimeZoneProviderProps) {
  return <TimeZoneContext.Provider value={timeZone ?? undefined}>{children}</TimeZoneContext.Provider>;
}

/** The user's time zone from the nearest TimeZoneProvider / DesignSystemProvider (undefined = the browser's zone). */
export function useTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}
