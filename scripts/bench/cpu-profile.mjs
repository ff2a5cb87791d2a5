#!/usr/bin/env node
// @ts-check
/**
 * Where an api-server's CPU time goes (issue 26): groups the samples of a V8 CPU profile (`node --cpu-prof`) by what
 * the code does, in percent of the busy (non-idle) samples. docs/performance.md says how the profile is taken.
 *
 *   node scripts/bench/cpu-profile.mjs <file.cpuprofile>
 */
import fs from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/bench/cpu-profile.mjs <file.cpuprofile>');
  process.exit(1);
}
/** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string }, children?: number[] }[], samples: number[] }} */
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
/** @type {Map<number, number>} */
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
/** @type {Map<number, number>} */
const counts = new Map();
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);

/** @param {number} id */
const frame = (id) => /** @type {{ callFrame: { functionName: string, url: string } }} */ (byId.get(id)).callFrame;
/** True when a caller of `id` (or `id` itself) matches `pattern` ("function@url"). @param {number} id @param {RegExp} pattern */
function calledFrom(id, pattern) {
  for (let c = /** @type {number | undefined} */ (id); c !== undefined; c = parent.get(c)) {
    const { functionName, url } = frame(c);
    if (pattern.test(`${functionName}@${url}`)) return true;
  }
  return false;
}

/** The category of one sample's leaf frame. @param {number} id */
function category(id) {
  const { functionName: fn, url } = frame(id);
  if (fn === '(garbage collector)') return 'garbage collection';
  if (/bcryptjs|argon2|modules\/cjs|modules\/esm/.test(url) || calledFrom(id, /^(migrate|createServer|seed)@/))
    return 'start-up and sign-in (module loading, migrations, password hashes)';
  // PGlite's PostgreSQL compiled to WebAssembly (and its calls into JavaScript's file system emulation): the embedded
  // database executing the statements. Without this line its frames counted as "other api-server code".
  if (url.startsWith('wasm://') || /^wasm-/.test(fn) || calledFrom(id, /^wasm-function\[/))
    return 'the embedded database executing (PGlite WebAssembly, its file system calls)';
  if (
    /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(fn) ||
    /stream_base_commons|streams\/writable/.test(url)
  )
    return 'socket writes (HTTP replies and queries)';
  if (
    /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-array|postgres-date|@electric-sql)\//.test(url) ||
    /^(toIso|toNumber)$/.test(fn)
  )
    return 'database driver: protocol and row parsing (dates included)';
  if (/^(camel|camelRow|toWire|serialize|snake)$/.test(fn) && !/node_modules/.test(url))
    return 'serialisation: rows to wire objects';
  if (
    /fastify\/lib\/(reply|error-serializer)|fast-json-stringify/.test(url) ||
    (fn === 'serialize' && /fastify/.test(url))
  )
    return 'serialisation: the reply as JSON';
  if (/node_modules\/zod\//.test(url) || fn === 'hostileInput') return 'validation';
  if (/node_modules\/pino/.test(url)) return 'logging';
  if (calledFrom(id, /^resolveAuth@/)) return 'session lookup';
  if (/node_modules\/(fastify|find-my-way|avvio|@fastify)\//.test(url)) return 'framework (routing, hooks)';
  if (url && !/node_modules|^node:|^wasm:/.test(url)) return 'other api-server code (list SQL, policy)';
  return 'other (Node internals: events, buffers, timers)';
}

/** @type {Map<string, number>} */
const totals = new Map();
let busy = 0;
let idle = 0;
for (const [id, n] of counts) {
  if (frame(id).functionName === '(idle)') {
    idle += n;
    continue;
  }
  busy += n;
  const key = category(id);
  totals.set(key, (totals.get(key) ?? 0) + n);
}
console.log(`${busy} busy samples, ${idle} idle (${((100 * idle) / (busy + idle)).toFixed(0)} % idle)`);
for (const [key, n] of [...totals].sort((a, b) => b[1] - a[1]))
  console.log(`${((100 * n) / busy).toFixed(1).padStart(5)} %  ${key}`);
