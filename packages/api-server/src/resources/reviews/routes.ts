import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { is } from '../../auth';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { reviewPolicies, reviewScope } from './policy';
import { REVIEW_FILTERS, REVIEW_ORDER_KEYS, type Review, findReview, listReviews, updateReview } from './queries';
import { REVIEW_FIELDS, type ReviewInput, completedReviewErrors, reviewErrors } from './rules';

/** Reviews (API-56): a student's (or parent's) stars and comment about a tutor after a session. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  registerCrud<Review, ReviewInput>(app, {
    path: 'reviews',
    what: 'Review',
    contract: resources.reviews,
    policies: reviewPolicies,
    filters: Object.keys(REVIEW_FILTERS),
    orderKeys: REVIEW_ORDER_KEYS,
    list: (q, paging, ctx) => listReviews(kdb, q, paging, reviewScope(ctx.user)),
    find: (id, ctx, scoped) => findReview(kdb, id, scoped ? reviewScope(ctx.user) : null),
    parseUpdate: async (body) => memberFields('review', REVIEW_FIELDS, body) as ReviewInput,
    validate: async (data, existing, ctx) => [
      ...(existing ? completedReviewErrors(data, existing, is.staff(ctx.user)) : []),
      ...reviewErrors(data, existing),
    ],
    update: (id, data) => updateReview(kdb, id, data),
    versionTable: 'reviews',
  });
};
