// @ts-check
/**
 * Starts the whole built product on 127.0.0.1: the api-server (embedded PGlite unless DATABASE_URL is set; or
 * `apiProcesses` of them on one PostgreSQL, scale-out), the shell, and each remote from its own port serving its
 * deploy folder. Used by `npm start`, `npm run start:cluster` and by the e2e tests.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, activate, publish, remoteConfigs } from './deploy.mjs';
import { serveRemote, serveShell } from './static-server.mjs';

/**
 * @param {{
 *   apiPort?: number, shellPort?: number, remotePortOffset?: number, deployDir?: string, dataDir?: string,
 *   memory?: boolean, publishBuilds?: boolean, environment?: string, config?: Record<string, unknown>,
 *   apiArgs?: string[], quiet?: boolean, extraOrigins?: string[], apiProcesses?: number, databaseUrl?: string,
 *   distRoot?: string,
 * }} options `apiProcesses` (default 1): API processes on ports apiPort, apiPort+1, … sharing one PostgreSQL
 *   (`databaseUrl`, default DATABASE_URL), each named `api-<n>` (API_PROCESS_NAME), behind the shell's proxy
 *   (docs/scale-out.md). `distRoot`: a folder holding other builds (`shell/`, `mf-crm/`, ... each a copy of a `dist`
 *   folder), served instead of this tree's (the bench's before/after in one run).
 */
export async function startProduct(options = {}) {
  const apiPort = options.apiPort ?? 4000;
  const shellPort = options.shellPort ?? 3000;
  const offset = options.remotePortOffset ?? 0;
  const deployDir = options.deployDir ?? path.join(REPO_ROOT, 'deploy');
  const remotes = remoteConfigs().map((remote) => ({ ...remote, port: remote.port + offset }));

  if (options.publishBuilds !== false) {
    for (const remote of remotes) {
      const distDir = options.distRoot ? path.join(options.distRoot, remote.package) : undefined;
      const { version } = publish({ pkg: remote.package, deployDir, distDir });
      activate({ pkg: remote.package, version, deployDir, portOffset: offset });
    }
  }
  const registryFile = path.join(deployDir, 'registry.json');

  const apiProcesses = options.apiProcesses ?? 1;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (apiProcesses > 1 && (options.memory || !databaseUrl))
    throw new Error('Several API processes need one PostgreSQL to share: set DATABASE_URL.');
  const apiPorts = Array.from({ length: apiProcesses }, (_, i) => apiPort + i);
  const apiOptions = (/** @type {number} */ port, /** @type {number} */ index) => ({
    port,
    dataDir: options.dataDir,
    memory: options.memory,
    args: options.apiArgs,
    quiet: options.quiet,
    databaseUrl,
    // The shell's origin, which the browser sees (it proxies /api and /local): the API then names it in the links it
    // builds from the caller's origin (K12 tickets), and echoes no other Host (api-server requestBaseUrl).
    corsOrigins: [`http://127.0.0.1:${shellPort}`, `http://localhost:${shellPort}`],
    ...(apiProcesses > 1 && { name: `api-${index + 1}` }),
  });
  /** @type {(() => Promise<void>)[]} */
  const closers = [];
  /** @type {() => unknown[]} */
  let errorReports = () => [];
  try {
    // The first process migrates and seeds the database; the others start once it answers, on the ready schema.
    const first = await startApi(apiOptions(apiPort, 0));
    closers.push(first.close);
    const others = await Promise.allSettled(
      apiPorts
        .slice(1)
        .map((port, i) => startApi({ ...apiOptions(port, i + 1), args: [...(options.apiArgs ?? []), '--no-seed'] })),
    );
    for (const started of others) if (started.status === 'fulfilled') closers.push(started.value.close);
    const failed = others.find((started) => started.status === 'rejected');
    if (failed) throw failed.reason;
    const shell = await serveShell({
      root: options.distRoot ? path.join(options.distRoot, 'shell') : path.join(REPO_ROOT, 'shell', 'dist'),
      port: shellPort,
      apiOrigin: apiPorts.map((port) => `http://127.0.0.1:${port}`),
      registryFile,
      extraOrigins: options.extraOrigins,
      configFile: path.join(deployDir, 'config.json'),
      config: {
        environment: options.environment ?? 'development',
        realtime: {
          key: 'local-key',
          wsHost: '127.0.0.1',
          wsPort: shellPort,
          forceTLS: false,
          authEndpoint: '/api/auth/pusher/auth',
        },
        ...options.config,
      },
    });
    closers.push(shell.close);
    errorReports = shell.errorReports;
    for (const remote of remotes) {
      const server = await serveRemote({ root: path.join(deployDir, remote.package), port: remote.port });
      closers.push(server.close);
    }
  } catch (error) {
    await Promise.all(closers.map((close) => close()));
    throw error;
  }
  return {
    url: `http://127.0.0.1:${shellPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    apiUrls: apiPorts.map((port) => `http://127.0.0.1:${port}`),
    remotes,
    deployDir,
    registryFile,
    /** The error reports the shell's local sink holds (it has no GET: they may hold personal data). */
    errorReports: () => errorReports(),
    close: async () => {
      await Promise.all(closers.reverse().map((close) => close().catch(() => undefined)));
    },
  };
}

/**
 * Runs the compiled api-server with its demo data (`--demo`) in a child process and waits until it answers. `name`
 * (scale-out) becomes its API_PROCESS_NAME: its replies then say which process answered.
 * @param {{
 *   port: number, dataDir?: string, memory?: boolean, args?: string[], quiet?: boolean, name?: string,
 *   databaseUrl?: string, corsOrigins?: string[],
 * }} options
 */
export async function startApi({ port, dataDir, memory, args = [], quiet, name, databaseUrl, corsOrigins }) {
  // The compiled server (`npm run build -w @tutoring/api-server`), run by node as production runs it.
  const serverArgs = [
    path.join(REPO_ROOT, 'packages', 'api-server', 'dist', 'main.js'),
    '--port',
    String(port),
    '--demo',
    ...args,
  ];
  if (memory) serverArgs.push('--memory');
  else if (dataDir) serverArgs.push('--data-dir', dataDir);
  // An in-memory API is PGlite even where DATABASE_URL is set (the bench's browser phase runs two products at once
  // while DATABASE_URL names the PostgreSQL of its API phase).
  // The shell's proxy forwards each browser's address; the API believes it from that proxy only (login throttling).
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (memory) delete env.DATABASE_URL;
  if (name) env.API_PROCESS_NAME = name;
  if (corsOrigins?.length && !process.env.CORS_ORIGINS) env.CORS_ORIGINS = corsOrigins.join(',');
  const child = spawn(process.execPath, serverArgs, {
    cwd: REPO_ROOT,
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    env,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api-server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v2/roles`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`api-server did not answer on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    output: () => output,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
