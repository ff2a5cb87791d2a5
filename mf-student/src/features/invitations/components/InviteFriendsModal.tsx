import { useState, type FormEvent } from 'react';
import { api } from '@tutoring/api-client';
import { Button, FormField, Modal, TextInput, toast } from '@tutoring/design-system';
import {
  INVITATIONS_SENT,
  INVITE_AT_LEAST_ONE_FRIEND,
  INVITE_ONE_NAME_REQUIRED,
  INVITE_SLOTS,
  SERVER_ERROR,
} from '@tutoring/domain';
import { showWriteError } from '../../../app/errors';

/** Props of {@link InviteFriendsModal}. */
export interface InviteFriendsModalProps {
  open: boolean;
  onClose: () => void;
}

const emptyNames = (): string[] => Array.from({ length: INVITE_SLOTS }, () => '');

/**
 * STU-25, OP-29: three friend names (md, OP-23). All empty: the toast "Please enter at least one friend." and the
 * first field's error "One friend name is required.", nothing sent. Otherwise `POST quests/invitations` with the
 * non-empty names, then "We have sent your invitations."
 */
export function InviteFriendsModal({ open, onClose }: InviteFriendsModalProps) {
  const [names, setNames] = useState<string[]>(emptyNames);
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  const close = () => {
    setNames(emptyNames());
    setMissing(false);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const friends = names.map((n) => n.trim()).filter(Boolean);
    if (friends.length === 0) {
      setMissing(true);
      toast.error(INVITE_AT_LEAST_ONE_FRIEND);
      document.getElementById('invite-friend-1')?.focus();
      return;
    }
    setSending(true);
    try {
      await api.quests.invite(friends, { handleErrors: false });
    } catch (error) {
      setSending(false);
      showWriteError(error, SERVER_ERROR);
      return;
    }
    setSending(false);
    toast.success(INVITATIONS_SENT);
    close();
  };

  return (
    <Modal
      open={open}
      title="Invite friends"
      onClose={close}
      dirty={names.some((n) => n.trim() !== '') && !sending}
      renderContainer={(content) => (
        <form noValidate onSubmit={(event) => void submit(event)}>
          {content}
        </form>
      )}
      footer={
        <Button type="submit" variant="primary" loading={sending}>
          Send invitations
        </Button>
      }
    >
      {names.map((value, i) => (
        <FormField
          key={i}
          id={`invite-friend-${i + 1}`}
          label={`Friend ${i + 1} name`}
          error={i === 0 && missing ? INVITE_ONE_NAME_REQUIRED : null}
        >
          <TextInput
            value={value}
            maxLength={255}
            autoComplete="off"
            onChange={(event) => {
              const next = [...names];
              next[i] = event.target.value;
              setNames(next);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
        </FormField>
      ))}
    </Modal>
  );
}
