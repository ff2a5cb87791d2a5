// Builds the e2e-only fault-injection remote (fixtures/mf-faulty) with the one webpack factory.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
execFileSync(path.join(here, '..', '..', 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
  cwd: path.join(here, '..', 'fixtures', 'mf-faulty'),
  stdio: 'inherit',
});
