/**
 * Where the page's toasts go while a dialog is open (DS-05 with a Modal). They must cover neither the dialog's header
 * controls (its ✕, a focused title link) nor its footer buttons: at the top they covered the ✕ and the focused title,
 * at the bottom the Save.
 *
 * - `corner`: no dialog open; bottom right, as always (off the header's controls).
 * - `beside`: a dialog is open and the space right of it holds a toast at least {@link MIN_BESIDE_WIDTH} wide: the
 *   toasts stack there, at the top, as wide as that space allows (at most {@link TOAST_WIDTH}). E.g. 1366 px with a
 *   `lg` (800 px) dialog: 251 px beside it.
 * - `band`: no such room (a phone, an `xl` dialog): compact toasts in a band across the top, and the dialogs' backdrop
 *   starts below the band (ToastRegion sets `--ds-toast-band` on the body, Modal's Overlay reserves it as a border the
 *   dialog never scrolls under), so the dialog moves down rather than being covered, by no more than the band exceeds
 *   the backdrop's own top margin.
 */
export type ToastPlacement = { mode: 'corner' } | { mode: 'beside'; width: number } | { mode: 'band' };

/** A toast's usual width (px). */
export const TOAST_WIDTH = 360;
/** The narrowest toast (px) placed beside a dialog; narrower room puts the toasts in the top band. */
export const MIN_BESIDE_WIDTH = 240;
/** Gap (px) between a toast and the viewport's edge, and between a toast and a dialog (theme.space.lg). */
export const TOAST_GAP = 16;

/** The placement for a viewport `viewportWidth` px wide and the open modal dialogs' boxes (none: `corner`). */
export function placeToasts(
  viewportWidth: number,
  dialogs: ReadonlyArray<{ left: number; right: number }>,
): ToastPlacement {
  if (!dialogs.length) return { mode: 'corner' };
  const right = Math.max(...dialogs.map((dialog) => dialog.right));
  const room = Math.floor(viewportWidth - right - 2 * TOAST_GAP);
  if (room >= MIN_BESIDE_WIDTH) return { mode: 'beside', width: Math.min(TOAST_WIDTH, room) };
  return { mode: 'band' };
}

/** The body's custom property with the band's height while band-placed toasts show (Modal's Overlay reads it). */
export const TOAST_BAND_PROPERTY = '--ds-toast-band';
