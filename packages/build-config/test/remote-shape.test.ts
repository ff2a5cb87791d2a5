import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { checkRemoteShape, registeredRemotes } from '../remote-shape';

const repo = path.resolve(__dirname, '..', '..', '..');

describe('one remote shape (issue 23.5)', () => {
  it.each(registeredRemotes(repo).map((dir: string) => [path.basename(dir), dir] as [string, string]))(
    '%s has the shape: src/{app,features,shared,test}, the app files, features with api/ and components/ only',
    (_name: string, dir: string) => {
      expect(checkRemoteShape(dir)).toEqual([]);
    },
  );

  describe('a remote that drifts', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shape-'));
      const write = (file: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, 'mf-x', file)), { recursive: true });
        fs.writeFileSync(path.join(dir, 'mf-x', file), '');
      };
      ['src/index.ts', 'src/bootstrap.tsx', 'src/features/home/HomePage.tsx'].forEach(write);
      ['App.tsx', 'App.test.tsx', 'lifecycles.tsx', 'remote.ts', 'routes.tsx'].forEach((f) => write(`src/app/${f}`));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('is reported place by place', () => {
      const remote = path.join(dir, 'mf-x');
      expect(checkRemoteShape(remote)).toEqual([]);
      fs.mkdirSync(path.join(remote, 'src/components'));
      fs.mkdirSync(path.join(remote, 'src/features/home/hooks'));
      fs.mkdirSync(path.join(remote, 'src/features/Billing'));
      fs.mkdirSync(path.join(remote, 'src/shared/utils'), { recursive: true });
      fs.rmSync(path.join(remote, 'src/app/routes.tsx'));
      expect(checkRemoteShape(remote)).toEqual([
        'mf-x/src/components: folder not in the remote shape (src/ holds only app, features, shared, test)',
        'mf-x/src/app/routes.tsx: missing (every remote has it)',
        'mf-x/src/features/Billing: feature folders are named in kebab-case',
        'mf-x/src/features/home/hooks: feature folders hold only api/ and components/',
        'mf-x/src/shared/utils: src/shared/ holds only api, components, lib folders',
      ]);
    });
  });

  it('npm run new:remote writes a remote in the shape, with its page, test and story', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
    try {
      execFileSync(process.execPath, [path.join(repo, 'scripts/new-remote.mjs'), 'reports', '--dir', dir], {
        stdio: 'pipe',
      });
      const remote = path.join(dir, 'mf-reports');
      expect(checkRemoteShape(remote)).toEqual([]);
      for (const file of ['HomePage.tsx', 'HomePage.test.tsx', 'HomePage.stories.tsx'])
        expect(fs.existsSync(path.join(remote, 'src/features/home', file))).toBe(true);
      expect(fs.readFileSync(path.join(remote, 'src/app/remote.ts'), 'utf8')).toContain("'mf_reports'");
      expect(JSON.parse(fs.readFileSync(path.join(remote, 'package.json'), 'utf8')).name).toBe('mf-reports');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the generated remote's own tests pass as generated: its page is a section named by its heading, in the shell's one main landmark", () => {
    // Inside the repository, so the remote resolves the workspace's packages as a registered one does.
    const dir = fs.mkdtempSync(path.join(repo, '.new-remote-'));
    try {
      execFileSync(process.execPath, [path.join(repo, 'scripts/new-remote.mjs'), 'reports', '--dir', dir], {
        stdio: 'pipe',
      });
      const remote = path.join(dir, 'mf-reports');
      const page = fs.readFileSync(path.join(remote, 'src/features/home/HomePage.tsx'), 'utf8');
      expect(page).not.toMatch(/<main/);
      const jest = require.resolve('jest/bin/jest', { paths: [repo] });
      const output = execFileSync(process.execPath, [jest, '--ci', '--config', path.join(remote, 'jest.config.js')], {
        cwd: remote,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect(output).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
