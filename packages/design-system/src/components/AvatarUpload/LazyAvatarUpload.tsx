import { Suspense, lazy, type ReactNode } from 'react';
import type { AvatarUploadProps } from './AvatarUpload';

export type { AvatarUploadProps } from './AvatarUpload';
export { UNSUPPORTED_IMAGE_MESSAGE } from './image';

/** react-easy-crop is fetched when an AvatarUpload first mounts, not with the design system. */
const AvatarUploadImplementation = lazy(() =>
  import('./AvatarUpload').then((module) => ({ default: module.AvatarUpload })),
);

/**
 * DS-23, DS-25: choose, crop and upload a picture (see `./AvatarUpload`). Same props; the cropper's code loads when
 * the (normally still closed) component first mounts, so pages without it never download it (issue 13).
 */
export function AvatarUpload<TResult = unknown>(props: AvatarUploadProps<TResult>) {
  const Implementation = AvatarUploadImplementation as unknown as (p: AvatarUploadProps<TResult>) => ReactNode;
  return (
    <Suspense fallback={null}>
      <Implementation {...props} />
    </Suspense>
  );
}
