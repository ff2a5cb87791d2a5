// @ts-check
/**
 * Production serving of the built product, on Fastify and its well-kept plugins (no hand-written file server):
 * - the shell: its build (SPA fallback to index.html), a same-origin proxy of /api, /local and the realtime socket
 *   (/app) to the api-server (or, scaled out, round-robin over several api-server processes) that forwards the
 *   client's address, /remotes.json and /config.json (read per request,
 *   so a deploy or rollback shows on the next page load) and a local error-report sink;
 * - each remote: its deploy folder `<remote>/<version>/...` with CORS for the shell's origin.
 *
 * Files: @fastify/static serves the brotli/gzip siblings that the build wrote (`preCompressed`); anything else over
 * 1 KB is compressed on the fly by @fastify/compress. Content-hashed files are `immutable` for a year; index.html,
 * the registry, config and manifests are `no-cache`. The build's debugging files (source maps, mf-stats.json: it names
 * the build machine's folders) answer 404 unless `sourceMaps` (or SERVE_SOURCE_MAPS=1). Every HTML answer carries a
 * Content-Security-Policy under which the Module Federation runtime works (no 'unsafe-eval'; the registry's remote
 * origins allowed), frame-ancestors 'none', nosniff and a Referrer-Policy (@fastify/helmet). Malformed, overlong,
 * traversing or odd requests get a 4xx with the product's error body and nothing else; so does a protocol upgrade
 * anywhere but the realtime socket (/app), whose socket is then closed. Listens on 127.0.0.1 only.
 * docs/production-serving.md describes the choices and figures.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';

/** Longest URL answered (path and query); longer ones get 414. Browsers and our links stay far below it. */
export const MAX_URL_LENGTH = 4096;
/** Content-hashed build files (`name.0123abcd.js`): never change, cached for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|jpe?g|gif|webp)$/;
/** Files of a kind the builds write (and their compressed siblings): a missing one is 404, not a page. */
const ASSET = /\.(?:m?js|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|eot|wasm|br|gz)$/i;
/** Files that name other files: always revalidated. */
const POINTERS = /(?:^|\/)(?:index\.html|mf-manifest\.json|mf-stats\.json|remotes\.json|config\.json)$/;
const YEAR = 'public, max-age=31536000, immutable';
/** How many error reports the local sink keeps (the oldest are dropped). */
export const MAX_ERROR_REPORTS = 200;
/**
 * The build's debugging files, never needed by the runtime (it reads mf-manifest.json): source maps (the sources) and
 * Module Federation's mf-stats.json (absolute paths of the build machine), and their compressed siblings. Tested on
 * the decoded path: `/x.js.ma%70` and `/x.js%2Emap` are the same file to @fastify/static.
 */
const DEBUG_FILES = /(?:\.map|(?:^|\/)mf-stats\.json)(?:\.(?:br|gz))?$/i;
/** The realtime socket's path: the only one that may switch protocols (to a WebSocket). */
const REALTIME_PREFIX = '/app';
/** An upgrade request on the realtime path has this long to become a WebSocket before its socket is closed. */
const UPGRADE_TIMEOUT_MS = 10_000;
/**
 * A realtime socket is pinged this often and closed when the previous ping went unanswered (a browser answers by
 * itself, even in a background tab): a client gone without closing does not keep its socket for ever.
 */
const REALTIME_HEARTBEAT_MS = 60_000;

/**
 * @typedef {{ port: number, close: () => Promise<void> }} Served
 * @typedef {Served & { errorReports: () => unknown[] }} ServedShell
 * @typedef {import('fastify').FastifyInstance} App
 */

/** Node's parser errors with their own status; any other is a 400. @type {Record<string, [number, string]>} */
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long.'],
};

/**
 * Answers a request Node's HTTP parser rejected (an unknown method, headers over 16 KB) with the product's error body,
 * as the API does, then closes the connection; a connection the client reset gets no answer. A browser loading a page
 * (its Accept, read from the raw request the parser kept, names text/html: an address of over 16 KB opened or
 * reloaded) gets the small page {@link refuse} gives, not raw JSON.
 * @param {Error & { code?: string, rawPacket?: unknown }} error @param {import('node:net').Socket} socket
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid.'];
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const accept = /\r\naccept:([^\r\n]*)/i.exec(raw)?.[1] ?? '';
  writeRefusal(socket, status, message, accept);
  socket.destroy(error);
}

/**
 * Writes a refusal straight to a socket that no Fastify reply owns (one Node's parser rejected, an upgrade request),
 * the body {@link refuse} gives, with `Connection: close`; the caller closes the socket.
 * @param {import('node:stream').Duplex} socket @param {number} status @param {string} message
 * @param {string} accept the request's Accept header
 */
