// Every story renders without a network (msw is not listening here: a request would fail the render).
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { composeStories } from '@tutoring/build-config/story-kit';
import { DesignSystemProvider } from '@tutoring/design-system';
import * as GradeFormStories from '../features/essay-grading/components/GradeForm.stories';
import * as ReportStories from '../features/reports/components/ReportViews.stories';
import * as TranscriptFormStories from '../features/transcripts/components/TranscriptFormModal.stories';
import * as ScoresStories from '../features/transcripts/components/SectionScoresTable.stories';
import * as GradersStories from '../features/graders/GradersPage.stories';
import * as AccessStories from '../shared/components/GraderAccessError.stories';

const modules: object[] = [
  GradeFormStories,
  ReportStories,
  TranscriptFormStories,
  ScoresStories,
  GradersStories,
  AccessStories,
];
const all = composeStories(modules);

describe('stories', () => {
  it.each(all)('%s renders with no serious axe violation', async (_name, Story) => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { container } = render(
      <DesignSystemProvider withGlobalStyle={false}>
        <Story />
      </DesignSystemProvider>,
    );
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
