import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProduct } from '../../scripts/lib/product.mjs';

export interface RunningProduct {
  url: string;
  apiUrl: string;
  deployDir: string;
  registryFile: string;
  remotes: { package: string; name: string; port: number }[];
  close: () => Promise<void>;
}

export const FAULTY_PORT = 3199;

/**
 * Starts the built product on test ports (shell 3100, remotes 3101-3106, API 4100) with an in-memory database and
 * a private deploy folder, reporting errors to the shell's local sink (environment "staging").
 */
export async function startTestProduct(): Promise<RunningProduct> {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-deploy-'));
  const product = (await startProduct({
    apiPort: 4100,
    shellPort: 3100,
    remotePortOffset: 100,
    deployDir,
    memory: true,
    quiet: true,
    environment: 'staging',
    config: { errorReporting: { projectId: 1, projectKey: 'e2e', host: 'http://127.0.0.1:3100' } },
  })) as RunningProduct;
  return {
    ...product,
    close: async () => {
      await product.close();
      fs.rmSync(deployDir, { recursive: true, force: true });
    },
  };
}

/** Environment for running the deploy CLI against the test product (its deploy folder and shifted ports). */
export function deployEnv(product: RunningProduct): NodeJS.ProcessEnv {
  return { ...process.env, DEPLOY_DIR: product.deployDir, REMOTE_PORT_OFFSET: '100' };
}
