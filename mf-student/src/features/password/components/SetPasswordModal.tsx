import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, type ChangePassword } from '@tutoring/contract/writes';
import { FormField, TextInput } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { EDIT_PASSWORD_TITLE, PASSWORD_CHANGED, WELCOME_SET_PASSWORD } from '@tutoring/domain/areas';
import { shell } from '@tutoring/platform';
import { useChangePassword } from '../api/password';

type PasswordValues = { password: string; passwordConfirmation: string };

/** Props of {@link SetPasswordModal}. */
export interface SetPasswordModalProps {
  /** The user whose password is set (`PUT users/{id}/change_password`). */
  userId: number;
  open: boolean;
  onClose: () => void;
  /**
   * First set (mustSetPassword): the welcome heading instead of "Edit Password" (OP-30), and the modal cannot be
   * dismissed (no Cancel, Escape and the backdrop do nothing) until the password is saved.
   */
  welcome?: boolean;
  /** Called after a successful save (before `onClose`). */
  onSaved?: () => void;
}

/**
 * STU-03..STU-06: password and confirmation (md, OP-23) over the contract's set-password rules. Invalid: the field
 * errors and "Please fix the errors on the form." with nothing sent. Saved: "Successfully changed password", then the
 * shell reloads the current user (so mustSetPassword clears). HTTP 500: "Sorry, there has been a problem" / the
 * server error text (DS-04).
 */
export function SetPasswordModal({ userId, open, onClose, welcome = false, onSaved }: SetPasswordModalProps) {
  const form = useForm<PasswordValues>({
    resolver: zodResolver(ChangePasswordSchema) as never,
    defaultValues: { password: '', passwordConfirmation: '' },
    reValidateMode: 'onChange',
  });
  const changePassword = useChangePassword(userId);
  return (
    <FormModal<unknown, PasswordValues>
      open={open}
      title={welcome ? WELCOME_SET_PASSWORD : EDIT_PASSWORD_TITLE}
      onClose={() => {
        form.reset();
        onClose();
      }}
      form={form}
      onSubmit={(values: ChangePassword) => changePassword.mutateAsync(values)}
      successMessage={PASSWORD_CHANGED}
      onSaved={() => {
        form.reset();
        onSaved?.();
        void shell()
          .reloadCurrentUser()
          .catch(() => undefined);
      }}
      closeOnBackdrop={!welcome}
      cancelLabel={welcome ? null : 'Cancel'}
    >
      <FormField label="Password" name="password" required>
        <TextInput type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm password" name="passwordConfirmation" required>
        <TextInput type="password" autoComplete="new-password" {...form.register('passwordConfirmation')} />
      </FormField>
    </FormModal>
  );
}
