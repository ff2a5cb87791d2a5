import { createContext, useContext, type ReactNode } from 'react';

const TimeZoneContext = createContext<string | undefined>(undefined);

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
