import type { Area } from 'react-easy-crop';

/** Not given by the spec (decision, README): shown when a file of another type is chosen. */
export const UNSUPPORTED_IMAGE_MESSAGE = 'Please choose a JPG, JPEG, PNG, BMP or GIF image.';

/** DS-23: accepted file types. */
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'bmp', 'gif'] as const;
/** DS-23: accepted MIME types (what browsers report for those extensions). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp', 'image/gif'] as const;
/** DS-23: output size of the square crop. */
export const AVATAR_OUTPUT_SIZE = 750;
/** DS-23: output quality fallback. */
export const DEFAULT_IMAGE_QUALITY = 0.8;
/** DS-23: the default crop area is at most this many px. */
export const MAX_DEFAULT_CROP_PX = 200;
/** DS-23: images corrected for orientation are capped at this many px. */
export const MAX_ORIENTED_IMAGE_PX = 1000;
/** DS-23: debounce of crop changes. */
export const CROP_DEBOUNCE_MS = 100;

/** DS-23: true for jpg, png, jpeg, bmp and gif files (extension and, when known, MIME type). */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk = (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  const typeOk = !file.type || (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  return extensionOk && typeOk;
}

/** DS-23: a quality between 0 and 1, or 0.8 when missing or out of range. */
export function imageQuality(quality: number | null | undefined): number {
  return typeof quality === 'number' && Number.isFinite(quality) && quality >= 0 && quality <= 1
    ? quality
    : DEFAULT_IMAGE_QUALITY;
}

/**
 * DS-23: loads a file as an image URL corrected for EXIF orientation and capped at 1000 px on its longer side.
 * Browsers without createImageBitmap get the file as is.
 */
export async function orientedImageUrl(file: Blob): Promise<string> {
  if (typeof createImageBitmap !== 'function') return URL.createObjectURL(file);
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_ORIENTED_IMAGE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return URL.createObjectURL(blob ?? file);
  } catch {
    return URL.createObjectURL(file);
  }
}

/** DS-23: draws the cropped area of `image` into a 750 × 750 JPEG blob of the given quality. */
export function cropToBlob(
  image: HTMLImageElement,
  area: Area,
  quality: number,
  size: number = AVATAR_OUTPUT_SIZE,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas is not available'));
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))),
      'image/jpeg',
      imageQuality(quality),
    );
  });
}
