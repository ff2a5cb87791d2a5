import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import styled from 'styled-components';
import { UPLOAD_SUCCESS } from '@tutoring/domain';
import { Button } from '../Button/Button';
import { Modal, type ModalSize } from '../Modal/Modal';
import { toast } from '../Toast/toastStore';
import { defaultSaveErrorText } from '../FormModal/errors';
import { InputError } from '../FormField/InputError';
import { useDebouncedCallback } from './useDebouncedCallback';
import {
  ACCEPTED_IMAGE_EXTENSIONS,
  ACCEPTED_IMAGE_TYPES,
  CROP_DEBOUNCE_MS,
  cropToBlob,
  isAcceptedImage,
  MAX_DEFAULT_CROP_PX,
  orientedImageUrl,
  UNSUPPORTED_IMAGE_MESSAGE,
} from './image';

export { UNSUPPORTED_IMAGE_MESSAGE } from './image';

/** Props of {@link AvatarUpload}. */
export interface AvatarUploadProps<TResult = unknown> {
  /** Shows the modal. */
  open: boolean;
  /** Called on Cancel / Escape (silently, DS-02) and after a successful upload. */
  onClose: () => void;
  /**
   * DS-25: sends the 750 × 750 JPEG (e.g. `POST avatars` multipart with avatarableType and avatarableId through the
   * api-client). Resolve with the new avatar (its `url` replaces the shown one); reject to report the failure.
   */
  onUpload: (image: Blob) => Promise<TResult>;
  /** Called with `onUpload`'s result; then "We have uploaded your document." is shown. */
  onSuccess?: (result: TResult) => void;
  /** Called with the failure; the toast "Hmm, something is not right" and the cleared queue happen anyway. */
  onError?: (error: unknown) => void;
  /** DS-23: JPEG quality 0..1; anything else falls back to 0.8. */
  quality?: number;
  /** Title. Default "Upload photo". */
  title?: string;
  /** OP-23: 'md' by default. */
  size?: ModalSize;
}

const Stage = styled.div`
  position: relative;
  height: 320px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;
const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  input[type='range'] {
    flex: 1;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const ACCEPT = [...ACCEPTED_IMAGE_EXTENSIONS.map((ext) => `.${ext}`), ...ACCEPTED_IMAGE_TYPES].join(',');

/**
 * DS-23, DS-25: choose a picture, crop it square (drag or arrow keys, zoom slider), and upload a 750 × 750 JPEG.
 * Only jpg, png, jpeg, bmp and gif are accepted. Crop changes are debounced by 100 ms. Success shows "We have
 * uploaded your document."; failure shows "Hmm, something is not right" with the errors (a 500 shows the DS-04 server
 * error) and clears the queue.
 */
export function AvatarUpload<TResult = unknown>({
  open,
  onClose,
  onUpload,
  onSuccess,
  onError,
  quality,
  title = 'Upload photo',
  size = 'md',
}: AvatarUploadProps<TResult>) {
  const inputId = `avatar-file-${useId()}`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [typeError, setTypeError] = useState(false);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [uploading, setUploading] = useState(false);
  const onCropComplete = useDebouncedCallback((_: Area, pixels: Area) => setArea(pixels), CROP_DEBOUNCE_MS);

  const clearQueue = useCallback(() => {
    setImageUrl((url) => {
      if (url) URL.revokeObjectURL?.(url);
      return null;
    });
    setArea(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    if (fileInput.current) fileInput.current.value = '';
  }, []);

  useEffect(() => {
    if (!open) clearQueue();
  }, [open, clearQueue]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedImage(file)) {
      setTypeError(true);
      clearQueue();
      return;
    }
    setTypeError(false);
    setImageUrl(await orientedImageUrl(file));
  };

  const upload = async () => {
    if (!imageUrl) return;
    setUploading(true);
    try {
      const image = new Image();
      image.src = imageUrl;
      if (!image.complete && typeof image.decode === 'function') await image.decode().catch(() => undefined);
      const side = Math.min(image.naturalWidth, image.naturalHeight);
      const pixels = area ?? {
        x: (image.naturalWidth - side) / 2,
        y: (image.naturalHeight - side) / 2,
        width: side,
        height: side,
      };
      const blob = await cropToBlob(image, pixels, quality ?? Number.NaN);
      const result = await onUpload(blob);
      setUploading(false);
      toast.success(UPLOAD_SUCCESS);
      onSuccess?.(result);
      clearQueue();
      onClose();
    } catch (error) {
      setUploading(false);
      const text = defaultSaveErrorText(error);
      if (text) toast.error(text.title, text.message);
      clearQueue();
      onError?.(error);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      size={size}
      onClose={onClose}
      footer={
        <Button variant="primary" disabled={!imageUrl} loading={uploading} onClick={() => void upload()}>
          Upload
        </Button>
      }
    >
      <label htmlFor={inputId}>Choose a picture</label>{' '}
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept={ACCEPT}
        aria-describedby={typeError ? `${inputId}-error` : undefined}
        aria-invalid={typeError || undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {typeError ? <InputError id={`${inputId}-error`}>{UNSUPPORTED_IMAGE_MESSAGE}</InputError> : null}
      {imageUrl ? (
        <>
          <Stage>
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="rect"
              cropSize={{ width: MAX_DEFAULT_CROP_PX, height: MAX_DEFAULT_CROP_PX }}
              keyboardStep={10}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
            />
          </Stage>
          <Controls>
            <label htmlFor={`${inputId}-zoom`}>Zoom</label>
            <input
              id={`${inputId}-zoom`}
              type="range"
              min={1}
              max={3}
              step={0.1}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
          </Controls>
          <Hint>Drag the picture, or focus it and use the arrow keys, to choose the square that is kept.</Hint>
        </>
      ) : null}
    </Modal>
  );
}
