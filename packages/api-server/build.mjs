// @ts-check
/**
 * `npm run build`: compiles the server to one JavaScript file, dist/main.js (esbuild, CommonJS for Node 20), that
 * production runs with `node dist/main.js`. The workspace packages it uses (@tutoring/contract, @tutoring/domain ship
 * TypeScript source) are bundled in; every other dependency stays a normal require of node_modules. The SQL
 * migrations are copied beside it (dist/migrations), where the compiled migrate() looks for them.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

const started = Date.now();
await build({
  entryPoints: [path.join(here, 'src', 'main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(pluginBuild) {
        // Bare imports are node_modules (left to Node at run time), except our own TypeScript-source packages.
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tutoring/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
fs.cpSync(path.join(here, 'src', 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`api-server: dist/main.js built in ${Date.now() - started} ms`);
