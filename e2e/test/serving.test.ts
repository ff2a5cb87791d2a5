/**
 * Production serving as a browser, a crawler or an attacker meets it (issue 19 point 3): the shell and a remote
 * served by scripts/lib/static-server.mjs from a small built tree, with a stand-in API behind the shell's proxy.
 * Raw requests go through a socket, so the server sees exactly the bytes sent (fetch would normalise them).
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { WebSocket, WebSocketServer } from 'ws';
import { MAX_ERROR_REPORTS, MAX_URL_LENGTH, serveRemote, serveShell } from '../../scripts/lib/static-server.mjs';

const INLINE = "(function () { document.body.dataset.ready = 'yes'; })();";
const INDEX = `<!doctype html><html><head><title>t</title></head><body><script>${INLINE}</script></body></html>`;
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;

let tmp: string;
let shell: Awaited<ReturnType<typeof serveShell>>;
let remote: { port: number; close: () => Promise<void> };
let api: http.Server;
let apiSockets: WebSocketServer;
let apiSeen: http.IncomingHttpHeaders[] = [];

/** Writes `name` with `body` under `dir`, plus brotli and gzip siblings as the build does. */
function writeBuilt(dir: string, name: string, body: string, precompress = true) {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  if (precompress) {
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
  }
}

/** One raw HTTP/1.1 request; resolves with the status code and headers of the answer. */
function raw(port: number, requestLine: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(data.split(' ')[1]), head, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

/**
 * Sends `bytes` as they are and resolves with the answer once the server has closed the connection; rejects when it
 * has not within `ms` (a socket the server never ends).
 */
function exchange(port: number, bytes: string, ms = 3000): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer closed within ${ms} ms; got ${JSON.stringify(data.slice(0, 200))}`));
    }, ms);
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(data.split(' ')[1]), head, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', () => undefined);
  });
}

/** This process's open files (the servers run in it): sockets left open by a server show here. */
const openFiles = () => fs.readdirSync('/proc/self/fd').length;

const get = (port: number, url: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${url}`, { headers });

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-'));
  const shellRoot = path.join(tmp, 'shell');
  writeBuilt(shellRoot, 'index.html', INDEX, false);
  writeBuilt(shellRoot, 'main.0123abcd.js', BIG_JS);
  writeBuilt(shellRoot, 'main.0123abcd.js.map', '{"version":3}', false);
  writeBuilt(shellRoot, 'mf-stats.json', '{"metaData":{"buildInfo":{"buildRoot":"/work/main/shell"}}}');
  writeBuilt(shellRoot, 'styles.89abcdef.css', 'body{color:red}', false);
  writeBuilt(shellRoot, 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  const deployRoot = path.join(tmp, 'deploy', 'mf-crm');
  writeBuilt(deployRoot, '1.0.0-abcd1234/remoteEntry.js', BIG_JS);
  writeBuilt(deployRoot, '1.0.0-abcd1234/mf-manifest.json', '{"id":"mf_crm"}', false);
  writeBuilt(deployRoot, '1.0.0-abcd1234/font.0123abcd.woff2', 'wOF2', false);
  writeBuilt(deployRoot, '1.0.0-abcd1234/remoteEntry.js.map', '{"version":3,"sourcesContent":["x"]}', false);
  writeBuilt(
    deployRoot,
    '1.0.0-abcd1234/mf-stats.json',
    '{"metaData":{"buildInfo":{"buildRoot":"/work/main/mf-crm"}}}',
  );
  const registryFile = path.join(tmp, 'deploy', 'registry.json');

  api = http.createServer((req, res) => {
    apiSeen.push(req.headers);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ url: req.url, method: req.method }));
  });
  // The realtime socket: an echo that tells the address the proxy forwarded.
  apiSockets = new WebSocketServer({ server: api });
  apiSockets.on('connection', (socket, request) => {
    socket.send(`from ${String(request.headers['x-forwarded-for'])} to ${request.url}`);
    socket.on('message', (data) => socket.send(`echo ${String(data)}`));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiPort = (api.address() as net.AddressInfo).port;

  remote = await serveRemote({ root: deployRoot, port: 0 });
  fs.writeFileSync(
    registryFile,
    JSON.stringify({
      remotes: [{ name: 'mf_crm', manifestUrl: `http://127.0.0.1:${remote.port}/1.0.0-abcd1234/mf-manifest.json` }],
    }),
  );
  shell = await serveShell({
    root: shellRoot,
    port: 0,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    registryFile,
    config: { environment: 'test' },
  });
});

