#!/usr/bin/env node
// Part of `npm run lint`: fails when a registered remote drifts from the one remote shape (issue 23.5).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { checkRemoteShape, registeredRemotes } = createRequire(import.meta.url)(
  path.join(root, 'packages/build-config/remote-shape.js'),
);
const problems = registeredRemotes(root).flatMap((dir) => checkRemoteShape(dir));
if (problems.length) {
  console.error(`Remotes drift from the remote shape (packages/build-config/remote-shape.js):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Every remote has the remote shape.');
