import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { axe, renderWithTheme } from '../../../test/render';
import { Modal } from '../Modal/Modal';
import { placeToasts } from './placement';
import { ToastRegion } from './ToastRegion';
import { toast } from './toastStore';
import { useToasts } from './useToasts';

afterEach(() => {
  act(() => toast.clear());
  jest.useRealTimers();
});

function Count() {
  return <p>count {useToasts().length}</p>;
}

describe('Toast', () => {
  it('DS-05: success and info toasts show title and message and hide after 3 seconds', () => {
    jest.useFakeTimers();
    renderWithTheme(<ToastRegion />);
    act(() => {
      toast.success('We have uploaded your document.', 'Done');
      toast.info('Heads up');
    });
    const statuses = screen.getAllByRole('status');
    expect(statuses[0]).toHaveTextContent('Done');
    expect(statuses[0]).toHaveTextContent('We have uploaded your document.');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('DS-05: errors are alerts that hide after 3 s too, held while hovered; Dismiss removes one at once', async () => {
    jest.useFakeTimers();
    renderWithTheme(<ToastRegion />);
    act(() => {
      toast.error('Hmm, something is not right', 'Name is required');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Hmm, something is not right');
    expect(alert).toHaveTextContent('Name is required');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => {
      toast.error('Hmm, something is not right', 'Name is required');
    });
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toast.dismiss removes a toast by id', () => {
    renderWithTheme(<ToastRegion />);
    let id = '';
    act(() => {
      id = toast.error('Oops');
    });
    act(() => toast.dismiss(id));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('one store is shared by every React root on the page', () => {
    renderWithTheme(<ToastRegion />);
    const other = document.createElement('div');
    document.body.appendChild(other);
    const root = createRoot(other);
    act(() => root.render(<Count />));
    act(() => {
      toast.error('From a remote');
    });
    expect(other).toHaveTextContent('count 1');
    expect(screen.getByRole('alert')).toHaveTextContent('From a remote');
    act(() => root.unmount());
    other.remove();
  });

  it('holds a toast while hovered', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(<ToastRegion />);
    act(() => {
      toast.success('Saved');
    });
    await user.hover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.unhover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<ToastRegion />);
    act(() => {
      toast.success('Saved', 'Done');
      toast.error(
        'Sorry, there has been a problem',
        'Our server has experienced an error. Please contact customer service.',
      );
    });
    expect(await axe(container)).toHaveNoViolations();
  });
  describe('DS-05: placement while a dialog is open (never over its ✕, title or Save)', () => {
    /** Lays out the page as a browser would: a viewport `width` px wide, the dialog's box, the region's bottom. */
    function layout(width: number, dialog: { left: number; right: number }, regionBottom = 44) {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
      const box = (left: number, right: number, top: number, bottom: number) =>
        ({ left, right, top, bottom, x: left, y: top, width: right - left, height: bottom - top }) as DOMRect;
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        if (this.getAttribute('aria-modal') === 'true') return box(dialog.left, dialog.right, 32, 700);
        if (this.getAttribute('aria-label') === 'Notifications') return box(8, width - 8, 4, regionBottom);
        return box(0, 0, 0, 0);
      });
    }
    afterEach(() => {
      jest.restoreAllMocks();
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true, writable: true });
    });
    const page = (open: boolean) => (
      <>
        <ToastRegion />
        <Modal title="Session" size="lg" open={open} onClose={() => undefined}>
          <p>Details</p>
        </Modal>
      </>
    );

    it('the rule: beside the dialog when a toast of 240 px fits right of it, else the top band; the corner without one', () => {
      // 1366 px: lg (800 px) leaves 283 px each side, md (500 px) 433; xl (1140 px) 113. 390 px: the dialog is the width.
      expect(placeToasts(1366, [{ left: 283, right: 1083 }])).toEqual({ mode: 'beside', width: 251 });
      expect(placeToasts(1366, [{ left: 433, right: 933 }])).toEqual({ mode: 'beside', width: 360 });
      expect(placeToasts(1366, [{ left: 113, right: 1253 }])).toEqual({ mode: 'band' });
      expect(placeToasts(390, [{ left: 16, right: 374 }])).toEqual({ mode: 'band' });
      expect(placeToasts(1366, [])).toEqual({ mode: 'corner' });
      // Two dialogs (a confirmation over a dialog): clear of the widest.
      expect(
        placeToasts(1366, [
          { left: 283, right: 1083 },
          { left: 433, right: 933 },
        ]),
      ).toEqual({
        mode: 'beside',
        width: 251,
      });
    });

    it('at 1366 px the toasts go beside an lg dialog, at the top, as wide as the room; the corner once it closes', async () => {
      layout(1366, { left: 283, right: 1083 });
      const { rerender } = renderWithTheme(page(true));
      act(() => toast.success('Attendance saved.'));
      await act(async () => undefined);
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(region).toHaveAttribute('data-placement', 'beside');
      expect(region.style.getPropertyValue('--ds-toast-width')).toBe('251px');
      expect(getComputedStyle(region).bottom).toBe('auto');
      expect(document.body.style.getPropertyValue('--ds-toast-band')).toBe('');
      rerender(page(false));
      await act(async () => undefined);
      expect(region).toHaveAttribute('data-placement', 'corner');
      expect(getComputedStyle(region).bottom).not.toBe('auto');
    });

    it('at 390 px the toasts are a compact band the dialog keeps clear of, still 3 s and held while hovered', async () => {
      jest.useFakeTimers();
      layout(390, { left: 16, right: 374 });
      renderWithTheme(page(true));
      act(() => {
        toast.success('Attendance saved.');
        toast.error('Hmm, something is not right', 'Email is taken');
      });
      await act(async () => undefined);
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(region).toHaveAttribute('data-placement', 'band');
      // The dialogs' backdrop starts below the band (Modal's Overlay reads it).
      expect(document.body.style.getPropertyValue('--ds-toast-band')).toBe('44px');
      fireEvent.mouseEnter(screen.getByRole('alert'));
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toBeInTheDocument();
      fireEvent.mouseLeave(screen.getByRole('alert'));
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // No toast left: nothing reserved, the dialog back at its place.
      expect(document.body.style.getPropertyValue('--ds-toast-band')).toBe('');
    });
  });
});
