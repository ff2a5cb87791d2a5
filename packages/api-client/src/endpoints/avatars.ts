import * as C from '@tutoring/contract';
import { request, type Opts } from './singleton';

/** API-22 avatars: multipart with avatarableType, avatarableId and the image file. */
export const avatars = {
  upload: async (formData: FormData, options?: Opts): Promise<C.Avatar> =>
    (await request({ method: 'POST', path: 'avatars', body: formData, schema: C.AvatarReplySchema, ...options }))
      .avatar,
};
