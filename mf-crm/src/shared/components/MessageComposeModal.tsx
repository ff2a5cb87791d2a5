import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@tutoring/api-client';
import { FormModal, Checkbox, FormField, Select, TextArea, TextInput, toast } from '@tutoring/design-system';
import { validateMessageRecipients } from '@tutoring/domain';
import type { Message } from '@tutoring/contract';
import { useMessageTypeOptions } from '../api/reference';
import { useFormFeedback } from './formFeedback';
import type { Regarding } from './NotesModal';

/** A person who can receive the message. */
export interface RecipientOption {
  id: number;
  name: string;
}

/** Who can be chosen, by kind (CRM-29). */
export interface RecipientChoices {
  students?: readonly RecipientOption[];
  parents?: readonly RecipientOption[];
  employees?: readonly RecipientOption[];
}

type Kind = 'students' | 'parents' | 'employees';
const KIND_LABEL: Record<Kind, string> = { students: 'Students', parents: 'Parents', employees: 'Staff' };

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  legend {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

/** Message sent toast (not in the spec). */
export const MESSAGE_SENT = 'Message sent';

/**
 * Message compose modal (md, CRM-29, OP-11): message type (from `GET messages/message_types`), subject, body and
 * recipients; sending with no recipient at all shows "Please select at least 1 recipient" and sends nothing.
 */
export function MessageComposeModal({
  open,
  regarding,
  recipients,
  onClose,
  onSent,
}: {
  open: boolean;
  regarding: Regarding;
  recipients: RecipientChoices;
  onClose: () => void;
  onSent?: (message: Message) => void;
}) {
  const typeOptions = useMessageTypeOptions();
  const [messageType, setMessageType] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<Record<Kind, number[]>>({ students: [], parents: [], employees: [] });
  const toggle = (kind: Kind, id: number) =>
    setChosen((c) => ({ ...c, [kind]: c[kind].includes(id) ? c[kind].filter((x) => x !== id) : [...c[kind], id] }));
  const ids = {
    studentRecipientIds: chosen.students,
    parentRecipientIds: chosen.parents,
    employeeRecipientIds: chosen.employees,
  };
  const type = messageType || typeOptions[0]?.value || '';

  const feedback = useFormFeedback(() => validateMessageRecipients(ids));
  return (
    <FormModal<Message>
      open={open}
      title="New message"
      size="md"
      onClose={onClose}
      submitLabel="Send"
      dirty={body.trim() !== '' || subject.trim() !== ''}
      onSave={feedback.guard(() =>
        api.messages.create({ ...regarding, messageType: type, subject, body, ...ids }, { handleErrors: false }),
      )}
      onSaved={(message) => {
        toast.success(MESSAGE_SENT);
        onSent?.(message);
        onClose();
      }}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      {(['parents', 'students', 'employees'] as const).map((kind) =>
        recipients[kind]?.length ? (
          <Group key={kind}>
            <legend>{KIND_LABEL[kind]}</legend>
            {recipients[kind]!.map((person) => (
              <Checkbox
                key={person.id}
                label={person.name}
                checked={chosen[kind].includes(person.id)}
                onChange={() => toggle(kind, person.id)}
              />
            ))}
          </Group>
        ) : null,
      )}
      <FormField label="Message type">
        <Select value={type} onChange={(event) => setMessageType(event.target.value)} options={typeOptions} />
      </FormField>
      <FormField label="Subject">
        <TextInput value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={191} />
      </FormField>
      <FormField label="Message">
        <TextArea value={body} onChange={(event) => setBody(event.target.value)} rows={6} />
      </FormField>
    </FormModal>
  );
}