function writeRefusal(socket, status, message, accept) {
  const page = /\btext\/html\b/.test(accept);
  const body = page ? refusalPage(message) : JSON.stringify({ errors: [message] });
  const headers = page
    ? `Content-Type: text/html; charset=utf-8\r\n${PAGE_HEADERS.map(([name, value]) => `${name}: ${value}\r\n`).join('')}`
    : 'Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n';
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The headers of a refusal's page: no script or style, its own strict policy. @type {[string, string][]} */
const PAGE_HEADERS = [
  ['Content-Security-Policy', "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** A refusal's page: the sentence as its title and heading, and a link to the start page. @param {string} message */
function refusalPage(message) {
  const text = escapeHtml(message);
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${text}</title></head><body><main><h1>${text}</h1>` +
    '<p><a href="/">Go to the start page</a></p></main></body></html>\n'
  );
}

/**
 * Refuses a request with `status` and one sentence: the product's error body (`{"errors":[message]}`, as the API
 * answers), or, for a browser loading a page (it accepts text/html: a mistyped or garbled address in the address bar),
 * a small page saying the same with a link to the start page instead of raw JSON. The page has no script or style and
 * its own strict policy (a refusal can come before the hooks that set the shell's headers).
 * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
 * @param {number} status @param {string} message
 */
function refuse(request, reply, status, message) {
  reply.code(status).header('cache-control', 'no-store');
  if (!/\btext\/html\b/.test(request.headers.accept ?? '')) return reply.send({ errors: [message] });
  for (const [name, value] of PAGE_HEADERS) reply.header(name.toLowerCase(), value);
  return reply.type('text/html; charset=utf-8').send(refusalPage(message));
}

/** The API's largest body (api-server `BODY_LIMIT`), and its avatar upload's (multipart, 5 MB of file and its parts). */
const API_BODY_LIMIT = 1024 * 1024;
const API_UPLOAD_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

/** @param {{ sourceMaps?: boolean }} options */
function createApp({ sourceMaps }) {
  const app = Fastify({
    logger: false,
    clientErrorHandler: answerClientError,
    // What the router rejects before any hook (a path that is not valid percent-encoding) gets the same body as the
    // hook's own refusals below, not Fastify's default `{error, code, message, statusCode}`.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode ?? 500;
      void refuse(
        request,
        /** @type {import('fastify').FastifyReply} */ (reply),
        status,
        status === 400 ? 'The address is not valid.' : 'The server could not answer.',
      );
    },
    // A request line over the limit is answered before routing; headers over 16 KB get 431 (answerClientError).
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // The only clients of these servers are browsers; the shell forwards their address to the API itself.
    trustProxy: false,
    return503OnClosing: true,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) return refuse(request, reply, 414, 'The address is too long.');
    const pathname = request.url.split('?')[0] ?? '/';
    /** @type {string} */
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return refuse(request, reply, 400, 'The address is not valid.');
    }
    if (/(?:^|[/\\])\.\.(?:[/\\]|$)|\\|\0/.test(decoded))
      return refuse(request, reply, 400, 'The address is not valid.');
    if (!sourceMaps && DEBUG_FILES.test(decoded)) return refuse(request, reply, 404, 'Not found.');
  });
  // What a plugin refuses by throwing (a Range past the file's end: 416 from @fastify/static; a body over a route's
  // limit; the rate limit) gets the product's body too, not Fastify's `{statusCode, error, message}`.
  app.setErrorHandler(
    (/** @type {{ statusCode?: number, headers?: Record<string, string> }} */ error, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500 || status < 400) return refuse(request, reply, 500, 'The server could not answer.');
      // A 416's `Content-Range: bytes */<size>` says how long the file is.
      const headers = error.headers ?? {};
      for (const [name, value] of Object.entries(headers)) if (/^content-range$/i.test(name)) reply.header(name, value);
      const code = /** @type {{ code?: string }} */ (error).code ?? '';
      return refuse(request, reply, status, CODE_REFUSALS[code] ?? REFUSALS[status] ?? 'The request is not valid.');
    },
  );
  return app;
}

/**
 * The sentence of a refusal whose status alone does not say what to fix, by Fastify's code; the API answers the same
 * (packages/api-server src/server.ts). @type {Record<string, string>}
 */
const CODE_REFUSALS = {
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'The request needs a Content-Type header.',
};

/** The sentence of a status a plugin refuses with. @type {Record<number, string>} */
const REFUSALS = {
  404: 'Not found.',
  413: 'Request body is too large',
  415: 'The request body is not of a supported type.',
  416: 'The requested range is not available.',
  429: 'Too many requests. Please try again later.',
};

/**
 * Compression of what the build did not precompress (API replies through the proxy, the registry, a file without a
 * .br/.gz sibling): brotli at a fast level, gzip otherwise, over 1 KB.
 * @param {App} app
 */
async function registerCompression(app) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** @param {{ setHeader: (name: string, value: string) => unknown }} res @param {string} file @param {'shell' | 'remote'} kind */
function setCacheHeaders(res, file, kind) {
  // A precompressed answer is named after the file it encodes.
  const name = file
    .split(path.sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  // The same URL answers brotli, gzip or plain by the request's Accept-Encoding.
  res.setHeader('Vary', 'Accept-Encoding');
  if (POINTERS.test(name) || name.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  // A remote's version folder is immutable as a whole (its name carries the build's content hash).
  else if (kind === 'remote' || HASHED.test(name)) res.setHeader('Cache-Control', YEAR);
  else res.setHeader('Cache-Control', 'no-cache');
}

/** @param {string} html @returns {string[]} CSP sources ('sha256-...') of the page's inline scripts. */
function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The shell's index.html with the hashes of its inline scripts, read again when the file changes on disk: a shell
 * rebuilt while the server runs is served at once (a copy kept from start-up named hashed files the build had
 * deleted, so every fresh page load failed). While the file is missing or empty (a build in progress), the last good
 * copy is served. Missing at start-up, the server does not start.
 * @param {string} file
 */
function shellIndex(file) {
  /** @type {{ mtimeMs: number, size: number, html: string, scriptHashes: string[] }} */
  let cached = { mtimeMs: -1, size: -1, html: '', scriptHashes: [] };
  const read = () => {
    const { mtimeMs, size } = fs.statSync(file);
    if (mtimeMs === cached.mtimeMs && size === cached.size) return;
    const html = fs.readFileSync(file, 'utf8');
    if (html.trim() === '') return;
    cached = { mtimeMs, size, html, scriptHashes: inlineScriptHashes(html) };
  };
  read();
  if (cached.html === '') throw new Error(`${file} is empty: build the shell first.`);
  return () => {
    try {
      read();
    } catch {
      // Being rewritten by a build: the last good copy.
    }
    return cached;
  };
}

/**
 * The remotes' origins named by the registry (scripts, styles, fonts, images and manifests come from there).
 * Re-read only when the file changes.
 * @param {string} registryFile
 */
function registryOrigins(registryFile) {
  /** @type {{ mtimeMs: number, origins: string[] }} */
  let cached = { mtimeMs: -1, origins: [] };
  return () => {
    try {
      const { mtimeMs } = fs.statSync(registryFile);
      if (mtimeMs !== cached.mtimeMs) {
        const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
        const entries = Array.isArray(registry.remotes) ? registry.remotes : [];
        const origins = new Set(
          entries.flatMap((/** @type {{ manifestUrl?: string, entry?: string }} */ remote) => {
            try {
              return [new URL(String(remote.manifestUrl ?? remote.entry)).origin];
            } catch {
              return [];
            }
          }),
        );
        cached = { mtimeMs, origins: [...origins].sort() };
      }
    } catch {
      // No registry (yet): only the shell's own origin.
    }
    return cached.origins;
  };
}

/**
 * Where the proxy sends each request: one API origin, or several taken in turn (round-robin; @fastify/reply-from's
 * `getUpstream`, which @fastify/http-proxy also asks for each realtime socket). The API processes share one
 * PostgreSQL, so any of them can answer any request (docs/scale-out.md).
 * @param {string | string[]} apiOrigin
 * @returns {{ upstream: string, getUpstream?: () => string }}
 */
export function apiUpstreams(apiOrigin) {
  const origins = [apiOrigin].flat();
  if (origins.length === 0) throw new Error('serveShell needs at least one API origin');
  if (origins.length === 1) return { upstream: /** @type {string} */ (origins[0]) };
  let next = 0;
  return {
    upstream: '',
    getUpstream: () => {
      const origin = /** @type {string} */ (origins[next]);
      next = (next + 1) % origins.length;
      return origin;
    },
  };
}

/**
 * Serves the shell. `apiOrigin` (one origin, or several API processes taken in turn) receives /api, /local and the
 * realtime socket (/app); `registryFile` and `configFile` are read on every request so a deploy or rollback shows on
 * the next page load.
 * @param {{
 *   root: string, port: number, apiOrigin: string | string[], registryFile: string, configFile?: string, config?: object,
 *   sourceMaps?: boolean, extraOrigins?: string[],
 * }} options `extraOrigins`: other hosts the page may use (outside services' scripts in production).
 * @returns {Promise<ServedShell>}
 */
export async function serveShell({
  root,
  port,
  apiOrigin,
  registryFile,
  configFile,
  config,
  sourceMaps = process.env.SERVE_SOURCE_MAPS === '1',
  extraOrigins = [],
}) {
  const app = createApp({ sourceMaps });
  const indexPage = shellIndex(path.join(root, 'index.html'));
  const remoteOrigins = registryOrigins(registryFile);
  const others = () => [...remoteOrigins(), ...extraOrigins];

  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The MF runtime adds the remotes' entry and chunk scripts as <script src>; the shell's loader is inline.
        scriptSrc: ["'self'", () => indexPage().scriptHashes.join(' '), () => others().join(' ')],
        connectSrc: ["'self'", () => others().join(' ')],
        // styled-components writes its rules into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", () => others().join(' ')],
        imgSrc: ["'self'", 'data:', 'blob:', () => others().join(' ')],
        fontSrc: ["'self'", 'data:', () => others().join(' ')],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Remote scripts are cross-origin: no COEP, and the remotes send their own CORP.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Plain http on 127.0.0.1: HSTS is for the TLS front of a real deployment.
    strictTransportSecurity: false,
  });
  await registerCompression(app);

  /** @type {unknown[]} */
  const errorReports = [];
  await app.register(fastifyRateLimit, { global: false });

  app.get('/remotes.json', (_request, reply) => {
    try {
      reply.header('Cache-Control', 'no-cache').send(JSON.parse(fs.readFileSync(registryFile, 'utf8')));
    } catch {
      reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .send({ errors: ['The registry is unavailable.'] });
    }
  });
  app.get('/config.json', (_request, reply) => {
    const fileConfig = configFile && fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : {};
    reply.header('Cache-Control', 'no-cache').send({ ...config, ...fileConfig });
  });

  // Local stand-in for the error-reporting service (Airbrake's notice API), used when reports are enabled: a small
  // body limit, a rate limit per client and a bounded store.
  const reportRoute = '/api/v3/projects/:projectId/notices';
  app.post(
    reportRoute,
    { bodyLimit: 64 * 1024, config: { rateLimit: { max: 1000, timeWindow: '1 minute' } } },
    (request, reply) => {
      // The notifier posts its JSON without a content type (text/plain).
      let report = request.body ?? {};
      if (typeof report === 'string')
        try {
          report = JSON.parse(report || '{}');
        } catch {
          report = { raw: report };
        }
      errorReports.push(report);
      if (errorReports.length > MAX_ERROR_REPORTS) errorReports.splice(0, errorReports.length - MAX_ERROR_REPORTS);
      reply
        .code(201)
        .header('Access-Control-Allow-Origin', '*')
        .send({ id: String(errorReports.length), url: '' });
    },
  );
  // Nobody reads the reports over HTTP: they may hold personal data from pages, and the sink takes them without a
  // session. The product's tests read them in-process (`errorReports` of the served shell).
  app.get(reportRoute, (request, reply) => refuse(request, reply.header('Allow', 'POST'), 405, 'Method not allowed.'));

  // The API and the local adapters of outside services it serves (maps, card tokenisation, meetings), and the
  // realtime socket. The client's address goes along; the API trusts it from this proxy only (TRUST_PROXY).
  const { upstream, getUpstream } = apiUpstreams(apiOrigin);
  // A body over the API's own limits is refused here, with the API's answer, before it is streamed: the API closing
  // the connection on it mid-stream made the proxy answer 500 ("write EPIPE") or reset the connection.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // A body of unknown length (chunked) could not be checked before it is streamed (one of 2 MB answered 502 about
    // half the time): the API's callers send a length (fetch does, for JSON and for an avatar's form data).
    if (request.headers['transfer-encoding'] && request.headers['content-length'] === undefined)
      return refuse(request, reply, 411, 'A request body must give its length (Content-Length).');
    const length = Number(request.headers['content-length'] ?? 0);
    const upload = /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
    if (length > (upload ? API_UPLOAD_LIMIT : API_BODY_LIMIT))
      return refuse(request, reply, 413, 'Request body is too large');
  });
  const forward = {
    ...(getUpstream && { getUpstream }),
    rewriteRequestHeaders: (/** @type {any} */ request, /** @type {any} */ headers) => {
      // `Expect: 100-continue` (curl's own for bodies over 1 MB) was answered 500 by the proxy's HTTP client, which
      // does not support it; this server has already told the client to continue.
      // A lone `Upgrade` (no `Connection: Upgrade`, so not an upgrade: those never reach here) and the other
      // hop-by-hop headers are this connection's, not the API's: the proxy's HTTP client refused them (502).
      const {
        expect: _expect,
        upgrade: _upgrade,
        'keep-alive': _keepAlive,
        'proxy-connection': _proxyConnection,
        'http2-settings': _http2Settings,
        ...rest
      } = headers;
      return {
        ...rest,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.headers.host ?? '',
      };
    },
    // The API's own connection headers (`connection: keep-alive`) are about the proxy's connection to it: copied to
    // the browser's answer they overrode its `Connection: close` (its socket stayed open until the idle timeout).
    rewriteHeaders: (/** @type {import('node:http').IncomingHttpHeaders} */ headers) => {
      const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
      return rest;
    },
    // The API unreachable or failing mid-answer: a 502 with the product's error body, not Fastify's 500.
    onError: (/** @type {any} */ reply) => {
      if (!reply.sent)
        reply
          .code(502)
          .header('cache-control', 'no-store')
          .send({ errors: ['The server could not be reached. Please try again.'] });
    },
  };
  for (const prefix of ['/api', '/local'])
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      replyOptions: forward,
    });
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: REALTIME_PREFIX,
    rewritePrefix: REALTIME_PREFIX,
    websocket: true,
    replyOptions: forward,
    // rewriteRequestHeaders is supported at run time but missing from the plugin's types.
    wsClientOptions: /** @type {any} */ ({
      rewriteRequestHeaders: (/** @type {any} */ headers, /** @type {import('fastify').FastifyRequest} */ request) => ({
        ...headers,
        'x-forwarded-for': request.ip,
      }),
    }),
    wsHooks: {
      // The proxy's socket to the API opens after the client's: a client that hung up meanwhile left it open for good
      // (the plugin closes only an open socket, and the API's pings kept it alive). Ended here once it opens.
      onConnect: (_context, source, target) => {
        if (source.readyState !== source.OPEN) target.terminate();
        else heartbeat(source);
      },
    },
  });
  onlyRealtimeUpgrades(app);

  // Every other GET is a page of the single-page app: index.html (no-cache). A missing file of a kind the build writes
  // (a script, a style, an image, a font, a manifest) is 404; another dot is part of a page's address (`/parents/1.5`
  // is the app's "This parent does not exist.", not the server's "Not found.").
  await registerFiles(app, root, 'shell', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (ASSET.test(pathname)) return refuse(request, reply, 404, 'Not found.');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexPage().html);
  });
  const served = await listen(app, port);
  return {
    ...served,
    /** The reports the sink holds, oldest first (in-process only: the tests' way to read them). */
    errorReports: () => structuredClone(errorReports),
  };
}

/**
 * Makes the realtime socket the only upgrade the shell takes. The proxy's WebSocket support listens to every upgrade
 * request of the server and routes it; one aimed at /api, /local or a file (`Upgrade: h2c`, a WebSocket to the wrong
 * path) was written to a socket nothing ended, which stayed open even after the client hung up (CLOSE-WAIT) until
 * the process ran out of files and stopped answering. Now anything but a GET WebSocket upgrade on /app is answered 400
 * with the product's body and its socket closed; one on /app that does not become a WebSocket within
 * {@link UPGRADE_TIMEOUT_MS} is closed too.
 * @param {App} app
 */
function onlyRealtimeUpgrades(app) {
  const proxied = app.server.listeners('upgrade');
  if (proxied.length !== 1) throw new Error(`expected the realtime proxy's upgrade listener, found ${proxied.length}`);
  const [toProxy] = /** @type {((...args: unknown[]) => void)[]} */ (proxied);
  app.server.removeAllListeners('upgrade');
  app.server.on(
    'upgrade',
    (
      /** @type {import('node:http').IncomingMessage} */ request,
      /** @type {import('node:net').Socket} */ socket,
      /** @type {Buffer} */ head,
    ) => {
      // Node leaves an upgraded socket's errors to its listener: a client resetting it must not stop the process.
      socket.on('error', () => socket.destroy());
      const pathname = (request.url ?? '').split('?')[0] ?? '';
      const realtime = pathname === REALTIME_PREFIX || pathname.startsWith(`${REALTIME_PREFIX}/`);
      if (realtime && request.method === 'GET' && /^websocket$/i.test(request.headers.upgrade ?? '')) {
        // ws clears the timeout once the handshake is done; the heartbeat watches the socket from then on.
        socket.setTimeout(UPGRADE_TIMEOUT_MS, () => socket.destroy());
        toProxy?.(request, socket, head);
        return;
      }
      writeRefusal(socket, 400, 'This address does not accept a protocol upgrade.', request.headers.accept ?? '');
      socket.end(() => socket.destroy());
      setTimeout(() => socket.destroy(), 1000).unref();
    },
  );
}

/**
 * Pings a realtime socket every {@link REALTIME_HEARTBEAT_MS} and ends it when the previous ping got no pong.
 * @param {import('ws').WebSocket} socket
 */
function heartbeat(socket) {
  let answered = true;
  const timer = setInterval(() => {
    if (!answered) return socket.terminate();
    answered = false;
    socket.ping();
  }, REALTIME_HEARTBEAT_MS);
  timer.unref();
  socket.on('pong', () => (answered = true));
  socket.on('close', () => clearInterval(timer));
}

/**
 * Serves one remote's deploy folder (`<remote>/<version>/...`) with CORS; versioned files never change. New version
 * folders (a deploy while it runs) are served without a restart.
 * @param {{ root: string, port: number, sourceMaps?: boolean }} options
 * @returns {Promise<Served>}
 */
export async function serveRemote({ root, port, sourceMaps = process.env.SERVE_SOURCE_MAPS === '1' }) {
  const app = createApp({ sourceMaps });
  await app.register(fastifyHelmet, {
    global: true,
    // An asset origin: its files are loaded by the shell's page (cross-origin scripts and manifests).
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS')
      return reply.code(204).header('Access-Control-Allow-Headers', '*').header('Access-Control-Max-Age', '600').send();
  });
  await registerCompression(app);
  await registerFiles(app, root, 'remote', (request, reply) => refuse(request, reply, 404, 'Not found.'));
  return listen(app, port);
}

/**
 * The build's files under `root` (@fastify/static, with the .br/.gz siblings the build wrote and our cache headers).
 * A request for anything else: 405 for a method other than GET/HEAD, otherwise `notFound`. The shell's files are
 * fixed at start (routes per file); a remote's folder gains version folders while it runs (a wildcard route).
 * @param {App} app @param {string} root @param {'shell' | 'remote'} kind
 * @param {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => unknown} notFound
 */
async function registerFiles(app, root, kind, notFound) {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: kind === 'remote' ? ['index.html'] : false,
    wildcard: kind === 'remote',
    cacheControl: false,
    setHeaders: (res, file) => setCacheHeaders(res, file, kind),
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD')
        .send({ errors: ['Method not allowed.'] });
    return notFound(request, reply);
  });
}

/** @param {App} app @param {number} port @returns {Promise<Served>} */
async function listen(app, port) {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: async () => {
      app.server.closeAllConnections?.();
      await app.close();
    },
  };
}
