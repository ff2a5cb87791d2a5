#!/usr/bin/env node
// Part of `npm run lint`: fails when a design-system component lacks a story or a test, or when a story of the shell
// or a remote builds its own providers instead of the story kit's (issue 23.4).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { checkStories } = createRequire(import.meta.url)(path.join(root, 'packages/build-config/story-rules.js'));
const problems = checkStories(root);
if (problems.length) {
  console.error(`Stories and tests break the one way (packages/build-config/story-rules.js):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Every design-system component has a story and a test; every story takes its providers from the kit.');
