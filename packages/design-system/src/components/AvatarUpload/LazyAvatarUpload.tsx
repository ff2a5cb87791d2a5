import { type ComponentType, Suspense, type ReactNode, useState } from 'react';
import { loadable } from '../../utils/loadable';
import type { AvatarUploadProps } from './AvatarUpload';

export type { AvatarUploadProps } from './AvatarUpload';
export { UNSUPPORTED_IMAGE_MESSAGE } from './image';

/**
 * react-easy-crop is fetched when an AvatarUpload first mounts, not with the design system. A failed download is not
 * kept: once the area's boundary has shown it, Retry (or the next visit) downloads it again.
 */
const avatarUploadCode = loadable<AvatarUploadProps>(() =>
  import('./AvatarUpload').then((module) => module.AvatarUpload as ComponentType<AvatarUploadProps>),
);

/**
 * DS-23, DS-25: choose, crop and upload a picture (see `./AvatarUpload`). Same props; the cropper's code loads when
 * the (normally still closed) component first mounts, so pages without it never download it (issue 13).
 */
export function AvatarUpload<TResult = unknown>(props: AvatarUploadProps<TResult>) {
  const [loaded] = useState(() => avatarUploadCode.loaded() ?? avatarUploadCode.lazy());
  const Implementation = loaded as unknown as (p: AvatarUploadProps<TResult>) => ReactNode;
  return (
    <Suspense fallback={null}>
      <Implementation {...props} />
    </Suspense>
  );
}
