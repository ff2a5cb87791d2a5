import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@tutoring/api-client';
import { ConfirmDialog } from '@tutoring/design-system';
import { CONNECTION_LOST, REQUEST_ERROR } from '@tutoring/domain';

/** What an action that moves money asks before it runs: the amount and whose card, in words. */
export interface ActionQuestion {
  /** The question, naming the amount ("Charge $199.00 for the installment due 02/01/2026?"). */
  title: string;
  /** Who is charged or paid back, and how much. */
  message: string;
  /** What the confirm button does ("Charge $199.00"). */
  confirmLabel: string;
}

/** The reason under the question when the action failed: in the sentence's paragraph, so it is phrasing content. */
const Reason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/**
 * Why an action failed, in the person's words: the server's sentences (a refusal, 4xx); no reply at all (the
 * connection dropped, so it may have been done) the connection sentence; else the request error (API-14).
 */
export function failureReasons(error: unknown): string[] {
  if (error instanceof ApiError && error.status === -1) return [CONNECTION_LOST.message];
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.errors.length)
    return error.errors;
  return [REQUEST_ERROR];
}

/**
 * An action that charges a card or pays money back, asked first (PAY-29, PAY-30; the decision is in the README): `ask`
 * opens the design system's ConfirmDialog naming the amount and whose card; Cancel (or Escape) sends nothing. Confirm
 * runs the call with the dialog still open; done, it closes and the focus goes back to the button that asked (the
 * Modal's rule, or the row that took its place when the button went with the change). A failure keeps the dialog, its
 * amount and payer, and says why under them; Confirm tries again, Cancel leaves. While the call runs the dialog is busy
 * (its confirm button shows the spinner, the dialog is aria-busy): a second Confirm, Cancel or Escape is ignored: the
 * call cannot be taken back, and its answer must have somewhere to show.
 */
export function useConfirmedAction<TVars>(run: (vars: TVars) => Promise<unknown>): {
  ask: (vars: TVars, question: ActionQuestion) => void;
  running: boolean;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<{ vars: TVars; question: ActionQuestion } | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [running, setRunning] = useState(false);

  const ask = (vars: TVars, question: ActionQuestion) => {
    if (running) return;
    setReasons([]);
    setAsked({ vars, question });
  };
  const confirm = async () => {
    if (!asked || running) return;
    setReasons([]);
    setRunning(true);
    try {
      await run(asked.vars);
      setAsked(null);
    } catch (error) {
      setReasons(failureReasons(error));
    } finally {
      setRunning(false);
    }
  };
  const question = asked?.question;
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      variant="danger"
      title={question?.title ?? ''}
      message={
        question ? (
          <>
            {question.message}
            {reasons.length ? <Reason role="alert">{reasons.join(' ')}</Reason> : null}
          </>
        ) : undefined
      }
      confirmLabel={question?.confirmLabel}
      busy={running}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!running) setAsked(null);
      }}
    />
  );
  return { ask, running, dialog };
}
