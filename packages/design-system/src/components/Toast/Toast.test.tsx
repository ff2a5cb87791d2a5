import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { axe, renderWithTheme } from '../../../test/render';
import { Modal } from '../Modal/Modal';
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
  it('DS-05: while a dialog is open the toasts show at the top, off its Save button; at the bottom again once it closes', () => {
    const { rerender } = renderWithTheme(
      <>
        <ToastRegion />
        <Modal title="Edit parent" open onClose={() => undefined}>
          <p>Form</p>
        </Modal>
      </>,
    );
    act(() => toast.error('Sorry, there has been a problem', 'Our server has experienced an error.'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(getComputedStyle(region).top).not.toBe('');
    expect(getComputedStyle(region).bottom).toBe('auto');
    rerender(<ToastRegion />);
    expect(getComputedStyle(region).bottom).not.toBe('auto');
  });
});
