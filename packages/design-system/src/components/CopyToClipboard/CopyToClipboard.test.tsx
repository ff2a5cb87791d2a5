import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED } from '@tutoring/domain';
import { axe, renderWithTheme } from '../../../test/render';
import { CopyToClipboard } from './CopyToClipboard';

afterEach(() => jest.useRealTimers());

describe('CopyToClipboard', () => {
  it('DS-06: copies the text and shows "Copied!" for 1.5 seconds', async () => {
    jest.useFakeTimers();
    // setup() installs user-event's clipboard stub on navigator.
    userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onCopied = jest.fn();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithTheme(<CopyToClipboard text="https://example.com/join/42" label="Copy link" onCopied={onCopied} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await act(async () => undefined);
    expect(write).toHaveBeenCalledWith('https://example.com/join/42');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(COPIED);
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByRole('status')).toHaveTextContent(COPIED);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<CopyToClipboard text="x" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
