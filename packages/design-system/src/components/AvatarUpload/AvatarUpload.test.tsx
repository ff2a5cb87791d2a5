import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_ERROR_TITLE, UPLOAD_SUCCESS } from '@tutoring/domain';
import { axe, renderWithTheme } from '../../../test/render';
import { AvatarUpload, UNSUPPORTED_IMAGE_MESSAGE } from './AvatarUpload';
import { imageQuality, isAcceptedImage } from './image';
import { useDebouncedCallback } from './useDebouncedCallback';
import { ToastRegion } from '../Toast/ToastRegion';
import { toast } from '../Toast/toastStore';

// jsdom has no canvas or object URLs: stand in for the browser APIs (not for our code).
const drawImage = jest.fn();
let toBlobArgs: unknown[] = [];
beforeEach(() => {
  drawImage.mockClear();
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ drawImage }) as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(
    this: HTMLCanvasElement,
    callback,
    type,
    quality,
  ) {
    toBlobArgs = [this.width, this.height, type, quality];
    callback(new Blob(['jpeg'], { type: 'image/jpeg' }));
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:picture'), revokeObjectURL: jest.fn() });
});
afterEach(() => act(() => toast.clear()));

const png = () => new File(['png'], 'me.png', { type: 'image/png' });

function setup(props: Partial<Parameters<typeof AvatarUpload>[0]> = {}) {
  const onUpload = props.onUpload ?? jest.fn(() => Promise.resolve({ url: '/new.jpg' }));
  const onSuccess = jest.fn();
  const onError = jest.fn();
  const onClose = jest.fn();
  renderWithTheme(
    <>
      <AvatarUpload open onClose={onClose} onUpload={onUpload} onSuccess={onSuccess} onError={onError} {...props} />
      <ToastRegion />
    </>,
  );
  return {
    onUpload,
    onSuccess,
    onError,
    onClose,
    input: screen.getByLabelText('Choose a picture') as HTMLInputElement,
  };
}

describe('AvatarUpload', () => {
  it('DS-23: accepts jpg, png, jpeg, bmp and gif only', () => {
    for (const name of ['a.jpg', 'a.PNG', 'a.jpeg', 'a.bmp', 'a.gif'])
      expect(isAcceptedImage({ name, type: '' })).toBe(true);
    for (const name of ['a.webp', 'a.svg', 'a.pdf', 'a']) expect(isAcceptedImage({ name, type: '' })).toBe(false);
    expect(isAcceptedImage({ name: 'a.png', type: 'text/html' })).toBe(false);
  });

  it('DS-23: quality between 0 and 1, with 0.8 as the fallback', () => {
    expect(imageQuality(0.5)).toBe(0.5);
    expect(imageQuality(0)).toBe(0);
    expect(imageQuality(1.5)).toBe(0.8);
    expect(imageQuality(undefined)).toBe(0.8);
    expect(imageQuality(Number.NaN)).toBe(0.8);
  });

  it('DS-23: crop changes are debounced by 100 ms', () => {
    jest.useFakeTimers();
    const spy = jest.fn();
    const { result } = renderHook(() => useDebouncedCallback(spy, 100));
    result.current(1);
    result.current(2);
    jest.advanceTimersByTime(99);
    expect(spy).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(2);
    jest.useRealTimers();
  });

  it('DS-23: rejects another file type with a message', async () => {
    const { input } = setup();
    await userEvent.upload(input, new File(['x'], 'doc.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByText(UNSUPPORTED_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('DS-23, DS-25: uploads a 750 x 750 JPEG at the given quality and reports success', async () => {
    const { input, onUpload, onSuccess, onClose } = setup({ quality: 0.6 });
    await userEvent.upload(input, png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(expect.any(Blob));
    expect(toBlobArgs).toEqual([750, 750, 'image/jpeg', 0.6]);
    expect(drawImage).toHaveBeenCalledWith(
      expect.anything(),
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      0,
      0,
      750,
      750,
    );
    expect(onSuccess).toHaveBeenCalledWith({ url: '/new.jpg' });
    expect(await screen.findByRole('status')).toHaveTextContent(UPLOAD_SUCCESS);
    expect(onClose).toHaveBeenCalled();
  });

  it('DS-25: a failed upload shows "Hmm, something is not right" with the errors and clears the queue', async () => {
    const failure = { status: 422, errors: ['File is too large'] };
    const { input, onError } = setup({ onUpload: () => Promise.reject(failure) });
    await userEvent.upload(input, png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(GENERIC_ERROR_TITLE);
    expect(alert).toHaveTextContent('File is too large');
    expect(onError).toHaveBeenCalledWith(failure);
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    setup();
    expect(await axe(screen.getByRole('dialog'))).toHaveNoViolations();
  });
});
