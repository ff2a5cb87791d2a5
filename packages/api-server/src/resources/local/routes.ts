import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { K12_TICKET_USED, spendK12Ticket, verifyK12Ticket } from '../../auth';
import { z } from 'zod';
import {
  HtmlPageSchema,
  K12LoginQuerySchema,
  MapsAutocompleteQuerySchema,
  MapsAutocompleteReplySchema,
  MapsPlaceReplySchema,
  MeetingQuerySchema,
  SvgPictureSchema,
  TokenizeBodySchema,
  TokenizeReplySchema,
} from '@tutoring/contract';
import { tokenize } from '../../services/card';
import { PLACES, formattedPlace } from '../../services/places';
import { notFound } from '../../util';
import { errorReplies, mediaReply } from '../shared/schemas';

const config = { external: true };
const tags = ['local stand-ins'];

/**
 * The local stand-ins of the outside services (outside the session rules): the card tokeniser (Accept.js style), the
 * address autocomplete, the badge and prize pictures, the video meeting rooms and the K12 sign-in page.
 */
export const localAdaptersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;

  app.post(
    '/local/accept/tokenize',
    { schema: { tags, body: TokenizeBodySchema, response: { 200: TokenizeReplySchema, ...errorReplies } }, config },
    async (req) => tokenize(kdb, req.body),
  );

  app.get(
    '/local/maps/autocomplete',
    {
      schema: {
        tags,
        querystring: MapsAutocompleteQuerySchema,
        response: { 200: MapsAutocompleteReplySchema, ...errorReplies },
      },
      config,
    },
    async (req) => {
      const q = (req.query.q ?? '').toLowerCase().slice(0, 200);
      const hits = q.length < 2 ? [] : PLACES.filter((p) => formattedPlace(p).toLowerCase().includes(q));
      return { predictions: hits.map((p) => ({ placeId: p.placeId, description: formattedPlace(p) })) };
    },
  );

  app.get(
    '/local/maps/places/:placeId',
    {
      schema: {
        tags,
        params: z.object({ placeId: z.string() }),
        response: { 200: MapsPlaceReplySchema, ...errorReplies },
      },
      config,
    },
    async (req) => {
      const p = PLACES.find((x) => x.placeId === req.params.placeId);
      if (!p) throw notFound('Place');
      return { place: { ...p, street2: '', formatted: formattedPlace(p) } };
    },
  );

  // Badge and prize pictures (STU-12, STU-15): the local stand-in for the picture host, a drawn badge per name.
  app.get(
    '/local/pictures/:kind/:file',
    {
      schema: {
        tags,
        params: z.object({ kind: z.string(), file: z.string() }),
        response: { 200: mediaReply(['image/svg+xml'], SvgPictureSchema), ...errorReplies },
      },
      config,
    },
    async (req, reply) => {
      const { kind, file } = req.params;
      const m = /^([a-z0-9-]{1,40})\.svg$/.exec(file);
      if (!['badges', 'prizes'].includes(kind) || !m) throw notFound('Picture');
      const name = m[1]!;
      const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
      const initial = name[0]!.toUpperCase();
      const shape =
        kind === 'badges'
          ? `<circle cx="32" cy="32" r="30" fill="hsl(${hue} 70% 45%)"/>`
          : `<rect x="4" y="4" width="56" height="56" rx="10" fill="hsl(${hue} 70% 45%)"/>`;
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(
          `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">${shape}<text x="32" y="41" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#fff">${initial}</text></svg>`,
        );
    },
  );

  app.get(
    '/local/meetings/:room',
    {
      schema: {
        tags,
        params: z.object({ room: z.string() }),
        querystring: MeetingQuerySchema,
        response: { 200: mediaReply(['text/html'], HtmlPageSchema), ...errorReplies },
      },
      config,
    },
    async (req, reply) => {
      const room = req.params.room.replace(/[^\w-]/g, '');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(
          `<!doctype html><html><head><title>Meeting ${room}</title></head><body><h1>Local meeting room ${room}</h1><p>This is the local video adapter.</p></body></html>`,
        );
    },
  );

  // The local K12 sign-in page: accepts only a genuine, unexpired ticket (signed by students/k12_login_ticket), once.
  app.get(
    '/local/k12/login',
    {
      schema: {
        tags,
        querystring: K12LoginQuerySchema,
        response: { 200: mediaReply(['text/html'], HtmlPageSchema), ...errorReplies },
      },
      config,
    },
    async (req, reply) => {
      const ticket = req.query.ticket ?? '';
      const studentId = verifyK12Ticket(app.services.sessionSecret, ticket);
      if (studentId === null)
        return reply.code(401).send({ errors: ['The K12 sign-in ticket is invalid or has expired.'] });
      if (!(await spendK12Ticket(kdb, ticket))) return reply.code(401).send({ errors: [K12_TICKET_USED] });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(
          `<!doctype html><html><head><title>K12</title></head><body><h1>Local K12 sign-in</h1><p>Signed in as student ${studentId}.</p></body></html>`,
        );
    },
  );
};
