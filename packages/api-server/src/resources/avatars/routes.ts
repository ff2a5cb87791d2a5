import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AvatarReplySchema, ImageFileSchema } from '@tutoring/contract';
import { is } from '../../auth';
import { forbidden, notFound, parseId, unprocessable } from '../../util';
import { IdParams, errorReplies, mediaReply } from '../shared/schemas';
import { AVATARABLE, type AvatarableType, avatarFile, insertAvatar, ownerUserId } from './queries';

/** The image types an avatar may have, by file extension. */
const AVATAR_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  gif: 'image/gif',
};

/**
 * Avatars (SRV-42, API-22): an image uploaded (multipart) for an employee, tutor, student or parent, by staff or by
 * the person themself; its file is served to anyone, cached for good (a new upload is a new URL).
 */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const tags = ['avatars'];

  app.post(
    '/api/v2/avatars',
    { schema: { tags, response: { 201: AvatarReplySchema, ...errorReplies } }, config: { policy: 'any' } },
    async (req, reply) => {
      const { user } = app.services.ctx(req);
      if (!req.isMultipart()) throw unprocessable('Avatar must be sent as multipart/form-data');
      const fields: Record<string, string> = {};
      let file: { filename: string; data: Buffer } | null = null;
      for await (const part of req.parts()) {
        if (part.type === 'file') file = { filename: part.filename, data: await part.toBuffer() };
        else fields[part.fieldname] = String(part.value);
      }
      const type = fields.avatarableType ?? '';
      const ownerId = Number(fields.avatarableId);
      if (!Object.hasOwn(AVATARABLE, type) || !Number.isInteger(ownerId) || ownerId < 1)
        throw unprocessable('Avatarable type and id are required');
      if (!file) throw unprocessable('File is required');
      const contentType = AVATAR_TYPES[(file.filename.split('.').pop() ?? '').toLowerCase()];
      if (!contentType) throw unprocessable('File must be a jpg, png, jpeg, bmp or gif image');
      const owner = await ownerUserId(kdb, type as AvatarableType, ownerId);
      if (owner === null) throw unprocessable('Avatarable record must exist');
      if (!is.staff(user) && owner !== user.userId) throw forbidden();
      const { id, url } = await insertAvatar(kdb, type as AvatarableType, ownerId, { ...file, contentType });
      return reply.code(201).send({ avatar: { id, url, avatarableType: type, avatarableId: ownerId } });
    },
  );

  app.get(
    '/api/v2/avatars/:id/file',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: mediaReply([...new Set(Object.values(AVATAR_TYPES))], ImageFileSchema), ...errorReplies },
      },
      config: { public: true },
    },
    async (req, reply) => {
      const r = await avatarFile(kdb, parseId(req.params.id, 'Avatar'));
      if (!r) throw notFound('Avatar');
      return reply
        .header('content-type', r.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(r.data));
    },
  );
};
