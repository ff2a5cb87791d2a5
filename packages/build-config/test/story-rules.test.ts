import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkStories } from '../story-rules';

const repo = path.resolve(__dirname, '..', '..', '..');

describe('stories composed one way (issue 23.4)', () => {
  it('every design-system component has a story and a test; every app story takes its providers from the kit', () => {
    expect(checkStories(repo)).toEqual([]);
  });

  describe('a repo that breaks the rules', () => {
    let dir: string;
    const write = (file: string, text = '') => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stories-'));
      write('packages/design-system/src/components/Button/Button.tsx');
      write('packages/design-system/src/components/Button/Button.stories.tsx');
      write('packages/design-system/src/components/Button/Button.test.tsx');
      write(
        'mf-x/src/features/home/components/Card.stories.tsx',
        "import { withStoryProviders } from '@tutoring/build-config/story-kit';",
      );
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('is reported place by place', () => {
      expect(checkStories(dir)).toEqual([]);
      write('packages/design-system/src/components/Badge/Badge.tsx');
      write('packages/design-system/src/components/Chip/Chip.tsx');
      write('packages/design-system/src/components/Chip/Chip.stories.tsx');
      write(
        'mf-x/src/features/home/components/List.stories.tsx',
        "import { MemoryRouter } from 'react-router-dom';\nconst client = new QueryClient();",
      );
      write('mf-x/src/test/StoryProviders.tsx', 'export function StoryProviders() {}');
      expect(checkStories(dir).sort()).toEqual(
        [
          'packages/design-system/src/components/Badge: no Badge.stories.tsx',
          'packages/design-system/src/components/Badge: no Badge.test.tsx',
          'packages/design-system/src/components/Chip: no Chip.test.tsx',
          'mf-x/src/features/home/components/List.stories.tsx: builds new QueryClient itself (use @tutoring/build-config/story-kit)',
          'mf-x/src/features/home/components/List.stories.tsx: builds a router itself (use @tutoring/build-config/story-kit)',
          "mf-x/src/test/StoryProviders.tsx: a StoryProviders that does not wrap the story kit's",
        ].sort(),
      );
    });
  });
});
