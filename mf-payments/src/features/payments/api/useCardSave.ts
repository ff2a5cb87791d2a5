import { useState } from 'react';
import { queryKeys, useResourceMutation } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { PaymentProfile } from '@tutoring/contract';
import { confirm, toast } from '@tutoring/design-system';
import { describeSaveError, failedSaveBanner, shouldShowSaveError } from '@tutoring/design-system/forms';
import { GENERIC_ERROR_TITLE } from '@tutoring/domain';
import { CARD_ENTER_EXPIRATION, PAYMENT_DESTROY_CONFIRM, PAYMENT_DESTROYED } from '@tutoring/domain/areas';
import { tokenizeCard, type CardFormVariant, type CardValues, type TokenisedCard } from './card';
import { paymentProvider, type PaymentProvider } from './provider';

/** Options of {@link useCardSave}. */
export interface UseCardSaveOptions {
  parentId: number;
  /** The stored profile, replaced with `PUT` when present (OP-18). */
  profileId?: number | null;
  variant: CardFormVariant;
  /** PAY-12: the success toast of this form (OP-29). */
  successMessage: string;
  onSaved?: (profile: PaymentProfile) => void;
  onDeleted?: () => void;
  /** Tokenisation provider; default the one the runtime settings name. */
  provider?: PaymentProvider;
}

/**
 * The card form field a refused save's message belongs to (issue 23: on its field): the server's expiry sentence to
 * the expiry, a message naming the zip to the zip code; others go to the form's banner.
 */
export function cardFieldOf(message: string): keyof CardValues | undefined {
  if (message === CARD_ENTER_EXPIRATION) return 'expiry';
  if (/^Zip\b/i.test(message)) return 'zipcode';
  return undefined;
}

/** The card save and delete flow behind the card form (PAY-07..PAY-13). */
export function useCardSave({
  parentId,
  profileId,
  variant,
  successMessage,
  onSaved,
  onDeleted,
  provider,
}: UseCardSaveOptions) {
  const [message, setMessage] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const invalidate = [queryKeys.resource('parents'), queryKeys.resource('authorize_net_profiles')];
  const save = useResourceMutation<TokenisedCard, PaymentProfile>({
    mutationFn: (card, call) => {
      const body = { parentId, ...card };
      return profileId
        ? api.authorizeNetProfiles.replace(profileId, body, call)
        : api.authorizeNetProfiles.save(body, call);
    },
    invalidate,
    onSuccess: (profile) => {
      toast.success(successMessage);
      onSaved?.(profile);
    },
    // The form tells its failures itself, as FormModal (docs/one-way.md "Failed saves"): the DS-04 toast once (the
    // query client's policy shows none) and the reason where the save-time messages show, which stays after the toast
    // has gone. The card stays in the form (no reply: it may or may not have been saved).
    errorMode: 'none',
    onError: (error) => {
      if (!shouldShowSaveError(error)) return;
      const text = describeSaveError(error);
      toast.error(text.title, text.message);
      // The reply's messages that went on no field, else the toast's "<title>: <message>" (docs/one-way.md).
      setMessage(failedSaveBanner(error, (message) => cardFieldOf(message) !== undefined)?.join(' ') ?? null);
    },
  });
  const destroy = useResourceMutation<number, void>({
    mutationFn: (id, call) => api.authorizeNetProfiles.remove(id, call),
    invalidate,
    onSuccess: () => {
      toast.success(PAYMENT_DESTROYED);
      onDeleted?.();
    },
  });

  /** Save: the save-time checks, tokenisation, then the profile call. */
  const submit = async (values: CardValues): Promise<void> => {
    setMessage(null);
    setTokenizing(true);
    let outcome;
    try {
      outcome = await tokenizeCard(values, { variant, provider: provider ?? paymentProvider() });
    } finally {
      setTokenizing(false);
    }
    if (!outcome.ok) {
      setMessage(outcome.message);
      if (outcome.toast) toast.error(GENERIC_ERROR_TITLE, outcome.toast);
      return;
    }
    await save.run(outcome.card);
  };

  /** PAY-13: asks first; Cancel does nothing. */
  const remove = async (): Promise<void> => {
    if (!profileId) return;
    const sure = await confirm({ title: PAYMENT_DESTROY_CONFIRM, confirmLabel: 'Delete', variant: 'danger' });
    if (sure) await destroy.run(profileId);
  };

  /** The last refused save's messages per card field (the values stay in the form). */
  const fieldErrors: Partial<Record<keyof CardValues, string>> = {};
  for (const text of save.errors) {
    const field = cardFieldOf(text);
    if (field && !fieldErrors[field]) fieldErrors[field] = text;
  }

  return { submit, remove, message, fieldErrors, processing: tokenizing || save.processing || destroy.processing };
}
