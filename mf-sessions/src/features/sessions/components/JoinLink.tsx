import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { JOIN_NOT_READY, joinWindowState, msUntilNextJoinChange, setSafeTimeout } from '@tutoring/domain';
import { shell } from '@tutoring/platform';
import { CustomerServicePhone } from '../../../shared/components/CustomerServicePhone';

/** Props of {@link JoinLink}. */
export interface JoinLinkProps {
  session: { id: number; startsAt?: string | null; endsAt?: string | null };
  /** Fixed "now" (stories, tests); by default the clock runs and the area re-renders when the window changes. */
  now?: Date;
}

/** Visible text of the join link. */
export const JOIN_LINK_LABEL = 'Join session';

/**
 * SES-18, SES-19: the join area. Before startsAt - 10 min only the "10 minutes before" text; from then on it calls
 * `GET sessions/{id}/prepare?include=zoom_meeting` and shows the link (opening `sessions/{id}/connect` in a new tab)
 * when a joinUrl came back; from endsAt the ended text, with the link kept until endsAt + 10 min.
 */
export function JoinLink({ session, now }: JoinLinkProps) {
  const [tick, setTick] = useState(0);
  const current = now ?? new Date();
  const times = { startsAt: session.startsAt ?? 0, endsAt: session.endsAt ?? 0 };
  const base = joinWindowState(times, current);
  const prepare = useQuery({
    queryKey: queryKeys.call('sessions', 'prepare', session.id),
    queryFn: ({ signal }) => api.sessions.prepare(session.id, { signal }),
    enabled: base.shouldPrepare,
    staleTime: Infinity,
  });
  const joinUrl = prepare.data?.zoomMeeting?.joinUrl ?? null;
  const state = joinWindowState({ ...times, joinUrl }, current);

  useEffect(() => {
    if (now) return undefined;
    const wait = msUntilNextJoinChange(times, new Date());
    if (wait === null) return undefined;
    const timer = setSafeTimeout(() => setTick((n) => n + 1), wait + 50);
    return () => {
      if (timer) clearTimeout(timer);
    };
    // times are derived from the session; tick re-arms after each change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, session.startsAt, session.endsAt, tick]);

  const waiting = state.phase === 'open' && prepare.isLoading;
  const connectUrl = api.sessions.connectUrl(session.id);
  return (
    <div role="status" aria-live="polite" data-join-phase={state.phase}>
      {waiting ? null : (
        <p>
          {state.text}
          {state.text === JOIN_NOT_READY ? (
            <CustomerServicePhone phone={shell().settings.customerServicePhone} />
          ) : null}
        </p>
      )}
      {state.showLink ? (
        <a
          href={connectUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            window.open(connectUrl, '_blank');
          }}
        >
          {JOIN_LINK_LABEL}
        </a>
      ) : null}
    </div>
  );
}
