import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavingThePage } from '@tutoring/build-config/test-kit/leaving';
import { renderWithTheme } from '../../../test/render';
import { TextInput } from '../TextInput/TextInput';
import { Button } from '../Button/Button';
import { askBeforeLeaving } from './leaving';
import { DISCARD_CHANGES_TITLE } from './question';
import { useUnsavedChanges } from './unsavedChanges';

/** A page form: a comment, and Skip, which moves on (the essay grade's shape). */
function PageForm({ onSkip, onFollow = () => undefined }: { onSkip: () => void; onFollow?: () => void }) {
  const [comment, setComment] = useState('');
  const confirmDiscard = useUnsavedChanges(comment !== '');
  return (
    <form>
      <TextInput aria-label="Comment" value={comment} onChange={(event) => setComment(event.target.value)} />
      <Button
        onClick={async () => {
          if (await confirmDiscard()) onSkip();
        }}
      >
        Skip
      </Button>
      <a
        href="/parents"
        onClick={(event) => {
          // As a router's link does: the app navigates, not the browser.
          event.preventDefault();
          onFollow();
        }}
      >
        Parents
      </a>
    </form>
  );
}

describe('useUnsavedChanges (a form on a page)', () => {
  it('DS-02: without changes nothing asks: Skip moves on, Back and a reload leave', async () => {
    const onSkip = jest.fn();
    renderWithTheme(<PageForm onSkip={onSkip} />);
    expect(askBeforeLeaving()).toBeNull();
    expect(leavingThePage()).toBe('left');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('DS-02: with changes a reload asks (the browser\'s "Leave site?"), Back and Skip ask "Discard your changes?"', async () => {
    const onSkip = jest.fn();
    renderWithTheme(<PageForm onSkip={onSkip} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'A clear thesis');
    expect(leavingThePage()).toBe('asked');
    // Focus leaves the field first, as it does when a person reaches for Back (the question takes focus from the
    // field otherwise, while the test's own act is still rendering it).
    await userEvent.tab();

    let back: Promise<boolean> | null = null;
    act(() => {
      back = askBeforeLeaving();
    });
    const question = await screen.findByRole('alertdialog', { name: DISCARD_CHANGES_TITLE });
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await expect(back).resolves.toBe(false);
    expect(question).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('A clear thesis');

    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onSkip).toHaveBeenCalledTimes(1));
  });

  it('DS-02: with changes a link to another page asks first; Keep editing stays, Discard follows the link', async () => {
    const onFollow = jest.fn();
    renderWithTheme(<PageForm onSkip={() => undefined} onFollow={onFollow} />);
    await userEvent.click(screen.getByRole('link', { name: 'Parents' }));
    expect(onFollow).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'A clear thesis');
    await userEvent.click(screen.getByRole('link', { name: 'Parents' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('A clear thesis');

    await userEvent.click(screen.getByRole('link', { name: 'Parents' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onFollow).toHaveBeenCalledTimes(2));
  });
});
