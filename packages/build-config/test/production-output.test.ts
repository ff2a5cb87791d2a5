import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import createWebpackConfig from '../webpack';
import { tempDirs } from './temp-dirs';

const tempDir = tempDirs();

// What a production build writes for the browser (issue 26, bytes): the minified code and its precompressed copies,
// which the static server sends as they are (scripts/lib/static-server.mjs).
const dir = path.join(__dirname, 'fixtures', 'host-app');

async function buildPlainPage() {
  const configs = createWebpackConfig({
    dir,
    name: 'host_app',
    host: true,
    plainPage: { name: 'plain', entry: './src/plain.ts', path: '/plain' },
  })({}, { mode: 'production' });
  // The plain page's build alone: no Module Federation, one file.
  const config = configs.find((c) => c.name === 'plain')!;
  const out = tempDir('plain-page-');
  config.output = { ...config.output, path: out };
  config.devtool = false;
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  const file = fs.readdirSync(out).find((name) => /^plain\.[0-9a-f]{8}\.js$/.test(name))!;
  return {
    errors: stats.compilation.errors.map((error) => error.message),
    js: fs.readFileSync(path.join(out, file)),
    gz: fs.readFileSync(path.join(out, `${file}.gz`)),
    br: fs.readFileSync(path.join(out, `${file}.br`)),
  };
}

describe('a production build', () => {
  let built: Awaited<ReturnType<typeof buildPlainPage>>;
  beforeAll(async () => {
    built = await buildPlainPage();
  }, 120_000);

  it("writes a .gz that any gzip client decodes to the file, smaller than zlib's best level (Zopfli)", () => {
    expect(built.errors).toEqual([]);
    expect(zlib.gunzipSync(built.gz).equals(built.js)).toBe(true);
    const zlibBest = zlib.gzipSync(built.js, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
    expect(built.gz.length).toBeLessThan(zlibBest * 0.99);
  });

  it('writes a .br that decodes to the file', () => {
    expect(zlib.brotliDecompressSync(built.br).equals(built.js)).toBe(true);
    expect(built.br.length).toBeLessThan(built.gz.length);
  });

  it('keeps class fields as written (the syntax the shared libraries already need), without a helper per field', () => {
    const code = built.js.toString();
    expect(code).toMatch(/title="plain page"/);
    // The es2020 output set it in the constructor through swc's helper: `(this,"title","plain page")`.
    expect(code).not.toMatch(/this,"title"/);
  });
});
