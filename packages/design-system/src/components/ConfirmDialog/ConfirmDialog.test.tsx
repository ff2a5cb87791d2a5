import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
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

  describe('busy: while the confirmed action runs', () => {
    /** A charge asked first, as mf-payments' useConfirmedAction does: the dialog stays open while it runs. */
    function Charge({ run, onCancel }: { run: () => Promise<boolean>; onCancel: () => void }) {
      const [open, setOpen] = useState(true);
      const [running, setRunning] = useState(false);
      const charge = async () => {
        setRunning(true);
        const done = await run();
        setRunning(false);
        if (done) setOpen(false);
      };
      return (
        <ConfirmDialog
          open={open}
          busy={running}
          variant="danger"
          title="Charge $199.00?"
          confirmLabel="Charge $199.00"
          onConfirm={() => void charge()}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        />
      );
    }

    it('DS-27: the confirm button shows it works and ignores presses, the dialog is aria-busy, Escape and Cancel do not close it, the focus stays in it', async () => {
      let finish: (done: boolean) => void = () => undefined;
      const run = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
      const onCancel = jest.fn();
      renderWithTheme(<Charge run={run} onCancel={onCancel} />);
      const dialog = screen.getByRole('alertdialog', { name: 'Charge $199.00?' });
      expect(dialog).not.toHaveAttribute('aria-busy');
      await userEvent.tab();
      const charge = screen.getByRole('button', { name: 'Charge $199.00' });
      expect(charge).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(run).toHaveBeenCalledTimes(1);

      expect(dialog).toHaveAttribute('aria-busy', 'true');
      expect(charge).toHaveAttribute('aria-busy', 'true');
      expect(charge).toHaveAttribute('aria-disabled', 'true');
      expect(charge).toHaveFocus();
      // Repeat presses, from the keyboard and the pointer, charge nothing more.
      await userEvent.keyboard('{Enter}');
      await userEvent.click(charge);
      expect(run).toHaveBeenCalledTimes(1);
      // Nothing closes it mid-action; Tab goes round its own buttons.
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(onCancel).not.toHaveBeenCalled();
      expect(screen.getByRole('alertdialog', { name: 'Charge $199.00?' })).toBe(dialog);
      for (let i = 0; i < 4; i++) {
        await userEvent.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      expect(await axe(document.body)).toHaveNoViolations();

      // Refused: the dialog stays, no longer busy, and Cancel leaves.
      await act(async () => finish(false));
      expect(dialog).not.toHaveAttribute('aria-busy');
      expect(charge).not.toHaveAttribute('aria-disabled');
      await userEvent.keyboard('{Escape}');
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('DS-27: a second Confirm once the action is done runs it again, and the dialog closes when it succeeds', async () => {
      const run = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
      renderWithTheme(<Charge run={run} onCancel={() => undefined} />);
      await userEvent.click(screen.getByRole('button', { name: 'Charge $199.00' }));
      await waitFor(() => expect(screen.getByRole('alertdialog')).not.toHaveAttribute('aria-busy'));
      await userEvent.click(screen.getByRole('button', { name: 'Charge $199.00' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(run).toHaveBeenCalledTimes(2);
    });
  });
});
