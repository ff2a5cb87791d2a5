import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Temporary folders for a test file's builds, each removed after the file's tests: a test leaves nothing in the
 * machine's temporary folder. Call it once at the top of the file; the returned function makes one folder per call.
 */
export function tempDirs(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
