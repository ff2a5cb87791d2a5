import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as FormBodies from '../test-kit/form-bodies';
import type { FormBody } from '../test-kit/form-bodies';

// The module keeps the bodies of one test file: each test loads a fresh copy for a fresh "test file" in a temp folder.
type Kit = typeof FormBodies;
const body = (firstName: string): FormBody => ({
  method: 'POST',
  resource: 'parents',
  edit: false,
  body: { parent: { firstName } },
});

let dir: string;
let testPath: string;
let realPath: string | undefined;
const env = { ...process.env };
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-bodies-'));
  testPath = path.join(dir, 'ParentFormModal.test.tsx');
  realPath = expect.getState().testPath;
});
afterEach(() => {
  expect.setState({ testPath: realPath });
  process.env = { ...env };
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `check` for the given bodies as one test file would, then its afterAll flush; returns the kit's errors. */
function run(bodies: Record<string, FormBody>, mode: 'update' | 'ci' | 'local'): string[] {
  delete process.env.UPDATE_FORM_BODIES;
  delete process.env.CI;
  if (mode === 'update') process.env.UPDATE_FORM_BODIES = '1';
  if (mode === 'ci') process.env.CI = 'true';
  const errors: string[] = [];
  jest.isolateModules(() => {
    const kit = jest.requireActual<Kit>('../test-kit/form-bodies');
    const state = expect.getState() as { snapshotState?: unknown };
    const snapshotState = state.snapshotState;
    expect.setState({ testPath, snapshotState: undefined });
    try {
      kit.declareFormBodies(Object.keys(bodies));
      for (const [title, sent] of Object.entries(bodies)) {
        try {
          kit.checkFormBody(title, sent);
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
      kit.flushFormBodies();
    } finally {
      expect.setState({ snapshotState });
    }
  });
  return errors;
}
const fixture = () => path.join(dir, '__form-bodies__', 'ParentFormModal.test.json');
const kept = () => JSON.parse(fs.readFileSync(fixture(), 'utf8')) as Record<string, FormBody>;

describe('form bodies kept beside a form test (issue 23.2)', () => {
  it('UPDATE_FORM_BODIES=1 writes every body, keyed by case title, and drops titles no table declares', () => {
    expect(run({ 'a new lead saves': body('Lee'), 'old case': body('Old') }, 'update')).toEqual([]);
    expect(run({ 'a new lead saves': body('Lea') }, 'update')).toEqual([]);
    expect(kept()).toEqual({ 'a new lead saves': body('Lea') });
  });

  it('under CI a missing body fails and nothing is written', () => {
    const [error] = run({ 'a new lead saves': body('Lee') }, 'ci');
    expect(error).toMatch(/No form body for "a new lead saves" in .*UPDATE_FORM_BODIES=1/);
    expect(fs.existsSync(fixture())).toBe(false);
  });

  it('a different body fails with the difference, in CI and locally; an equal one passes', () => {
    run({ 'a new lead saves': body('Lee') }, 'update');
    for (const mode of ['ci', 'local'] as const) {
      const [error] = run({ 'a new lead saves': body('Lea') }, mode);
      expect(error).toMatch(/The form sent another body than .* keeps for "a new lead saves"/);
      expect(error).toContain('"firstName": "Lea"');
    }
    expect(run({ 'a new lead saves': body('Lee') }, 'ci')).toEqual([]);
    expect(kept()).toEqual({ 'a new lead saves': body('Lee') });
  });

  it('locally a missing body is added next to the kept ones', () => {
    run({ 'a new lead saves': body('Lee') }, 'update');
    expect(run({ 'a new lead saves': body('Lee'), 'an edit saves': body('Ed') }, 'local')).toEqual([]);
    expect(Object.keys(kept())).toEqual(['a new lead saves', 'an edit saves']);
  });
});
