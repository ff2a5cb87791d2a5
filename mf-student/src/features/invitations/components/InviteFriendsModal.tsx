import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InviteFriendsSchema } from '@tutoring/contract/writes';
import { FormField, TextInput } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { INVITE_AT_LEAST_ONE_FRIEND } from '@tutoring/domain';
import { INVITATIONS_SENT, INVITE_SLOTS } from '@tutoring/domain/areas';
import { useInviteFriends } from '../api/invitations';

/** Props of {@link InviteFriendsModal}. */
export interface InviteFriendsModalProps {
  open: boolean;
  onClose: () => void;
}

interface InviteValues {
  names: Array<{ name: string }>;
}

const emptyNames = (): InviteValues => ({ names: Array.from({ length: INVITE_SLOTS }, () => ({ name: '' })) });

/**
 * STU-25, OP-29: three friend names (md, OP-23) over the contract's invite rules. All empty: the form-level
 * "Please enter at least one friend." and the first field's error "One friend name is required.", nothing sent.
 * Otherwise `POST quests/invitations` with the non-empty names, then "We have sent your invitations."
 */
export function InviteFriendsModal({ open, onClose }: InviteFriendsModalProps) {
  const form = useForm<InviteValues>({
    resolver: zodResolver(InviteFriendsSchema) as never,
    defaultValues: emptyNames(),
  });
  const { fields } = useFieldArray({ control: form.control, name: 'names' });
  const invite = useInviteFriends();
  const close = () => {
    form.reset(emptyNames());
    onClose();
  };
  return (
    <FormModal<unknown, InviteValues>
      open={open}
      title="Invite friends"
      onClose={close}
      form={form}
      submitLabel="Send invitations"
      invalidMessage={INVITE_AT_LEAST_ONE_FRIEND}
      // The server's "Please enter at least one friend." belongs to the first name, as the form's own check says.
      serverFieldOf={(message) => (message === INVITE_AT_LEAST_ONE_FRIEND ? 'names.0.name' : undefined)}
      successMessage={INVITATIONS_SENT}
      onSubmit={(values) => invite.mutateAsync(values.names.map((n) => n.name.trim()).filter(Boolean))}
    >
      {fields.map((field, i) => (
        <FormField key={field.id} label={`Friend ${i + 1} name`} name={`names.${i}.name`}>
          <TextInput maxLength={255} autoComplete="off" {...form.register(`names.${i}.name`)} />
        </FormField>
      ))}
    </FormModal>
  );
}
