import { type ReactNode, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { Line } from '../../../shared/components/layout';
import { joinWindowState, msUntilNextJoinChange, setSafeTimeout } from '@tutoring/domain';

/**
 * SES-19, API-44: a join link. It opens `sessions/{id}/connect` in a new window or tab as browser navigation, so the
 * server's checks (canceled, ended, not started) apply and it redirects to the meeting.
 */
export function ConnectLink({ sessionId, children }: { sessionId: number; children: ReactNode }) {
  const connectUrl = api.sessions.connectUrl(sessionId);
  return (
    <a
      href={connectUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        window.open(connectUrl, '_blank');
      }}
    >
      {children}
    </a>
  );
}

/** Props of {@link JoinLink}. */
export interface JoinLinkProps {
  session: {
    id: number;
    startsAt?: string | null;
    endsAt?: string | null;
    title?: string | null;
    zoomMeeting?: { joinUrl?: string | null } | null;
  };
  /** Clock for tests and stories; default the real time, re-evaluated whenever the join state changes. */
  now?: Date;
}

/** Re-renders when the SES-18 window of a session next changes (opens, ends, link hides). */
function useJoinClock(startsAt: string, endsAt: string, fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const wait = msUntilNextJoinChange({ startsAt, endsAt }, now);
    if (wait === null) return undefined;
    const handle = setSafeTimeout(() => setNow(new Date()), wait + 50);
    return () => {
      if (handle !== null) clearTimeout(handle);
    };
  }, [startsAt, endsAt, now, fixed]);
  return fixed ?? now;
}

/**
 * SES-18: the join area of one session. Before startsAt - 10 min: the too-early text; from then on the session is
 * prepared (`GET sessions/{id}/prepare?include=zoom_meeting`) and the link shown with "Your session is ready." (or the
 * not-ready text); from endsAt the ended text, with the link kept until endsAt + 10 min.
 */
export function JoinLink({ session, now: fixedNow }: JoinLinkProps) {
  const startsAt = session.startsAt ?? '';
  const endsAt = session.endsAt ?? '';
  const now = useJoinClock(startsAt, endsAt, fixedNow);
  const before = joinWindowState({ startsAt, endsAt }, now);
  const prepared = useQuery({
    queryKey: queryKeys.call('sessions', 'prepare', session.id),
    queryFn: () => api.sessions.prepare(session.id, { handleErrors: false }),
    enabled: before.shouldPrepare,
    staleTime: 60_000,
    retry: false,
  });
  const joinUrl = prepared.data?.zoomMeeting?.joinUrl ?? session.zoomMeeting?.joinUrl ?? null;
  const state = joinWindowState({ startsAt, endsAt, joinUrl }, now);
  const waiting = state.shouldPrepare && prepared.isPending && !joinUrl;
  return (
    <div>
      {waiting ? null : <Line>{state.text}</Line>}
      {state.showLink && joinUrl ? (
        <ConnectLink sessionId={session.id}>Join {session.title ?? 'session'}</ConnectLink>
      ) : null}
    </div>
  );
}
