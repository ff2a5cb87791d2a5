import { act, render } from '@testing-library/react';
import { type RealtimeMessage, dispatchRealtime, useRealtimeEvent } from './realtime';

function Listener({ onMessage }: { onMessage: (message: RealtimeMessage<'student-change'>) => void }) {
  useRealtimeEvent(['student-change'], onMessage);
  return null;
}

describe('realtime events (X-04, OP-34)', () => {
  it('X-04: a subscriber gets the messages of its events while mounted, typed by event name', () => {
    const onMessage = jest.fn();
    const { unmount } = render(<Listener onMessage={onMessage} />);
    act(() => dispatchRealtime('user-change', { id: 1 }));
    act(() => dispatchRealtime('student-change', { id: 11 }));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ event: 'student-change', data: { id: 11 } });
    unmount();
    act(() => dispatchRealtime('student-change', { id: 12 }));
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});