after(async () => {
  await shell?.close();
  await remote?.close();
  await new Promise((resolve) => apiSockets?.close(resolve));
  await new Promise((resolve) => api?.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('compression', () => {
  test('brotli when the browser accepts it, from the build’s precompressed file', async () => {
    const response = await get(shell.port, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.match(response.headers.get('vary') ?? '', /accept-encoding/i);
    assert.equal(await response.text(), BIG_JS); // fetch decodes it
  });

  test('gzip for a client without brotli, identity for one without either', async () => {
    const gzip = await get(shell.port, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
    assert.equal(await gzip.text(), BIG_JS);
    const plain = await raw(shell.port, 'GET /main.0123abcd.js HTTP/1.1\r\nAccept-Encoding: identity');
    assert.equal(plain.status, 200);
    assert.doesNotMatch(plain.head, /content-encoding/i);
  });

  test('a reply the build did not precompress (the API through the proxy) is compressed on the fly', async () => {
    const response = await get(shell.port, `/api/v2/echo?pad=${'y'.repeat(1500)}`, { 'Accept-Encoding': 'br' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.equal(((await response.json()) as { url: string }).url.startsWith('/api/v2/echo'), true);
  });
});

describe('caching and types', () => {
  test('content-hashed files are immutable for a year; index.html, registry, config and manifests are no-cache', async () => {
    assert.equal(
      (await get(shell.port, '/main.0123abcd.js')).headers.get('cache-control'),
      'public, max-age=31536000, immutable',
    );
    assert.equal(
      (await get(remote.port, '/1.0.0-abcd1234/remoteEntry.js')).headers.get('cache-control'),
      'public, max-age=31536000, immutable',
    );
    for (const [port, url] of [
      [shell.port, '/'],
      [shell.port, '/parents/12'],
      [shell.port, '/remotes.json'],
      [shell.port, '/config.json'],
      [remote.port, '/1.0.0-abcd1234/mf-manifest.json'],
    ] as const)
      assert.equal((await get(port, url)).headers.get('cache-control'), 'no-cache', url);
  });

  test('MIME types are right', async () => {
    const types: [number, string, RegExp][] = [
      [shell.port, '/', /^text\/html/],
      [shell.port, '/main.0123abcd.js', /^(text|application)\/javascript/],
      [shell.port, '/styles.89abcdef.css', /^text\/css/],
      [shell.port, '/logo.svg', /^image\/svg\+xml/],
      [shell.port, '/remotes.json', /^application\/json/],
      [remote.port, '/1.0.0-abcd1234/mf-manifest.json', /^application\/json/],
      [remote.port, '/1.0.0-abcd1234/font.0123abcd.woff2', /^font\/woff2/],
    ];
    for (const [port, url, type] of types)
      assert.match((await get(port, url)).headers.get('content-type') ?? '', type, url);
  });

  test('the single-page app falls back to index.html for pages, but a missing file is 404', async () => {
    const page = await get(shell.port, '/parents/12?tab=notes');
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<script>/);
    assert.equal((await get(shell.port, '/missing.0123abcd.js')).status, 404);
    assert.equal((await get(shell.port, '/missing.woff2')).status, 404);
    assert.equal((await get(remote.port, '/1.0.0-abcd1234/missing.js')).status, 404);
    // A dot in a page's address is not a file: the app answers it (`/parents/1.5`: "This parent does not exist.").
    for (const address of ['/parents/1.5', '/parents/john.smith', '/exams/transcripts/2.0'])
      assert.match(await (await get(shell.port, address)).text(), /<script>/, address);
  });

  test('the remote’s files can be loaded from the shell’s origin (CORS, cross-origin resource policy)', async () => {
    const response = await get(remote.port, '/1.0.0-abcd1234/remoteEntry.js', { Origin: 'http://127.0.0.1:3000' });
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
  });
});

describe('hostile or odd requests get a 4xx and the server keeps serving', () => {
  const attempts: [string, string, number[]][] = [
    ['malformed percent-encoding', 'GET /%E0%A4%A HTTP/1.1', [400]],
    ['malformed encoding in a page path', 'GET /parents/%ZZ HTTP/1.1', [400]],
    ['path traversal', 'GET /../../../etc/passwd HTTP/1.1', [400, 404]],
    ['encoded path traversal', 'GET /..%2f..%2f..%2fetc%2fpasswd HTTP/1.1', [400, 404]],
    ['encoded backslash traversal', 'GET /..%5c..%5cpackage.json HTTP/1.1', [400, 404]],
    ['NUL byte', 'GET /index.html%00.js HTTP/1.1', [400, 404]],
    ['very long URL', `GET /${'a'.repeat(MAX_URL_LENGTH + 10)} HTTP/1.1`, [414]],
    ['odd method', 'DELETE / HTTP/1.1', [404, 405]],
    ['unknown method', 'PROPFIND / HTTP/1.1', [400, 404, 405]],
    ['method the server does not know at all', 'BREW / HTTP/1.1', [400, 405]],
  ];
  for (const [what, line, statuses] of attempts)
    test(what, async () => {
      for (const port of [shell.port, remote.port]) {
        const { status, head, body } = await raw(port, line);
        assert.ok(statuses.includes(status), `${what} on :${port} answered ${status}`);
        assert.doesNotMatch(head, /root:x:0:0/);
        // The product's error body, as the API answers: one sentence a person can read, no framework internals.
        assert.match(body, /^\{"errors":\["[A-Z][^"]*\."\]\}$/, `${what} on :${port}: ${body}`);
        // and everyone else is still served
        assert.equal((await get(shell.port, '/main.0123abcd.js')).status, 200);
        assert.equal((await get(remote.port, '/1.0.0-abcd1234/remoteEntry.js')).status, 200);
      }
    });
});

describe('a browser loading an address the server refuses gets a page saying why, not raw JSON', () => {
  const pageLoad = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const refused: [string, string, number, string][] = [
    ['malformed percent-encoding', '/%E0%A4%A', 400, 'The address is not valid.'],
    ['malformed encoding in a page path', '/parents/%ZZ', 400, 'The address is not valid.'],
    ['encoded backslash', '/parents%5c..%5cx', 400, 'The address is not valid.'],
    ['a very long address', `/parents?q=${'a'.repeat(MAX_URL_LENGTH)}`, 414, 'The address is too long.'],
    // Over Node's 16 KB of headers the parser refuses it before the app: the same page, from the raw request's Accept.
    ['an address over 16 KB', `/parents?q=${'a'.repeat(20_000)}`, 431, 'The request headers are too large.'],
    ['a missing file', '/missing.0123abcd.js', 404, 'Not found.'],
  ];
  for (const [what, url, status, sentence] of refused)
    test(what, async () => {
      const answer = await get(shell.port, url, pageLoad);
      assert.equal(answer.status, status);
      assert.match(answer.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
      assert.match(answer.headers.get('content-security-policy') ?? '', /default-src 'none'.*frame-ancestors 'none'/);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      const html = await answer.text();
      assert.match(html, new RegExp(`<title>${sentence}</title>`));
      assert.match(html, new RegExp(`<h1>${sentence}</h1>`));
      assert.match(html, /<a href="\/">Go to the start page<\/a>/);
      assert.doesNotMatch(html, /<script/);
      // A script or fetch (no text/html in Accept) still gets the product's error body.
      const json = await get(shell.port, url, { accept: 'application/json' });
      assert.equal(json.status, status);
      assert.deepEqual(await json.json(), { errors: [sentence] });
    });
});

describe('source maps and the build’s other debugging files', () => {
  test('are not served unless asked for', async () => {
    assert.equal((await get(shell.port, '/main.0123abcd.js.map')).status, 404);
  });

  test('a source map’s name percent-encoded is the same file: 404 too (it downloaded the sources)', async () => {
    for (const [port, file] of [
      [shell.port, '/main.0123abcd.js'],
      [remote.port, '/1.0.0-abcd1234/remoteEntry.js'],
    ] as const)
      for (const spelling of ['.map', '.ma%70', '%2Emap', '%2emap', '%2E%6D%61%70']) {
        const { status, body } = await raw(port, `GET ${file}${spelling} HTTP/1.1`);
        assert.equal(status, 404, `${file}${spelling} on :${port}`);
        assert.equal(body, '{"errors":["Not found."]}', `${file}${spelling} on :${port}`);
      }
  });

  test('mf-stats.json (the build machine’s folders) is not served, however spelled; mf-manifest.json is', async () => {
    for (const [port, file] of [
      [shell.port, '/mf-stats.json'],
      [shell.port, '/mf-stat%73.json'],
      [shell.port, '/mf-stats%2Ejson'],
      [shell.port, '/mf-stats.json.br'],
      [shell.port, '/mf-stats.json.gz'],
      [remote.port, '/1.0.0-abcd1234/mf-stats.json'],
      [remote.port, '/1.0.0-abcd1234/mf-stat%73.json'],
    ] as const)
      for (const encoding of ['br', 'identity']) {
        const { status, body } = await raw(port, `GET ${file} HTTP/1.1\r\nAccept-Encoding: ${encoding}`);
        assert.equal(status, 404, `${file} (${encoding}) on :${port}`);
        assert.doesNotMatch(body, /buildRoot|\/work\//, `${file} on :${port}`);
      }
    assert.equal((await get(remote.port, '/1.0.0-abcd1234/mf-manifest.json')).status, 200);
  });

  test('are served when the server is started with sourceMaps', async () => {
    const withMaps = await serveShell({
      root: path.join(tmp, 'shell'),
      port: 0,
      apiOrigin: 'http://127.0.0.1:9',
      registryFile: path.join(tmp, 'deploy', 'registry.json'),
      sourceMaps: true,
    });
    try {
      assert.equal((await get(withMaps.port, '/main.0123abcd.js.map')).status, 200);
      assert.equal((await get(withMaps.port, '/mf-stats.json')).status, 200);
    } finally {
      await withMaps.close();
    }
  });
});

describe('security headers of HTML answers', () => {
  test('CSP allows the shell, its inline loader by hash and the registry’s remote origins, never eval or framing', async () => {
    for (const url of ['/', '/login', '/parents/12']) {
      const response = await get(shell.port, url);
      const csp = response.headers.get('content-security-policy') ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `)) ?? '';
      const hash = `'sha256-${crypto.createHash('sha256').update(INLINE).digest('base64')}'`;
      assert.match(directive('default-src'), /'self'/);
      assert.ok(directive('script-src').includes(hash), directive('script-src'));
      assert.ok(directive('script-src').includes(`http://127.0.0.1:${remote.port}`), directive('script-src'));
      assert.ok(directive('connect-src').includes(`http://127.0.0.1:${remote.port}`), directive('connect-src'));
      assert.doesNotMatch(csp, /unsafe-eval/);
      assert.doesNotMatch(directive('script-src'), /unsafe-inline/);
      assert.equal(directive('frame-ancestors'), "frame-ancestors 'none'");
      assert.equal(directive('object-src'), "object-src 'none'");
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    }
  });

  test('a shell rebuilt while the server runs is served at once, its new inline loader allowed', async () => {
    const index = path.join(tmp, 'shell', 'index.html');
    const inline = "(function () { document.body.dataset.ready = 'rebuilt'; })();";
    const rebuilt = `<!doctype html><html><head><title>t</title><script defer src="/main.fedcba98.js"></script></head><body><script>${inline}</script></body></html>`;
    try {
      fs.writeFileSync(index, rebuilt);
      const future = new Date(Date.now() + 5000);
      fs.utimesSync(index, future, future);
      const page = await get(shell.port, '/parents');
      assert.equal(await page.text(), rebuilt);
      const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`;
      assert.ok((page.headers.get('content-security-policy') ?? '').includes(hash));
      // While a build rewrites the folder, the last good page is served, not an error.
      fs.rmSync(index);
      const during = await get(shell.port, '/parents');
      assert.equal(during.status, 200);
      assert.equal(await during.text(), rebuilt);
    } finally {
      fs.writeFileSync(index, INDEX);
    }
    assert.equal(await (await get(shell.port, '/')).text(), INDEX);
  });

  test('a deploy that adds a remote origin is allowed on the next page load', async () => {
    const registryFile = path.join(tmp, 'deploy', 'registry.json');
    const before = fs.readFileSync(registryFile, 'utf8');
    try {
      const registry = JSON.parse(before);
      registry.remotes.push({ name: 'mf_new', manifestUrl: 'http://127.0.0.1:3999/2.0.0-ffff0000/mf-manifest.json' });
      fs.writeFileSync(registryFile, JSON.stringify(registry));
      const future = new Date(Date.now() + 5000);
      fs.utimesSync(registryFile, future, future);
      const csp = (await get(shell.port, '/')).headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src [^;]*http:\/\/127\.0\.0\.1:3999/);
    } finally {
      fs.writeFileSync(registryFile, before);
    }
  });
});

describe('the API proxy', () => {
  test('forwards the client’s own address, never one the client claims', async () => {
    apiSeen = [];
    const response = await get(shell.port, '/api/v2/roles', { 'X-Forwarded-For': '203.0.113.9' });
    assert.equal(response.status, 200);
    assert.equal(apiSeen.at(-1)?.['x-forwarded-for'], '127.0.0.1');
  });

  test('scaled out (issue 22), takes several API processes in turn, the client address still forwarded', async () => {
    const seen: { name: string; forwardedFor: unknown }[] = [];
    const upstreams = await Promise.all(
      ['one', 'two'].map(async (name) => {
        const server = http.createServer((req, res) => {
          seen.push({ name, forwardedFor: req.headers['x-forwarded-for'] });
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ name }));
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return server;
      }),
    );
    const spread = await serveShell({
      root: path.join(tmp, 'shell'),
      port: 0,
      apiOrigin: upstreams.map((server) => `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`),
      registryFile: path.join(tmp, 'deploy', 'registry.json'),
    });
    try {
      for (const url of ['/api/v2/roles', '/api/v2/parents', '/local/maps', '/api/v2/roles'])
        assert.equal((await get(spread.port, url, { 'X-Forwarded-For': '203.0.113.9' })).status, 200);
      assert.deepEqual(
        seen.map((s) => s.name),
        ['one', 'two', 'one', 'two'],
      );
      assert.ok(seen.every((s) => s.forwardedFor === '127.0.0.1'));
    } finally {
      await spread.close();
      await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  test('a request with Expect: 100-continue (curl, for bodies over 1 MB) reaches the API (it answered 500)', async () => {
    apiSeen = [];
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: shell.port,
          method: 'POST',
          path: '/api/v2/notes',
          headers: { 'Content-Type': 'application/json', 'Content-Length': 2, Expect: '100-continue' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('continue', () => request.end('{}'));
      request.on('error', reject);
    });
    assert.equal(status, 200);
    assert.equal(apiSeen.length, 1);
    assert.equal(apiSeen[0]?.expect, undefined);
  });

  test("a body over the API's limit gets its 413 here, before it is streamed (it got 500 or a reset)", async () => {
    apiSeen = [];
    const big = 'x'.repeat(1024 * 1024 + 1);
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`http://127.0.0.1:${shell.port}/api/v2/students/1`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ student: { note: big } }),
      });
      assert.equal(response.status, 413);
      assert.deepEqual(await response.json(), { errors: ['Request body is too large'] });
    }
    assert.equal(apiSeen.length, 0);
    // A body of unknown length (chunked: curl -H 'Transfer-Encoding: chunked') is refused with 411, never streamed.
    const chunked = await raw(
      shell.port,
      'PUT /api/v2/students/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    );
    assert.equal(chunked.status, 411, chunked.head);
    assert.deepEqual(JSON.parse(chunked.body), { errors: ['A request body must give its length (Content-Length).'] });
    assert.equal(apiSeen.length, 0);
    // An avatar (multipart, up to 5 MB) still goes through.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'me.png');
    const upload = await fetch(`http://127.0.0.1:${shell.port}/api/v2/avatars`, { method: 'POST', body: form });
    assert.equal(upload.status, 200);
  });

  test("a QUERY without a Content-Type is refused here in the API's words: what to fix, not only that it is not valid", async () => {
    const { status, body } = await exchange(
      shell.port,
      `QUERY /api/v2/roles HTTP/1.1\r\nHost: 127.0.0.1:${shell.port}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    assert.equal(status, 400);
    assert.equal(body, '{"errors":["The request needs a Content-Type header."]}');
  });

  test('answers 502 with an errors body when the API is down, and the shell keeps serving', async () => {
    const orphan = await serveShell({
      root: path.join(tmp, 'shell'),
      port: 0,
      apiOrigin: 'http://127.0.0.1:9',
      registryFile: path.join(tmp, 'deploy', 'registry.json'),
    });
    try {
      const response = await get(orphan.port, '/api/v2/roles');
      assert.equal(response.status, 502);
      assert.deepEqual(await response.json(), { errors: ['The server could not be reached. Please try again.'] });
      assert.equal((await get(orphan.port, '/')).status, 200);
    } finally {
      await orphan.close();
    }
  });
});

describe('protocol upgrades: only the realtime socket (/app) switches protocols', () => {
  const upgrade = (method: string, url: string, protocol: string, extra = '') =>
    `${method} ${url} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: ${protocol}\r\n${extra}\r\n`;
  const websocket = 'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
  const refused: [string, string][] = [
    ['an h2c upgrade on the API', upgrade('GET', '/api/v2/roles', 'h2c', 'HTTP2-Settings: AAMAAABkAAQAAP__\r\n')],
    ['an unknown upgrade on the API', upgrade('GET', '/api/v2/roles', 'foo')],
    ['a WebSocket on the API', upgrade('GET', '/api/v2/roles', 'websocket', websocket)],
    ['an upgrade on a local adapter', upgrade('GET', '/local/k12/login', 'foo')],
    ['an upgrade on a built file (it stopped after 16 KB)', upgrade('GET', '/main.0123abcd.js', 'foo')],
    ['a WebSocket on a page', upgrade('GET', '/parents', 'websocket', websocket)],
    ['an h2c upgrade on the realtime path', upgrade('GET', '/app/local-key', 'h2c')],
    ['a POST upgrade on the realtime path', upgrade('POST', '/app/local-key', 'websocket', websocket)],
  ];
  for (const [what, bytes] of refused)
    test(`${what}: 400 with the product's body, and the socket is closed (it was never answered)`, async () => {
      const { status, head, body } = await exchange(shell.port, bytes);
      assert.equal(status, 400, head);
      assert.deepEqual(JSON.parse(body), { errors: ['This address does not accept a protocol upgrade.'] });
      assert.match(head, /\r\ncache-control: no-store/i);
    });

  test('50 upgrade requests whose client hangs up leave no socket open, and everyone is still served', async () => {
    const before = openFiles();
    for (let i = 0; i < 50; i += 1)
      await new Promise<void>((resolve) => {
        const socket = net.connect(shell.port, '127.0.0.1', () =>
          socket.write(upgrade('GET', i % 2 ? '/api/v2/roles' : '/main.0123abcd.js', i % 3 ? 'h2c' : 'foo')),
        );
        socket.on('error', () => undefined);
        // The client gives up at once, or after the answer's first bytes.
        socket.once('data', () => socket.destroy());
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 20);
      });
    const deadline = Date.now() + 3000;
    while (openFiles() > before + 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(openFiles() <= before + 5, `open files: ${before} before, ${openFiles()} after 50 upgrades`);
    assert.equal((await get(shell.port, '/api/v2/roles')).status, 200);
    assert.equal((await get(shell.port, '/main.0123abcd.js')).status, 200);
  });

  test('an upgrade request to a remote is served as a plain request', async () => {
    const { status } = await exchange(
      remote.port,
      upgrade('GET', '/1.0.0-abcd1234/remoteEntry.js', 'h2c').replace(
        'Connection: Upgrade',
        'Connection: Upgrade, close',
      ),
    );
    assert.equal(status, 200);
  });

  test('a lone Upgrade or Keep-Alive header (no Connection: Upgrade) reaches the API as a plain request (it answered 502)', async () => {
    apiSeen = [];
    const { status, body } = await exchange(
      shell.port,
      'GET /api/v2/roles HTTP/1.1\r\nHost: x\r\nUpgrade: foo\r\nKeep-Alive: timeout=5\r\nConnection: close\r\n\r\n',
    );
    assert.equal(status, 200, body);
    assert.equal(apiSeen.length, 1);
    assert.equal(apiSeen[0]?.upgrade, undefined);
  });

  test('a WebSocket on the realtime path still goes through, with the client’s own address', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${shell.port}/app/local-key?protocol=7`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    const messages: string[] = [];
    const two = new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        messages.push(String(data));
        if (messages.length === 2) resolve();
      });
      socket.on('error', reject);
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send('hello');
    await two;
    socket.close();
    assert.deepEqual(messages, ['from 127.0.0.1 to /app/local-key?protocol=7', 'echo hello']);
  });
});

describe('the realtime proxy after a client hangs up in the handshake', () => {
  test("leaves no connection to the API open (each one stayed, answering the API's pings, for good)", async () => {
    const handshake =
      'GET /app/local-key?protocol=7 HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
      'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';
    // Hung up 0-4 ms after asking: some before the proxy's own socket to the API is open, some after.
    for (let i = 0; i < 40; i += 1) {
      const socket = net.connect(shell.port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(handshake);
      await new Promise((resolve) => setTimeout(resolve, i % 5));
      socket.destroy();
    }
    const deadline = Date.now() + 3000;
    while (apiSockets.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(apiSockets.clients.size, 0, 'connections from the proxy still open at the API');
  });
});

describe('a range the file does not have', () => {
  for (const range of ['bytes=999999999-', 'bytes=5-1', 'bytes=abc'])
    test(`${range}: 416 with the product's body and no-store (it was @fastify/static's own JSON)`, async () => {
      for (const [port, file] of [
        [shell.port, '/main.0123abcd.js'],
        [remote.port, '/1.0.0-abcd1234/remoteEntry.js'],
      ] as const) {
        const { status, head, body } = await raw(port, `GET ${file} HTTP/1.1\r\nRange: ${range}`);
        assert.equal(status, 416, `${range} on :${port}`);
        assert.equal(body, '{"errors":["The requested range is not available."]}', `${range} on :${port}`);
        assert.match(head, /\r\ncache-control: no-store/i, `${range} on :${port}`);
      }
    });

  test('a range the file has is still answered 206', async () => {
    const { status, body } = await raw(shell.port, 'GET /main.0123abcd.js HTTP/1.1\r\nRange: bytes=0-10');
    assert.equal(status, 206);
    assert.equal(body, BIG_JS.slice(0, 11));
  });
});

describe('the local error-report sink', () => {
  test('refuses a body over 64 KB and keeps only the newest reports', async () => {
    const url = `http://127.0.0.1:${shell.port}/api/v3/projects/1/notices`;
    const big = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pad: 'z'.repeat(70 * 1024) }),
    });
    assert.equal(big.status, 413);
    for (let i = 0; i < 50; i += 1) {
      const sent = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ errors: [{ message: `e${i}` }] }),
      });
      assert.equal(sent.status, 201);
    }
    // The browser notifier posts JSON as text/plain: it is stored parsed.
    assert.equal(
      (await fetch(url, { method: 'POST', body: JSON.stringify({ errors: [{ message: 'plain' }] }) })).status,
      201,
    );
    const notices = shell.errorReports() as { errors: { message: string }[] }[];
    assert.equal(notices.length, 51);
    assert.equal(notices.at(-1)?.errors[0]?.message, 'plain');
    for (let i = 0; i < MAX_ERROR_REPORTS; i += 1)
      await fetch(url, { method: 'POST', body: JSON.stringify({ errors: [{ message: `f${i}` }] }) });
    const kept = shell.errorReports() as { errors: { message: string }[] }[];
    assert.equal(kept.length, MAX_ERROR_REPORTS);
    assert.equal(kept.at(-1)?.errors[0]?.message, `f${MAX_ERROR_REPORTS - 1}`);
  });

  test('hands its reports to nobody over HTTP (they may hold personal data; anyone signed out read them)', async () => {
    const url = `http://127.0.0.1:${shell.port}/api/v3/projects/1/notices`;
    const secret = 'parent Jane Doe, 12 Elm Street';
    assert.equal(
      (await fetch(url, { method: 'POST', body: JSON.stringify({ errors: [{ message: secret }] }) })).status,
      201,
    );
    for (const accept of ['application/json', 'text/html']) {
      const read = await fetch(url, { headers: { accept } });
      assert.equal(read.status, 405);
      assert.equal(read.headers.get('allow'), 'POST');
      assert.doesNotMatch(await read.text(), /Jane Doe/);
    }
    assert.ok(JSON.stringify(shell.errorReports()).includes(secret));
  });
});
