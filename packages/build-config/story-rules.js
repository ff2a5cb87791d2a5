// @ts-check
/**
 * Stories and tests composed one way (issue 23.4, STYLE.md "Every design-system component has a story and a test").
 * `checkStories(root)` lists every place that breaks the rules; `test/story-rules.test.ts` runs it over the repo and
 * `npm run lint` runs `scripts/check-stories.mjs`.
 *
 * - Every folder of packages/design-system/src/components/<Name>/ has <Name>.stories.tsx and a <Name>*.test.tsx.
 * - Stories of the shell and the remotes (and their StoryProviders wrappers) take router, query client and signed-in
 *   user from `@tutoring/build-config/story-kit`, never from a provider of their own; the design system's provider
 *   and toast region come from Storybook's preview.
 */
const fs = require('node:fs');
const path = require('node:path');

/** What a story file must not build for itself (the story kit does). */
const OWN_PROVIDERS = [
  [/\bQueryClientProvider\b/, 'QueryClientProvider'],
  [/\bnew QueryClient\b/, 'new QueryClient'],
  [/\b(MemoryRouter|BrowserRouter)\b/, 'a router'],
  [/\bplatformStore\b/, 'platformStore'],
  [/\bDesignSystemProvider\b/, 'DesignSystemProvider (the preview adds it)'],
];

/** @param {string} dir @returns {string[]} files under dir (relative), node_modules skipped */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })).filter(
    (file) => !file.split(path.sep).includes('node_modules'),
  );
}

/**
 * Every rule broken in the repo at `root`, as readable sentences (empty when all hold).
 * @param {string} root
 * @returns {string[]}
 */
function checkStories(root) {
  const problems = [];
  const components = path.join(root, 'packages/design-system/src/components');
  if (fs.existsSync(components)) {
    for (const entry of fs.readdirSync(components, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const name = entry.name;
      const files = fs.readdirSync(path.join(components, name));
      const where = `packages/design-system/src/components/${name}`;
      if (!files.includes(`${name}.stories.tsx`)) problems.push(`${where}: no ${name}.stories.tsx`);
      if (!files.some((file) => file.startsWith(name) && /\.test\.tsx?$/.test(file)))
        problems.push(`${where}: no ${name}.test.tsx`);
    }
  }
  const apps = fs
    .readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .filter((name) => fs.existsSync(path.join(root, name, 'src')));
  for (const app of apps) {
    const src = path.join(root, app, 'src');
    for (const file of filesUnder(src)) {
      const story = file.endsWith('.stories.tsx');
      const wrapper = path.basename(file) === 'StoryProviders.tsx';
      if (!story && !wrapper) continue;
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      const where = `${app}/src/${file.split(path.sep).join('/')}`;
      for (const [pattern, what] of OWN_PROVIDERS)
        if (/** @type {RegExp} */ (pattern).test(text))
          problems.push(`${where}: builds ${what} itself (use @tutoring/build-config/story-kit)`);
      if (wrapper && !text.includes('@tutoring/build-config/story-kit'))
        problems.push(`${where}: a StoryProviders that does not wrap the story kit's`);
    }
  }
  return problems;
}

module.exports = { checkStories };
