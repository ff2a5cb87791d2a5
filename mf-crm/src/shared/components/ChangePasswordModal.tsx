import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, type ChangePassword } from '@tutoring/contract/writes';
import { FormField, TextInput } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { PASSWORD_CHANGED } from '@tutoring/domain/areas';
import { useChangePassword } from '../api/users';

type Values = { password: string; passwordConfirmation: string };

/**
 * Password change for a parent's or student's login (md, CRM-17): `PUT users/{id}/change_password` with
 * `{user: {password, passwordConfirmation}}`; the contract's rules (at least 6 characters, a matching confirmation).
 */
export function ChangePasswordModal({
  open,
  userId,
  name,
  onClose,
}: {
  open: boolean;
  userId: number;
  name: string;
  onClose: () => void;
}) {
  const form = useForm<Values, unknown, ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema) as never,
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const changePassword = useChangePassword();
  return (
    <FormModal<unknown, Values, ChangePassword>
      open={open}
      title={`Change password for ${name}`}
      size="md"
      onClose={onClose}
      form={form}
      onSubmit={(values) => changePassword.mutateAsync({ userId, body: values as Values })}
      successMessage={PASSWORD_CHANGED}
    >
      <FormField label="New password" required name="password">
        <TextInput type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm password" required name="passwordConfirmation">
        <TextInput type="password" autoComplete="new-password" {...form.register('passwordConfirmation')} />
      </FormField>
    </FormModal>
  );
}
