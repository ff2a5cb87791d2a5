import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startProduct } from '../../scripts/lib/product.mjs';

export interface RunningProduct {
  url: string;
  apiUrl: string;
  /** Every API process (one unless `apiProcesses` says more). */
  apiUrls: string[];
  deployDir: string;
  registryFile: string;
  remotes: { package: string; name: string; port: number }[];
  /**
   * The error reports the shell's local sink has received, oldest first. Read in-process: the sink answers no GET
   * (the reports may hold personal data from pages).
   */
  errorReports: () => unknown[];
  close: () => Promise<void>;
}

/** A product started by {@link startTestProduct}, on its own free ports. */
export interface TestProduct extends RunningProduct {
  /** Added to every port of remotes.config.json. */
  portOffset: number;
  /** A free port for a fixture remote. */
  spareRemotePort: number;
}

/** Remote ports in remotes.config.json are 3001-3006; a test product shifts them all by one offset. */
const REMOTE_BASE = 3001;
const REMOTE_COUNT = 6;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A process that still runs (a claim of one that died is stale). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an offset for this process until {@link releaseOffset}: a file created exclusively in the temporary folder,
 * so two test files starting at once (each its own process) never take the same ports; a claim left by a process that
 * died is taken over.
 */
function claimOffset(offset: number): boolean {
  const file = path.join(os.tmpdir(), `e2e-ports-${offset}.claim`);
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return false; // released meanwhile: the next attempt may take it
    }
    const holder = Number(text.trim() || 'NaN');
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) fs.rmSync(file, { force: true });
    return false;
  }
}

function releaseOffset(offset: number): void {
  fs.rmSync(path.join(os.tmpdir(), `e2e-ports-${offset}.claim`), { force: true });
}

/**
 * Free ports for one test product (shell, API, the six remotes, a spare for fixtures), so several e2e runs on one
 * machine never collide. Returns the remote offset; the shell is at offset+2999, the API at offset+3999. Offsets are
 * chosen so that no two products' ports overlap (one product's API at offset+4000 was another's shell when two offsets
 * were 1000 apart: EADDRINUSE in CI) and each is claimed before it is used.
 */
async function freeOffset(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    // Below Linux's ephemeral range (32768+): a port found free there can be taken by an outgoing connection
    // (the browser's, PostgreSQL's) before the product listens on it (EADDRINUSE seen in CI). Blocks of 2,000 with
    // ten offsets 100 apart each: two offsets differ by at most 900 or by at least 1,100, never by 1,000.
    const offset = 10_000 + Math.floor(Math.random() * 9) * 2000 + Math.floor(Math.random() * 10) * 100;
    const ports = [
      REMOTE_BASE - 1 + offset,
      ...Array.from({ length: REMOTE_COUNT + 1 }, (_, i) => REMOTE_BASE + i + offset),
      4000 + offset,
      4001 + offset,
    ];
    if (!claimOffset(offset)) continue;
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return offset;
    releaseOffset(offset);
  }
  throw new Error('No free ports for the e2e product');
}

/** Options of {@link startTestProduct}. */
export interface TestProductOptions {
  /**
   * The shell's environment (/config.json). "staging" (the default) sends error reports to the shell's local sink
   * "test" keeps them in the browser.
   */
  environment?: 'test' | 'staging';
  /**
   * Scale-out (issue 22): this many API processes on the PostgreSQL of `databaseUrl` behind the shell's proxy, each
   * naming itself in an `x-api-process` header. Without it: one API process on an in-memory database.
   */
  cluster?: { apiProcesses: number; databaseUrl: string };
}

/**
 * Starts the built product on free test ports with an in-memory database (or a cluster on PostgreSQL, see
 * `options.cluster`) and a private deploy folder, reporting
 * errors to the shell's local sink (environment "staging" unless `options.environment` says otherwise).
 */
export async function startTestProduct(options: TestProductOptions = {}): Promise<TestProduct> {
  const offset = await freeOffset();
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-deploy-'));
  const shellPort = 3000 + offset;
  const product = (await startProduct({
    apiPort: 4000 + offset,
    shellPort,
    remotePortOffset: offset,
    deployDir,
    memory: !options.cluster,
    ...(options.cluster && { apiProcesses: options.cluster.apiProcesses, databaseUrl: options.cluster.databaseUrl }),
    quiet: true,
    environment: options.environment ?? 'staging',
    config: { errorReporting: { projectId: 1, projectKey: 'e2e', host: `http://127.0.0.1:${shellPort}` } },
    // Fixture remotes are added to the registry inside the browser (page.route), which the shell's CSP cannot see.
    extraOrigins: [`http://127.0.0.1:${REMOTE_BASE + REMOTE_COUNT + offset}`],
  })) as RunningProduct;
  return {
    ...product,
    portOffset: offset,
    spareRemotePort: REMOTE_BASE + REMOTE_COUNT + offset,
    close: async () => {
      await product.close();
      fs.rmSync(deployDir, { recursive: true, force: true });
      releaseOffset(offset);
    },
  };
}

/**
 * Environment for running the deploy CLI against the test product (its deploy folder and shifted ports; its shell
 * for the release check).
 */
export function deployEnv(product: TestProduct | { deployDir: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DEPLOY_DIR: product.deployDir,
    ...('url' in product && { REMOTE_PORT_OFFSET: String(product.portOffset), DEPLOY_SHELL_URL: product.url }),
  };
}

/**
 * Runs `scripts/deploy.mjs <args>` against the test product, or against a bare deploy folder (`{ deployDir }`: for
 * the commands that start no release check in a browser, `status` and `check-shell`); resolves with its exit code and
 * output. Asynchronous on purpose: the product's servers run in the test's process, and a deploy's release check
 * talks to them.
 */
export function runDeployCli(
  product: TestProduct | { deployDir: string },
  args: string[],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const script = path.join(import.meta.dirname, '..', '..', 'scripts', 'deploy.mjs');
    const child = spawn(process.execPath, [script, ...args], { env: deployEnv(product) });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
