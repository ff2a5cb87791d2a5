import type { z } from 'zod';
import type { TutoringBodySchema } from '@tutoring/contract';

/** `POST tutorings` (SES-47): the contract's body (`resourceBodies.tutorings.createBody`), as sent. */
export type TutoringRequest = z.infer<typeof TutoringBodySchema>['tutoring'];

/** One booking a tutoring request asks for. */
export interface BookingRequest {
  startsAt: string;
  duration: number;
  availabilityId: number | null;
  primary: boolean;
}

/**
 * The bookings of a request: its own time, its extra bookings and the chosen repeats (at most 60). The body reaches
 * the handler as parsed (ADR 0004: absent lists are the schema's default, empty).
 */
export function bookingsOf(t: TutoringRequest): BookingRequest[] {
  const bookings: TutoringRequest['bookings'] = t.bookings ?? [];
  const repeatOptions: TutoringRequest['repeatOptions'] = t.repeatOptions ?? [];
  const availabilityId = typeof t.availability === 'number' ? t.availability : (t.availability?.id ?? null);
  return [
    { startsAt: t.startsAt, duration: t.duration, availabilityId, primary: true },
    ...bookings.map((b) => ({
      startsAt: b.startsAt,
      duration: b.duration,
      availabilityId: b.availabilityId ?? availabilityId,
      primary: Boolean(b.primary),
    })),
    ...repeatOptions
      .filter((o) => o.book && o.startsAt)
      .map((o) => ({
        startsAt: String(o.startsAt),
        duration: t.duration,
        availabilityId: o.availabilityId ?? null,
        primary: false,
      })),
  ].slice(0, 60);
}
