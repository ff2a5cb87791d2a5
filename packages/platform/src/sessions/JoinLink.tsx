import { type ReactNode, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { JOIN_NOT_READY, joinWindowState, msUntilNextJoinChange, setSafeTimeout } from '@tutoring/domain';
// The page's one platform (the shared singleton), not a copy of its services bundled with this subpath entry:
// a remote importing '@tutoring/platform/sessions' must read the settings the shell installed (issue 26).
import { shell } from '@tutoring/platform';

/** Visible text of the join link unless the caller names the session (`label`). */
export const JOIN_LINK_LABEL = 'Join session';

/** OP-10: the customer-service phone as a tel: link; nothing while the setting is empty. */
export function CustomerServicePhone({ phone }: { phone: string | null | undefined }) {
  const text = (phone ?? '').trim();
  if (!text) return null;
  const tel = text.replace(/[^\d+]/g, '');
  return (
    <>
      {' '}
      <a href={`tel:${tel}`}>{text}</a>
    </>
  );
}

/**
 * SES-19, API-44: a link that opens `sessions/{id}/connect` in a new window or tab as browser navigation, so the
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

const Line = styled.p`
  margin: 0;
`;

/** Props of {@link JoinLink}. */
export interface JoinLinkProps {
  session: {
    id: number;
    startsAt?: string | null;
    endsAt?: string | null;
    zoomMeeting?: { joinUrl?: string | null } | null;
  };
  /** The link's text; default {@link JOIN_LINK_LABEL}. */
  label?: string;
  /** Fixed "now" (stories, tests); by default the clock runs and the area re-renders when the window changes. */
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
 * SES-18, SES-19: the one join area (sessions' details modal, the student dashboard). Before startsAt - 10 min only
 * the too-early text; from then on it calls `GET sessions/{id}/prepare?include=zoom_meeting` and shows the link
 * when a joinUrl came back (else the not-ready text with the customer-service phone, OP-10); from endsAt the ended
 * text, with the link kept until endsAt + 10 min.
 */
export function JoinLink({ session, label = JOIN_LINK_LABEL, now: fixedNow }: JoinLinkProps) {
  const startsAt = session.startsAt ?? '';
  const endsAt = session.endsAt ?? '';
  const now = useJoinClock(startsAt, endsAt, fixedNow);
  const before = joinWindowState({ startsAt, endsAt }, now);
  const prepared = useQuery({
    queryKey: queryKeys.call('sessions', 'prepare', session.id),
    queryFn: ({ signal }) => api.sessions.prepare(session.id, { signal, handleErrors: false }),
    enabled: before.shouldPrepare,
    staleTime: 60_000,
    retry: false,
  });
  const joinUrl = prepared.data?.zoomMeeting?.joinUrl ?? session.zoomMeeting?.joinUrl ?? null;
  const state = joinWindowState({ startsAt, endsAt, joinUrl }, now);
  const waiting = state.shouldPrepare && prepared.isPending && !joinUrl;
  return (
    <div role="status" aria-live="polite" data-join-phase={state.phase}>
      {waiting ? null : (
        <Line>
          {state.text}
          {state.text === JOIN_NOT_READY ? (
            <CustomerServicePhone phone={shell().settings.customerServicePhone} />
          ) : null}
        </Line>
      )}
      {state.showLink && joinUrl ? <ConnectLink sessionId={session.id}>{label}</ConnectLink> : null}
    </div>
  );
}
