#!/usr/bin/env node
// Runs src/main.ts through tsx's CommonJS loader (the package ships TypeScript source, no build step).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { register } = require('tsx/cjs/api');
register();
require('../src/main.ts');
