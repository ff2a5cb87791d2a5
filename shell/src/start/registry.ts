import { type RemoteRegistry, parseRegistry, reportError } from '@tutoring/platform';

/**
 * Reads the remote registry document at run time: the shell bundle names no remote URL. A registry that cannot be
 * read leaves the shell working with no remotes (and is reported).
 */
export async function loadRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
    return parseRegistry(await response.json());
  } catch (error) {
    reportError(error, { phase: 'registry' });
    return { remotes: [] };
  }
}
