import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavingThePage } from '@tutoring/build-config/test-kit/leaving';
import { axe, renderWithTheme } from '../../../test/render';
import { Modal, useModalDismiss, type ModalProps } from './Modal';
import { askBeforeLeaving } from './leaving';
import { Button } from '../Button/Button';
import { TextInput } from '../TextInput/TextInput';

function Harness(props: Partial<ModalProps> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        title="Edit parent"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        footer={<Button variant="primary">Save</Button>}
      >
        <TextInput aria-label="First name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, with focus moved inside', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit parent' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('DS-01: takes the sizes md, lg and xl', () => {
    for (const size of ['md', 'lg', 'xl'] as const) {
      const { unmount } = renderWithTheme(<Modal open title={`Size ${size}`} size={size} onClose={() => undefined} />);
      expect(screen.getByRole('dialog', { name: `Size ${size}` })).toBeInTheDocument();
      unmount();
    }
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    screen.getByRole('textbox').focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps the keyboard in the dialog when the focused button goes away (the focus lost to the page)', async () => {
    function DoneOnce() {
      const [open, setOpen] = useState(false);
      const [done, setDone] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Button>Behind</Button>
          <Modal title="Notifications" open={open} onClose={() => setOpen(false)} cancelLabel="Close">
            <p>Two notices</p>
            {done ? null : <Button onClick={() => setDone(true)}>Mark all as read</Button>}
          </Modal>
        </>
      );
    }
    renderWithTheme(<DoneOnce />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.body);
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Lost again: Shift+Tab comes in from the end, Escape closes.
    (document.activeElement as HTMLElement).blur();
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('DS-02: Escape closes silently and focus returns to the trigger', async () => {
    const onClose = jest.fn();
    const errors = jest.spyOn(console, 'error');
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('DS-02: the Cancel control closes silently', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('busy: aria-busy, and neither Escape, Cancel, the close button nor the backdrop dismisses it while its action runs', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness busy onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit parent' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(dialog.parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit parent' })).toBe(dialog);
  });

  it('asks "Discard your changes?" before closing a dirty modal', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness dirty onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    const question = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    expect(onClose).not.toHaveBeenCalled();
    // Escape on the question only closes the question.
    await userEvent.keyboard('{Escape}');
    expect(question).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit parent' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('DS-02: leaving the page (reload, closing the tab) with unsaved changes asks first; without changes, or once closed, it does not', async () => {
    const { rerender } = renderWithTheme(<Modal open title="Edit parent" onClose={() => undefined} dirty />);
    expect(leavingThePage()).toBe('asked');
    rerender(<Modal open title="Edit parent" onClose={() => undefined} dirty={false} />);
    expect(leavingThePage()).toBe('left');
    rerender(<Modal open title="Edit parent" onClose={() => undefined} dirty />);
    rerender(<Modal open={false} title="Edit parent" onClose={() => undefined} dirty />);
    expect(leavingThePage()).toBe('left');
  });

  it('DS-02: Back with unsaved changes asks "Discard your changes?": Keep editing keeps the dialog, Discard closes it; nothing to ask without changes', async () => {
    const onClose = jest.fn();
    const { rerender } = renderWithTheme(<Modal open title="Edit parent" onClose={onClose} />);
    expect(askBeforeLeaving()).toBeNull();
    rerender(<Modal open dirty title="Edit parent" onClose={onClose} />);

    let staying: Promise<boolean> | null = null;
    act(() => {
      staying = askBeforeLeaving();
    });
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await expect(staying).resolves.toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit parent' })).toBeInTheDocument();

    let leaving: Promise<boolean> | null = null;
    act(() => {
      leaving = askBeforeLeaving();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await expect(leaving).resolves.toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<Modal open={false} dirty title="Edit parent" onClose={onClose} />);
    expect(askBeforeLeaving()).toBeNull();
  });

  it("DS-02: a Cancel button of the content (useModalDismiss) asks like the modal's own when dirty", async () => {
    function OwnCancel() {
      const dismiss = useModalDismiss();
      return <Button onClick={() => dismiss?.()}>Back</Button>;
    }
    const onClose = jest.fn();
    const { rerender } = renderWithTheme(
      <Modal open dirty title="Edit card" onClose={onClose} cancelLabel={null}>
        <OwnCancel />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    rerender(
      <Modal open title="Edit card" onClose={onClose} cancelLabel={null}>
        <OwnCancel />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
  it('STU-22, DS-02: a dialog that opened by itself gives the focus to the page heading when it closes, not the body', async () => {
    function Prompt() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Dashboard</h1>
          <Modal title="Rate your tutor" open={open} onClose={() => setOpen(false)} cancelLabel="Ask me later">
            <p>How was it?</p>
          </Modal>
        </main>
      );
    }
    renderWithTheme(<Prompt />);
    expect(screen.getByRole('dialog', { name: 'Rate your tutor' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask me later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus());
  });
});
