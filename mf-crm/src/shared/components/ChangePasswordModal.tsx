import { useState } from 'react';
import { api } from '@tutoring/api-client';
import { FormModal, FormField, TextInput, toast } from '@tutoring/design-system';
import { PASSWORD_CHANGED, validateSetPassword } from '@tutoring/domain';
import { useFormFeedback } from './formFeedback';

/**
 * Password change for a parent's or student's login (md, CRM-17): `PUT users/{id}/change_password` with
 * `{user: {password, passwordConfirmation}}`; at least 6 characters and a matching confirmation (STU-05 rules).
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
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setConfirmation] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const check = validateSetPassword({ password, passwordConfirmation });
  const feedback = useFormFeedback(() => {
    setShowErrors(true);
    return check.form;
  });
  return (
    <FormModal
      open={open}
      title={`Change password for ${name}`}
      size="md"
      onClose={onClose}
      onSave={feedback.guard(() =>
        api.users.changePassword(userId, { password, passwordConfirmation }, { handleErrors: false }),
      )}
      onSaved={() => {
        toast.success(PASSWORD_CHANGED);
        onClose();
      }}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <FormField label="New password" required error={showErrors ? check.password : null}>
        <TextInput
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={showErrors && !!check.password}
        />
      </FormField>
      <FormField label="Confirm password" required error={showErrors ? check.confirmation : null}>
        <TextInput
          type="password"
          autoComplete="new-password"
          value={passwordConfirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          invalid={showErrors && !!check.confirmation}
        />
      </FormField>
    </FormModal>
  );
}
