// @ts-check
/**
 * A small static file server for the built product: the shell (SPA fallback, same-origin /api proxy incl.
 * WebSockets, /remotes.json, /config.json, a local error-report sink) and each remote's deploy folder (CORS,
 * immutable caching of versioned files). Node's http module only; listens on 127.0.0.1.
 */
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** @param {string} root @param {string} urlPath */
function resolveInside(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const full = path.normalize(path.join(root, decoded));
  return full.startsWith(path.normalize(root)) ? full : null;
}

/**
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} file
 * @param {{ immutable?: boolean, cors?: boolean }} options
 */
function sendFile(req, res, file, { immutable = false, cors = false } = {}) {
  const ext = path.extname(file).toLowerCase();
  const headers = /** @type {Record<string, string>} */ ({ 'Content-Type': TYPES[ext] ?? 'application/octet-stream' });
  headers['Cache-Control'] = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (cors) headers['Access-Control-Allow-Origin'] = '*';
  const body = fs.readFileSync(file);
  const gzip =
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
    /text|javascript|json|svg/.test(headers['Content-Type'] ?? '') &&
    body.length > 1024;
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : zlib.gzipSync(body, { level: 6 }));
  } else {
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body @param {Record<string,string>} [headers] */
function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** @param {string} target @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function proxy(target, req, res) {
  const url = new URL(target);
  const upstream = http.request(
    {
      host: url.hostname,
      port: url.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: `${url.hostname}:${url.port}` },
    },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) sendJson(res, 502, { errors: ['The API server is not reachable.'] });
    else res.destroy();
  });
  req.pipe(upstream);
}

/**
 * Serves the shell. `apiOrigin` receives /api and WebSocket (/app/...) traffic; `registryFile` and `configFile`
 * are read on every request so a deploy or rollback shows on the next page load.
 * @param {{ root: string, port: number, apiOrigin: string, registryFile: string, configFile?: string, config?: object }} options
 */
export function serveShell({ root, port, apiOrigin, registryFile, configFile, config }) {
  /** @type {unknown[]} */
  const errorReports = [];
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/remotes.json') {
      try {
        return sendJson(res, 200, JSON.parse(fs.readFileSync(registryFile, 'utf8')));
      } catch {
        return sendJson(res, 500, { errors: ['Registry unavailable'] });
      }
    }
    if (pathname === '/config.json') {
      const fileConfig = configFile && fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : {};
      return sendJson(res, 200, { ...config, ...fileConfig });
    }
    // Local stand-in for the error-reporting service (Airbrake's notice API), used when reports are enabled.
    if (/^\/api\/v3\/projects\/\d+\/notices$/.test(pathname)) {
      if (req.method === 'POST') {
        let raw = '';
        req.on('data', (chunk) => (raw += chunk));
        req.on('end', () => {
          try {
            errorReports.push(JSON.parse(raw || '{}'));
          } catch {
            errorReports.push({ raw });
          }
          sendJson(res, 201, { id: String(errorReports.length), url: '' }, { 'Access-Control-Allow-Origin': '*' });
        });
        return;
      }
      return sendJson(res, 200, { notices: errorReports });
    }
    // The API, and the local adapters of outside services it serves (maps, card tokenisation, meetings).
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/local/'))
      return proxy(apiOrigin, req, res);
    const file = resolveInside(root, pathname);
    if (file && fs.existsSync(file) && fs.statSync(file).isFile())
      return sendFile(req, res, file, { immutable: /\.[0-9a-f]{8}\.js$/.test(file) });
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      res.writeHead(404);
      return res.end();
    }
    return sendFile(req, res, path.join(root, 'index.html'));
  });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(apiOrigin);
    const upstream = net.connect(Number(url.port), url.hostname, () => {
      upstream.write(`${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`);
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        upstream.write(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`);
      upstream.write('\r\n');
      if (head?.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return listen(server, port);
}

/**
 * Serves one remote's deploy folder (`<remote>/<version>/...`) with CORS; versioned files never change.
 * @param {{ root: string, port: number }} options
 */
export function serveRemote({ root, port }) {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    const file = resolveInside(root, pathname);
    if (file && fs.existsSync(file) && fs.statSync(file).isFile())
      return sendFile(req, res, file, { immutable: true, cors: true });
    res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
    res.end();
  });
  return listen(server, port);
}

/** @param {http.Server} server @param {number} port @returns {Promise<{ port: number, close: () => Promise<void> }>} */
function listen(server, port) {
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) /** @type {net.Socket} */ (socket).destroy();
            server.close(() => done(undefined));
          }),
      });
    });
  });
}
