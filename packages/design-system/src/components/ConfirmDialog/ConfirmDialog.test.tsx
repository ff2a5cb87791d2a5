import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { confirm } from './confirm';
import { Button } from '../Button/Button';

describe('ConfirmDialog', () => {
  it('DS-27: shows a title, a message and confirm/cancel buttons', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        title="Delete note?"
        message="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete note?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('DS-27: confirm() resolves true on confirm', async () => {
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Continue?', confirmLabel: 'Yes' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('DS-27, DS-02: confirm() resolves false silently on cancel and Escape, and focus returns', async () => {
    renderWithTheme(<Button>Trigger</Button>);
    const trigger = screen.getByRole('button', { name: 'Trigger' });
    trigger.focus();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ title: 'Continue?', message: 'Sure?' });
    });
    await screen.findByRole('alertdialog', { name: 'Continue?' });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(document.querySelector('[data-confirm-host]')).toBeNull();

    act(() => {
      answer = confirm({ title: 'Again?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('has no axe violations', async () => {
    renderWithTheme(
      <ConfirmDialog open title="Delete?" message="Sure?" onConfirm={() => undefined} onCancel={() => undefined} />,
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
