import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Checkbox, FormField, Select, TextInput } from '@tutoring/design-system';
import { FormModal, TextArea } from '@tutoring/design-system/forms';
import { FIX_FORM_ERRORS, SELECT_ONE_RECIPIENT } from '@tutoring/domain';
import type { Message } from '@tutoring/contract';
import { MessageCreateSchema } from '@tutoring/contract/writes';
import { useSendMessage } from '../api/messages';
import { useMessageTypeOptions } from '../api/reference';
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
const KIND_FIELD = {
  students: 'studentRecipientIds',
  parents: 'parentRecipientIds',
  employees: 'employeeRecipientIds',
} as const;

/** The form: the contract's message member (CRM-29). */
interface Values {
  regardingType: string;
  regardingId: number;
  messageType: string;
  subject: string;
  body: string;
  studentRecipientIds: number[];
  parentRecipientIds: number[];
  employeeRecipientIds: number[];
}

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
 * recipients, on the contract's message schema; sending with no recipient at all shows "Please select at least 1
 * recipient" and sends nothing.
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
  const form = useForm<Values>({
    resolver: zodResolver(MessageCreateSchema) as never,
    defaultValues: {
      ...regarding,
      messageType: '',
      subject: '',
      body: '',
      studentRecipientIds: [],
      parentRecipientIds: [],
      employeeRecipientIds: [],
    },
  });
  const defaultType = typeOptions[0]?.value ?? '';
  const sendMessage = useSendMessage();
  return (
    <FormModal<Message, Values>
      open={open}
      title="New message"
      size="md"
      onClose={onClose}
      submitLabel="Send"
      form={form}
      // CRM-29's own text for no recipient at all; any other refusal DS-03's.
      invalidMessage={(errors) =>
        errors.studentRecipientIds?.message === SELECT_ONE_RECIPIENT ? SELECT_ONE_RECIPIENT : FIX_FORM_ERRORS
      }
      onSubmit={(values) => sendMessage.mutateAsync({ ...values, messageType: values.messageType || defaultType })}
      successMessage={MESSAGE_SENT}
      onSaved={(message) => onSent?.(message)}
    >
      {(['parents', 'students', 'employees'] as const).map((kind) =>
        recipients[kind]?.length ? (
          <Controller
            key={kind}
            control={form.control}
            name={KIND_FIELD[kind]}
            render={({ field }) => (
              <Group>
                <legend>{KIND_LABEL[kind]}</legend>
                {recipients[kind]!.map((person) => (
                  <Checkbox
                    key={person.id}
                    label={person.name}
                    checked={field.value.includes(person.id)}
                    onChange={() =>
                      field.onChange(
                        field.value.includes(person.id)
                          ? field.value.filter((x) => x !== person.id)
                          : [...field.value, person.id],
                      )
                    }
                  />
                ))}
              </Group>
            )}
          />
        ) : null,
      )}
      <FormField label="Message type" name="messageType">
        <Controller
          control={form.control}
          name="messageType"
          render={({ field }) => (
            <Select
              name={field.name}
              value={field.value || defaultType}
              onChange={(event) => field.onChange(event.target.value)}
              options={typeOptions}
            />
          )}
        />
      </FormField>
      <FormField label="Subject" name="subject">
        <TextInput {...form.register('subject')} maxLength={191} />
      </FormField>
      <FormField label="Message" name="body">
        <TextArea {...form.register('body')} rows={6} />
      </FormField>
    </FormModal>
  );
}
