/**
 * The one way to compose a story (issue 23.4): what a remote's page gets from the shell (a signed-in user, the query
 * client, a router), with the data the story shows and no network. Storybook's preview (design-system
 * `.storybook/preview.tsx`) already wraps every story in the design system's provider and toast region; a story of
 * the shell or a remote that needs more takes it from here, never from a provider of its own:
 *
 *   decorators: [withStoryProviders({ data: [[queryKeys.list('sessions', params), page]] })]
 *
 * Browser-safe (no msw/node), unlike the test kit; both share {@link testUser}.
 */
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CurrentUser } from '@tutoring/contract';
import { currentUserAtom, platformStore } from '@tutoring/platform';
import { testUser } from '../test-kit/user';

export { testUser };

/** Props of {@link StoryProviders}. */
export interface StoryProvidersProps {
  children: ReactNode;
  /** Query data the story shows: [key, data] pairs put in the cache (queries never fetch in a story). */
  data?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** The signed-in user (`null`: nobody); default {@link testUser} (an admin). */
  user?: CurrentUser | null;
  /** The URL the memory router starts at. */
  url?: string;
  /** Route pattern the story is mounted at (for `useParams`). */
  path?: string;
}

/** A query client for stories: `data` seeded, nothing refetched, no query reaching for a network. */
export function storyQueryClient(data: StoryProvidersProps['data'] = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return client;
}

/** Wraps a story in a signed-in user, a seeded query client and a memory router. */
export function StoryProviders({ children, data = [], user = testUser(), url = '/', path }: StoryProvidersProps) {
  const [client] = useState(() => storyQueryClient(data));
  platformStore.set(currentUserAtom, user);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {path ? (
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** {@link StoryProviders} as a Storybook decorator. */
export function withStoryProviders(options: Omit<StoryProvidersProps, 'children'> = {}) {
  return function StoryProvidersDecorator(Story: () => ReactElement) {
    return (
      <StoryProviders {...options}>
        <Story />
      </StoryProviders>
    );
  };
}

/** What a CSF3 story module holds, as far as composing goes. */
interface StoryLike {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>, context: { args: Record<string, unknown> }) => ReactElement;
  decorators?: Array<(Story: ComponentType, context: { args: Record<string, unknown> }) => ReactElement>;
}
interface MetaLike extends StoryLike {
  title: string;
  component?: ComponentType<Record<string, unknown>>;
}

/**
 * Every story of CSF3 modules as `[title + name, Component]`, composed as Storybook composes them (meta args, story
 * args, the story's render or the component, story decorators inside meta decorators), for tests that render every
 * story (`it.each(composeStories([...]))`). The jest preset cannot load @storybook/react's ESM `composeStories`;
 * the preview's design-system provider is the test's to add.
 */
export function composeStories(modules: readonly object[]): Array<readonly [string, ComponentType]> {
  return (modules as Array<Record<string, StoryLike> & { default: MetaLike }>).flatMap((module) => {
    const meta = module.default;
    return Object.entries(module)
      .filter(([name]) => name !== 'default')
      .map(([name, story]) => {
        const args = { ...meta.args, ...story.args };
        const Component = meta.component;
        const Base: ComponentType = () =>
          story.render ? story.render(args, { args }) : Component ? <Component {...args} /> : null;
        const Composed = [...(story.decorators ?? []), ...(meta.decorators ?? [])].reduce<ComponentType>(
          (Inner, decorate) => {
            const Decorated = () => decorate(Inner, { args });
            return Decorated;
          },
          Base,
        );
        return [`${meta.title} ${name}`, Composed] as const;
      });
  });
}
