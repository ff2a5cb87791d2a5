import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { APP_FILES, checkRemoteShape, registeredRemotes } from '../remote-shape';

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
      APP_FILES.forEach((f: string) => write(`src/app/${f}`));
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
      fs.rmSync(path.join(remote, 'src/app/warmUp.ts'));
      expect(checkRemoteShape(remote)).toEqual([
        'mf-x/src/components: folder not in the remote shape (src/ holds only app, features, shared, test)',
        'mf-x/src/app/routes.tsx: missing (every remote has it)',
        'mf-x/src/app/warmUp.ts: missing (every remote has it)',
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

  describe('a remote registered in a copy of the repository (its scripts, registry and package.json; the rest linked)', () => {
    let copy: string;
    const registryFile = () => path.join(copy, 'remotes.config.json');
    const run = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, [path.join(copy, 'scripts', script), ...args], { cwd: copy, encoding: 'utf8' });
    beforeEach(() => {
      copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-repo-'));
      fs.cpSync(path.join(repo, 'scripts'), path.join(copy, 'scripts'), { recursive: true });
      for (const file of ['remotes.config.json', 'package.json', 'prettier.config.mjs'])
        fs.copyFileSync(path.join(repo, file), path.join(copy, file));
      fs.mkdirSync(path.join(copy, 'packages/build-config'), { recursive: true });
      fs.copyFileSync(
        path.join(repo, 'packages/build-config/remote-shape.js'),
        path.join(copy, 'packages/build-config/remote-shape.js'),
      );
      fs.symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));
      for (const dir of registeredRemotes(repo)) fs.symlinkSync(dir, path.join(copy, path.basename(dir)));
    });
    afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

    it("npm run new:remote refuses a name whose route prefix another remote owns (/calendar is mf-staffing's) and writes nothing", () => {
      const registry = fs.readFileSync(registryFile(), 'utf8');
      const result = run('new-remote.mjs', 'calendar');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("mf-calendar: route prefix /calendar is also mf-staffing's");
      expect(fs.existsSync(path.join(copy, 'mf-calendar'))).toBe(false);
      expect(fs.readFileSync(registryFile(), 'utf8')).toBe(registry);
    });

    it('npm run new:remote registers the remote as Prettier formats the files (npm run lint passes), the entries already there untouched, and a label with a quote works', () => {
      const registry = fs.readFileSync(registryFile(), 'utf8');
      const result = run('new-remote.mjs', 'tutor-notes', '--label', "Tutor's notes");
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const prettier = path.join(repo, 'node_modules/.bin/prettier');
      execFileSync(prettier, ['--check', 'remotes.config.json', 'package.json', 'mf-tutor-notes'], {
        cwd: copy,
        stdio: 'pipe',
      });
      const written = fs.readFileSync(registryFile(), 'utf8');
      const [, lastEntryEnd = ''] = /(\n {4}\}\n {2}\]\n\}\n)$/.exec(registry) ?? [];
      expect(written.startsWith(registry.slice(0, registry.length - lastEntryEnd.length))).toBe(true);
      expect(JSON.parse(written).remotes.at(-1)).toMatchObject({
        package: 'mf-tutor-notes',
        navLabel: "Tutor's notes",
        routePrefixes: ['/tutor_notes'],
      });
      const remote = path.join(copy, 'mf-tutor-notes');
      expect(fs.readFileSync(path.join(remote, 'src/app/remote.ts'), 'utf8')).toContain(
        'export const REMOTE_LABEL = "Tutor\'s notes";',
      );
      expect(fs.readFileSync(path.join(remote, 'src/features/home/HomePage.tsx'), 'utf8')).toContain(
        ">Tutor's notes</h1>",
      );
      expect(run('check-remote-shape.mjs').status).toBe(0);
    });

    it('a failure after the files are written leaves no half-made folder and no registration: a rerun is not told the remote exists', () => {
      const registry = fs.readFileSync(registryFile(), 'utf8');
      const packageJson = fs.readFileSync(path.join(copy, 'package.json'), 'utf8');
      const config = fs.readFileSync(path.join(copy, 'prettier.config.mjs'), 'utf8');
      fs.writeFileSync(path.join(copy, 'prettier.config.mjs'), "throw new Error('no formatter today');\n");
      const failing = run('new-remote.mjs', 'notes');
      expect(failing.status).toBe(1);
      expect(failing.stderr).toContain('Nothing was written.');
      expect(fs.existsSync(path.join(copy, 'mf-notes'))).toBe(false);
      expect(fs.readFileSync(registryFile(), 'utf8')).toBe(registry);
      expect(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')).toBe(packageJson);
      fs.writeFileSync(path.join(copy, 'prettier.config.mjs'), config);
      expect(run('new-remote.mjs', 'notes', '--label', 'Notes {draft} <beta>').status).toBe(0);
      expect(fs.readFileSync(path.join(copy, 'mf-notes/src/features/home/HomePage.tsx'), 'utf8')).toContain(
        "{'Notes {draft} <beta>'}</h1>",
      );
    });

    it('a label of several lines is refused before anything is written', () => {
      const result = run('new-remote.mjs', 'notes', '--label', 'Notes\nsecond line');
      expect(result.status).toBe(1);
      expect(fs.existsSync(path.join(copy, 'mf-notes'))).toBe(false);
    });

    it('check-remote-shape (npm run lint) fails when two remotes share a route prefix, or one is under the other', () => {
      expect(run('check-remote-shape.mjs').status).toBe(0);
      const config = JSON.parse(fs.readFileSync(registryFile(), 'utf8'));
      config.remotes[0].routePrefixes.push('/calendar/week', '/exams');
      fs.writeFileSync(registryFile(), JSON.stringify(config));
      const result = run('check-remote-shape.mjs');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        "mf-crm: route prefix /calendar/week is under mf-staffing's /calendar (both areas would render on /calendar/week)",
      );
      expect(result.stderr).toContain("mf-crm: route prefix /exams is also mf-exams's");
    });
  });
});
