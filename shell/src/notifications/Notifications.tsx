import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Notice } from '@tutoring/contract';
import { Button, Modal, VisuallyHidden } from '@tutoring/design-system';
import { RelativeDateTime } from '@tutoring/design-system/extras';
import { formatDate } from '@tutoring/domain';
import { platformStore, useCurrentUser, useSpoofing } from '@tutoring/platform';
import {
  ACKNOWLEDGE_ALL,
  isUnread,
  noticeActionLabel,
  noticeQueries,
  noticesHeldAtom,
  useAcknowledgeNotices,
} from './notices';

const Bell = styled.button`
  position: relative;
  font: inherit;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
const Count = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space.md} 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Dot = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
`;
const Due = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.warningText};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** The signed-in user's notices, newest first (SHL-13); asked for once the shell no longer holds them (issue 26). */
export function useNotices() {
  const user = useCurrentUser();
  const held = useAtomValue(noticesHeldAtom, { store: platformStore });
  return useQuery({ ...noticeQueries.mine(), enabled: !!user && !held });
}

/**
 * The header's notifications control: unread count and the notifications dialog (SHL-13..SHL-15). While an admin
 * spoofs, acknowledging (per notice and all at once) is hidden.
 */
export function Notifications() {
  const [open, setOpen] = useState(false);
  const user = useCurrentUser();
  const spoofing = useSpoofing();
  const { data: notices = [] } = useNotices();
  const unread = notices.filter(isUnread);

  const acknowledge = useAcknowledgeNotices();

  // Where the focus goes once an acknowledgement is done: the action button that had it is gone with its notice's
  // unread state (and was disabled meanwhile), and the browser would leave the focus on the page's body behind the
  // open dialog. It goes to the next notice still to acknowledge (below, else above), else to the dialog's heading.
  const actions = useRef(new Map<number, HTMLButtonElement>());
  const list = useRef<HTMLUListElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ noticeId: number | null } | null>(null);
  useEffect(() => {
    if (!focusAfter || acknowledge.isPending) return;
    setFocusAfter(null);
    const active = document.activeElement;
    const lost = !active || active === document.body || active === document.documentElement;
    // The focus is somewhere on purpose (the person moved on, or the button kept it after a failure): leave it.
    if (!lost && active?.isConnected) return;
    const next = focusAfter.noticeId === null ? undefined : actions.current.get(focusAfter.noticeId);
    if (next) {
      next.focus();
      return;
    }
    const dialog = list.current?.closest('[role="dialog"]');
    const headingId = dialog?.getAttribute('aria-labelledby');
    const heading = headingId ? document.getElementById(headingId) : null;
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    } else if (dialog instanceof HTMLElement) dialog.focus();
  }, [focusAfter, acknowledge.isPending, notices]);

  /** Acknowledges `ids`; on success the focus goes to `then`'s action button, or the heading when null. */
  const acknowledgeThen = (ids: number[], then: number | null) =>
    acknowledge.mutate(ids, { onSuccess: () => setFocusAfter({ noticeId: then }) });
  /** The unread notice to move to once `notice` is acknowledged: the next one down, else the nearest one up. */
  const nextUnread = (notice: Notice): number | null => {
    const at = unread.findIndex((n) => n.id === notice.id);
    return (unread[at + 1] ?? unread[at - 1])?.id ?? null;
  };

  return (
    <>
      {/* The accessible name contains the visible text: "Notifications 2 unread". */}
      <Bell type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Notifications
        {unread.length ? (
          <>
            {' '}
            <Count>{unread.length}</Count>
            <VisuallyHidden> unread</VisuallyHidden>
          </>
        ) : null}
      </Bell>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Notifications"
        cancelLabel="Close"
        footer={
          !spoofing && unread.length ? (
            <Button
              variant="secondary"
              disabled={acknowledge.isPending}
              onClick={() =>
                acknowledgeThen(
                  unread.map((n) => n.id),
                  null,
                )
              }
            >
              {ACKNOWLEDGE_ALL}
            </Button>
          ) : null
        }
      >
        {notices.length === 0 ? (
          <p>You have no notifications.</p>
        ) : (
          <List aria-label="Notices" ref={list}>
            {notices.map((notice: Notice) => (
              <Item key={notice.id} data-testid="notice">
                {isUnread(notice) ? <Dot role="img" aria-label="Unread" /> : <span />}
                <div>
                  <h3>
                    {notice.title}
                    {/* A space, so the heading reads "Title Due 11/27/2026", not "TitleDue …" (issue 25 walk). */}
                    {notice.dueAt ? (
                      <>
                        {' '}
                        <Due>Due {formatDate(notice.dueAt, user?.timeZone)}</Due>
                      </>
                    ) : null}
                  </h3>
                  {notice.message ? <p>{notice.message}</p> : null}
                  {notice.createdAt ? (
                    <small>
                      {/* DS-21, X-09: re-rendered every minute, so "today" turns into "yesterday" while it is open. */}
                      <RelativeDateTime value={notice.createdAt} timeZone={user?.timeZone ?? undefined} />
                    </small>
                  ) : null}
                </div>
                {!spoofing && isUnread(notice) ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={acknowledge.isPending}
                    ref={(button) => {
                      if (button) actions.current.set(notice.id, button);
                      else actions.current.delete(notice.id);
                    }}
                    onClick={() => acknowledgeThen([notice.id], nextUnread(notice))}
                  >
                    {noticeActionLabel(notice)}
                  </Button>
                ) : (
                  <span />
                )}
              </Item>
            ))}
          </List>
        )}
      </Modal>
    </>
  );
}
