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
 * The image type of a file's first bytes (its signature), null when it is none of the avatar types: the name alone
 * does not make a file an image, and avatar files are served to anyone. Four fixed signatures, so no library.
 */
export function imageTypeOf(data: Buffer): string | null {
  const starts = (bytes: number[]) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (data[4] === 0x37 || data[4] === 0x39) && data[5] === 0x61)
    return 'image/gif';
  if (starts([0x42, 0x4d]) && data.length >= 26) return 'image/bmp';
  return null;
}

const NOT_AN_IMAGE = 'File must be a jpg, png, jpeg, bmp or gif image';

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
      // The name must say an image and the bytes must be one; the file is served as what its bytes are.
      const contentType = imageTypeOf(file.data);
      if (!AVATAR_TYPES[(file.filename.split('.').pop() ?? '').toLowerCase()] || !contentType)
        throw unprocessable(NOT_AN_IMAGE);
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
