import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import createWebpackConfig from '../webpack';
import { tempDirs } from './temp-dirs';

const tempDir = tempDirs();

const zodCore = path.join(path.dirname(require.resolve('zod/package.json')), 'v4', 'core');
const lean = path.join(__dirname, '..', 'zod-lean');
const fixture = path.join(__dirname, 'fixtures', 'zod-app');

/** Every name a module exports (`export const|function x`, `export { a as b }`). */
function exportNames(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const declared = [...source.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]!);
  const listed = [...source.matchAll(/^export \{([^}]*)\}(?! from)/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  );
  const reExported = [...source.matchAll(/^export \{([^}]*)\} from/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  );
  return [...new Set([...declared, ...listed, ...reExported])].sort();
}

/** Builds the fixture for Node (so the test can run it), with or without the stand-ins. */
function build(withLean: boolean): Promise<{ run: () => Record<string, unknown>; code: string }> {
  const out = tempDir('zod-lean-');
  const { alias, plugin } = createWebpackConfig.zodLean(fixture);
  const config: webpack.Configuration = {
    mode: 'production',
    context: fixture,
    target: 'node',
    devtool: false,
    entry: './src/index.ts',
    output: { path: out, filename: 'main.js', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.ts', '.mjs', '.js'], ...(withLean ? { alias } : {}) },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: require.resolve('swc-loader'),
          options: { jsc: { parser: { syntax: 'typescript' } } },
        },
      ],
    },
    plugins: withLean ? [plugin] : [],
  };
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.compilation.errors.map((e) => e.message).join('\n')));
      const file = path.join(out, 'main.js');
      resolve({
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        run: (require(file) as { run: () => Record<string, unknown> }).run,
        code: fs.readFileSync(file, 'utf8'),
      });
    }),
  );
}

describe('zod without its JSON Schema conversion in browser builds (issue 13)', () => {
  it('the stand-ins export exactly the names of the installed zod modules', () => {
    expect(exportNames(path.join(lean, 'json-schema-processors.mjs'))).toEqual(
      exportNames(path.join(zodCore, 'json-schema-processors.js')),
    );
    expect(exportNames(path.join(lean, 'to-json-schema.mjs'))).toEqual(
      exportNames(path.join(zodCore, 'to-json-schema.js')),
    );
  });

  it('parses and reports checks as the full zod does, leaves the converter out, and says so when it is called', async () => {
    const [full, leanBuild] = await Promise.all([build(false), build(true)]);
    const expected = full.run();
    expect(expected).toMatchObject({
      valid: true,
      tooShort: ['too_small'],
      notInt: false,
      badEmail: false,
      minLength: 2,
      maxLength: 5,
      isInt: true,
    });
    expect(expected.jsonSchema).toContain('"minLength":2');

    const { jsonSchema, ...parsing } = leanBuild.run();
    const { jsonSchema: _fullJsonSchema, ...fullParsing } = expected;
    expect(parsing).toEqual(fullParsing);
    expect(jsonSchema).toBe(
      'threw: JSON Schema conversion is left out of this build (@tutoring/build-config zod-lean, issue 13).',
    );
    expect(full.code).toContain('json-schema.org/draft');
    expect(leanBuild.code).not.toContain('json-schema.org/draft');
    expect(leanBuild.code.length).toBeLessThan(full.code.length - 10_000);
  }, 120_000);

  it('is part of every app build the factory makes', () => {
    const config = createWebpackConfig({ dir: fixture, name: 'zod_fixture' })({}, { mode: 'production' });
    expect(config.resolve?.alias).toHaveProperty(['zod-original/json-schema-processors$']);
    expect(config.plugins?.some((p) => p instanceof webpack.NormalModuleReplacementPlugin)).toBe(true);
  });
});
