/**
 * The card save flow (PAY-03..PAY-11): save-time checks, tokenisation through the provider, and the OP-18 body.
 * Pure apart from the provider call, so every rule is testable without a screen.
 */
import { joinAsSentence } from '@tutoring/api-client';
import { z } from '@tutoring/contract';
import { type CardFormValues } from '@tutoring/domain';
import { INVALID_PAYMENT_DETAILS, cardErrorMessage, parseExpiry, validateNameOnCard } from '@tutoring/domain/areas';
import { validateCardForSave, validateCardNumber } from '@tutoring/domain/card-number';
import type { PaymentProvider } from './provider';

/** The card form's values (DOM-55 plus the billing country of the newer form). */
export interface CardValues extends CardFormValues {
  number: string;
  name: string;
  /** "MM/YY" or "MM/YYYY" (DOM-38). */
  expiry: string;
  cvc: string;
  zipcode: string;
  /** Billing country (newer form only). */
  country?: string;
}

/** A field rule of the domain (null = fine) as a zod check. */
const rule = (check: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );

/**
 * The card form's field rules (PAY-04..PAY-06), the form's resolver: the number (American Express, the check) and
 * the name on card, flagged when filled and wrong. The save-time checks in the spec's order (PAY-07: required fields,
 * expiry, zip) stay in {@link tokenizeCard}, which shows the first one as the form's message. No contract body: the
 * raw card never reaches our server (OP-61), only the provider.
 */
export const CardFieldsSchema = z.looseObject({
  number: rule(validateCardNumber),
  name: rule(validateNameOnCard),
  expiry: z.string(),
  cvc: z.string(),
  zipcode: z.string(),
  country: z.optional(z.string()),
});

/** Which card form (OP-29): the newer one has the US-only zip rule, the older one always asks for the zip. */
export type CardFormVariant = 'new' | 'old';

/** Empty card values. */
export const EMPTY_CARD: CardValues = {
  number: '',
  name: '',
  expiry: '',
  cvc: '',
  zipcode: '',
  country: 'United States',
};

/** The OP-18 profile body without the parent id: the nonce, the expiry ("YYYY-MM") and the zip. */
export interface TokenisedCard {
  zip: string | null;
  authorizeNet: { dataDescriptor: string; dataValue: string; expirationDate: string };
}

/** The outcome of {@link tokenizeCard}. */
export type TokenizeOutcome =
  | { ok: true; card: TokenisedCard }
  /** `message`: shown in the form (save-time check or "Invalid payment details"); `toast`: the provider's messages. */
  | { ok: false; message: string | null; toast: string | null };

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * PAY-07 then PAY-09..PAY-11: checks the card, then tokenises it. The card number, name and CVC go to the provider
 * only; the result carries just the nonce, the expiry ("YYYY-MM") and the zip (OP-18, OP-61).
 */
export async function tokenizeCard(
  values: CardValues,
  { variant, provider, now }: { variant: CardFormVariant; provider: PaymentProvider; now?: Date },
): Promise<TokenizeOutcome> {
  const problem = validateCardForSave(values, {
    form: variant,
    country: variant === 'new' ? values.country : undefined,
    now,
  });
  if (problem) return { ok: false, message: problem, toast: null };
  const expiry = parseExpiry(values.expiry);
  if (!expiry) return { ok: false, message: INVALID_PAYMENT_DETAILS, toast: null };
  const zip = values.zipcode.trim();
  const result = await provider.tokenize({
    cardNumber: values.number.replace(/[\s-]/g, ''),
    month: pad2(expiry.month),
    year: String(expiry.year),
    cardCode: values.cvc.trim(),
    ...(zip ? { zip } : {}),
    fullName: values.name.trim(),
  });
  if (!result.ok) {
    if (result.messages.length === 0) return { ok: false, message: INVALID_PAYMENT_DETAILS, toast: null };
    return {
      ok: false,
      message: null,
      toast: joinAsSentence(result.messages.map((m) => cardErrorMessage(m.code, m.text))),
    };
  }
  return {
    ok: true,
    card: {
      zip: zip || null,
      authorizeNet: { ...result.opaqueData, expirationDate: `${expiry.year}-${pad2(expiry.month)}` },
    },
  };
}
