import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Button } from './Button';

/** "Export CSV" is loading (or disabled) from its press until "Done" is pressed. */
function LoadingUntilDone({ via = 'loading' }: { via?: 'loading' | 'disabled' }) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button {...{ [via]: busy }} onClick={() => setBusy(true)}>
        Export CSV
      </Button>
      <Button onClick={() => setBusy(false)}>Done</Button>
    </>
  );
}

describe('Button', () => {
  it('calls onClick from mouse and keyboard', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    screen.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });
  it('does not submit a form unless type="submit"', async () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Go</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
  it('is busy and blocks clicks while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
  it.each(['loading', 'disabled'] as const)(
    'takes its focus back when it is enabled again after %s (the browser drops the focus of a disabled button)',
    async (via) => {
      renderWithTheme(<LoadingUntilDone via={via} />);
      const button = screen.getByRole('button', { name: 'Export CSV' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      expect(button).toBeDisabled();
      // What Chromium does with a focused button that is disabled: the focus is on the page's body.
      act(() => {
        document.body.tabIndex = -1;
        document.body.focus();
        document.body.removeAttribute('tabindex');
      });
      expect(document.body).toHaveFocus();
      act(() => screen.getByRole('button', { name: 'Done' }).click());
      expect(button).toBeEnabled();
      expect(button).toHaveFocus();
    },
  );

  it('leaves the focus where the person put it while it was loading', async () => {
    renderWithTheme(<LoadingUntilDone />);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(button).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });
  it('forwards its ref', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderWithTheme(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });
  it.each(['primary', 'secondary', 'danger', 'link'] as const)('has no axe violations (%s)', async (variant) => {
    const { container } = renderWithTheme(<Button variant={variant}>Save</Button>);
    expect(await axe(container)).toHaveNoViolations();
  });
});
