import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { LIVE_UPDATES_PAUSED } from '@tutoring/domain';
import { platformStore } from '@tutoring/platform';
import { liveUpdatesPausedAtom } from '../realtime/status';

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  /* Empty, it stays in the page (a live region must be there before its text), and takes back its gap in the row. */
  &:empty {
    margin-right: -${({ theme }) => theme.space.md};
  }
`;

/**
 * Says, quietly, that live updates have stopped while the realtime connection is lost after having been up; empty
 * once it is back. A polite status region that is always in the page, so a screen reader announces the change.
 */
export function LiveUpdatesStatus() {
  const paused = useAtomValue(liveUpdatesPausedAtom, { store: platformStore });
  return <Status role="status">{paused ? LIVE_UPDATES_PAUSED : null}</Status>;
}
