import { useState } from 'react';
import { api, queryKeys, useResourceMutation } from '@tutoring/api-client';
import type { PaymentProfile } from '@tutoring/contract';
import { confirm, toast } from '@tutoring/design-system';
import { GENERIC_ERROR_TITLE, PAYMENT_DESTROY_CONFIRM, PAYMENT_DESTROYED } from '@tutoring/domain';
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

  return { submit, remove, message, processing: tokenizing || save.processing || destroy.processing };
}
