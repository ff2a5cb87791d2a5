// Every story renders without a network (msw is not listening here: a request would fail the render).
import type { ComponentType, ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { DesignSystemProvider } from '@tutoring/design-system';
import * as GradeFormStories from '../features/essay-grading/components/GradeForm.stories';
import * as ReportStories from '../features/reports/components/ReportViews.stories';
import * as TranscriptFormStories from '../features/transcripts/components/TranscriptFormModal.stories';
import * as ScoresStories from '../features/transcripts/components/SectionScoresTable.stories';
import * as GradersStories from '../features/graders/GradersPage.stories';
import * as AccessStories from '../shared/components/GraderAccessError.stories';

interface StoryLike {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>) => ReactElement;
}
interface MetaLike {
  title: string;
  component: ComponentType<Record<string, unknown>>;
  args?: Record<string, unknown>;
  decorators?: ((Story: () => ReactElement) => ReactElement)[];
}

/** A small CSF3 composer (the jest preset cannot load @storybook/react's ESM build): meta args, story args, decorators. */
function compose(meta: MetaLike, story: StoryLike): () => ReactElement {
  const args = { ...meta.args, ...story.args };
  const Component = meta.component;
  const base = () => (story.render ? story.render(args) : <Component {...args} />);
  return (meta.decorators ?? []).reduce<() => ReactElement>((inner, decorate) => () => decorate(inner), base);
}

const modules = [
  GradeFormStories,
  ReportStories,
  TranscriptFormStories,
  ScoresStories,
  GradersStories,
  AccessStories,
] as unknown as Record<string, unknown>[];
const all = modules.flatMap((module) => {
  const meta = module.default as MetaLike;
  return Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => [`${meta.title} ${name}`, compose(meta, story as StoryLike)] as const);
});

describe('stories', () => {
  it.each(all)('%s renders with no serious axe violation', async (_name, Story) => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { container } = render(<DesignSystemProvider withGlobalStyle={false}>{Story()}</DesignSystemProvider>);
    expect(container.textContent || document.body.textContent).not.toBe('');
    expect(screen.queryByText(/undefined|NaN/)).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    const result = await axe.run(document.body, {
      rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
    });
    expect(
      result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
