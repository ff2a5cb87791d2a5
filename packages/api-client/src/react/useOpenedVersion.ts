import { useCallback, useState } from 'react';
import { recordVersion, type RequestSpec } from '../http';

/**
 * The version a form was opened on (issue 20: no lost updates), kept for its save's `ifMatch`: a save someone made
 * since is refused with 409 instead of being overwritten. Returns `[version, keep]`:
 *
 * - `version`: the {@link recordVersion} of record `openedId` of `path` when the component mounted (undefined for a
 *   new record, `openedId` null or undefined, or one this page has not loaded), until `keep` runs;
 * - `keep(record)`: keeps the version this page holds of `record` now. Pass it as design-system `useFillOnce`'s
 *   `onFill`, so the version is the one of the record the form was filled from, or call it after reloading a record
 *   the form itself changed (the next save is then not refused as someone else's).
 */
export function useOpenedVersion(
  path: string,
  openedId?: number | null,
  host?: RequestSpec['host'],
): [string | undefined, (record: { id: number }) => void] {
  const [version, setVersion] = useState(() => (openedId == null ? undefined : recordVersion(path, openedId, host)));
  const keep = useCallback((record: { id: number }) => setVersion(recordVersion(path, record.id, host)), [path, host]);
  return [version, keep];
}
