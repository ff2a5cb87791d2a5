#!/usr/bin/env node
// Part of `npm run lint`: fails when a registered remote drifts from the one remote shape (issue 23.5), or when two
// remotes in remotes.config.json claim the same route prefix, or one under another's (both areas would render there).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { registryPrefixClashes } from './lib/route-prefixes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { checkRemoteShape, registeredRemotes } = createRequire(import.meta.url)(
  path.join(root, 'packages/build-config/remote-shape.js'),
);
const problems = registeredRemotes(root).flatMap((dir) => checkRemoteShape(dir));
if (problems.length)
  console.error(`Remotes drift from the remote shape (packages/build-config/remote-shape.js):\n${problems.join('\n')}`);
const clashes = registryPrefixClashes(
  JSON.parse(fs.readFileSync(path.join(root, 'remotes.config.json'), 'utf8')).remotes,
);
if (clashes.length) console.error(`Route prefixes shared in remotes.config.json:\n${clashes.join('\n')}`);
if (problems.length || clashes.length) process.exit(1);
console.log('Every remote has the remote shape and route prefixes of its own.');
