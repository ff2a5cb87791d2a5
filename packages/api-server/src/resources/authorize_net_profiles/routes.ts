import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PaymentProfileBodySchema, PaymentProfileReplySchema, resources } from '@tutoring/contract';
import { INVALID_PAYMENT_DETAILS } from '@tutoring/domain';
import { cardAdapter, storedExpiry } from '../../services/card';
import type { Ctx } from '../../context';
import { forbidden, notFound, parseId, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { IdParams, errorReplies } from '../shared/schemas';
import { profilePolicies, profileScope } from './policy';
import {
  PROFILE_FILTERS,
  PROFILE_ORDER_KEYS,
  type PaymentProfile,
  deleteProfile,
  findProfile,
  listProfiles,
  parentExists,
  parentOfStudent,
  profileParent,
  replaceProfile,
  upsertProfile,
} from './queries';
import { PROFILE_OTHER_PARENT, RAW_CARD_DATA, carriesCardData, looksLikeCardNumber, normaliseExpiry } from './rules';

const BASE = '/api/v2/authorize_net_profiles';
const tags = ['authorize_net_profiles'];
type ProfileBody = z.infer<typeof PaymentProfileBodySchema>;

/**
 * Payment profiles (SRV-39, PAY-01, PAY-09, OP-18): a parent's one card on file, stored as the provider's profile of
 * the card payment nonce; the card number and CVC never reach the API (OP-61).
 */
export const authorizeNetProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;

  registerCrud<PaymentProfile, never>(app, {
    path: 'authorize_net_profiles',
    what: 'Authorize net profile',
    contract: resources.authorize_net_profiles,
    policies: profilePolicies,
    filters: Object.keys(PROFILE_FILTERS),
    orderKeys: PROFILE_ORDER_KEYS,
    list: (q, paging, ctx) => listProfiles(kdb, q, paging, profileScope(ctx.user)),
    find: (id, ctx, scoped) => findProfile(kdb, id, scoped ? profileScope(ctx.user) : null),
    destroy: (existing) => deleteProfile(kdb, existing.id),
    versionTable: 'payment_profiles',
  });

  /**
   * Checks the body, turns its token into a provider profile and stores it: `id` null (POST) writes the parent's one
   * profile, inserting it or replacing the one they have (`replaced` true); an `id` (PUT) replaces that profile.
   */
  const saveProfile = async (ctx: Ctx, body: ProfileBody, id: number | null) => {
    const p = body.authorizeNetProfile;
    if (ctx.user.type === 'Parent' && p.parentId !== ctx.user.parentId) throw forbidden();
    if (ctx.user.type === 'Student' && (await parentOfStudent(kdb, ctx.user.studentId ?? 0)) !== p.parentId)
      throw forbidden();
    if (!(await parentExists(kdb, p.parentId))) throw unprocessable('Parent must exist');
    if (id !== null) {
      const current = await profileParent(kdb, id);
      if (current !== undefined && current !== p.parentId) throw unprocessable(PROFILE_OTHER_PARENT);
    }
    if (looksLikeCardNumber(p.authorizeNet.dataValue)) throw unprocessable(RAW_CARD_DATA);
    const expirationDate = normaliseExpiry(p.authorizeNet.expirationDate ?? '');
    if (!expirationDate) throw unprocessable('Please enter an expiration date');
    const stored = await cardAdapter(kdb).createProfile(p.authorizeNet.dataDescriptor, p.authorizeNet.dataValue);
    if (!stored) throw unprocessable(INVALID_PAYMENT_DETAILS);
    const values = {
      parentId: p.parentId,
      providerProfileId: stored.profileId,
      cardType: stored.cardType,
      masked: stored.masked,
      expirationDate: storedExpiry(stored, expirationDate),
      zip: p.zip ?? null,
    };
    if (id === null) return upsertProfile(kdb, values);
    await replaceProfile(kdb, id, values);
    return { id, replaced: true };
  };

  /** A raw card number or CVC anywhere in the body is refused first (OP-61), then the body's schema errors answer. */
  const checkBody = (body: unknown, error: Error | undefined) => {
    if (carriesCardData(body)) throw unprocessable(RAW_CARD_DATA);
    if (error) throw error;
  };

  app.post(
    BASE,
    {
      schema: {
        tags,
        body: PaymentProfileBodySchema,
        response: { 200: PaymentProfileReplySchema, 201: PaymentProfileReplySchema, ...errorReplies },
      },
      config: { policy: profilePolicies.create, validationInHandler: true },
    },
    async (req, reply) => {
      const ctx = app.services.ctx(req);
      checkBody(req.body, req.validationError);
      const saved = await saveProfile(ctx, req.body, null);
      const authorizeNetProfile = await findProfile(kdb, saved.id, profileScope(ctx.user));
      if (!authorizeNetProfile) throw notFound('Authorize net profile');
      return reply.code(saved.replaced ? 200 : 201).send({ authorizeNetProfile });
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        params: IdParams,
        body: PaymentProfileBodySchema,
        response: { 200: PaymentProfileReplySchema, ...errorReplies },
      },
      config: { policy: profilePolicies.update, validationInHandler: true },
    },
    async (req) => {
      const ctx = app.services.ctx(req);
      const id = parseId(req.params.id, 'Payment profile');
      if (!(await findProfile(kdb, id, profileScope(ctx.user)))) throw notFound('Authorize net profile');
      checkBody(req.body, req.validationError);
      await saveProfile(ctx, req.body, id);
      const authorizeNetProfile = await findProfile(kdb, id, profileScope(ctx.user));
      if (!authorizeNetProfile) throw notFound('Authorize net profile');
      return { authorizeNetProfile };
    },
  );
};
