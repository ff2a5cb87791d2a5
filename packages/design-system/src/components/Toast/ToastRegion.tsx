import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { placeToasts, TOAST_BAND_PROPERTY, type ToastPlacement } from './placement';
import { ToastCard, Region, ToastText } from './styles';
import { toast } from './toastStore';
import { useToasts } from './useToasts';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** Accessible name of the region. Default "Notifications". */
  label?: string;
}

const samePlacement = (a: ToastPlacement, b: ToastPlacement) =>
  a.mode === b.mode && (a.mode !== 'beside' || b.mode !== 'beside' || a.width === b.width);

/** The open modal dialogs' boxes (Modal marks the body while one is open). */
function openDialogBoxes(): DOMRect[] {
  if (!document.body.hasAttribute('data-modal-open')) return [];
  return Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).map((dialog) =>
    dialog.getBoundingClientRect(),
  );
}

/**
 * Shows the page's toasts. Render it once (the shell does; a remote's standalone harness does too). Errors are
 * role="alert", success and info role="status"; each hides after 3 s (DS-05), paused while hovered or focused. While
 * a dialog is open they go beside it, or in a band at the top that the dialog keeps clear of (placement.ts).
 */
export function ToastRegion({ label = 'Notifications' }: ToastRegionProps) {
  const items = useToasts();
  const regionRef = useRef<HTMLElement>(null);
  const [placement, setPlacement] = useState<ToastPlacement>({ mode: 'corner' });

  // Where they go: decided again when a dialog opens or closes and when the window changes size.
  useEffect(() => {
    const measure = () => {
      const next = placeToasts(window.innerWidth, openDialogBoxes());
      setPlacement((previous) => (samePlacement(previous, next) ? previous : next));
    };
    measure();
    const watch = new MutationObserver(measure);
    watch.observe(document.body, { attributes: true, attributeFilter: ['data-modal-open'], childList: true });
    window.addEventListener('resize', measure);
    return () => {
      watch.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  // In the band: the band's height for the dialogs' backdrop, which starts below it (Modal's Overlay).
  const band = placement.mode === 'band' && items.length > 0;
  useLayoutEffect(() => {
    const region = regionRef.current;
    const body = document.body.style;
    if (!band || !region) {
      body.removeProperty(TOAST_BAND_PROPERTY);
      return undefined;
    }
    const reserve = () =>
      body.setProperty(TOAST_BAND_PROPERTY, `${Math.ceil(region.getBoundingClientRect().bottom)}px`);
    reserve();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    resize?.observe(region);
    return () => {
      resize?.disconnect();
      body.removeProperty(TOAST_BAND_PROPERTY);
    };
  }, [band, items]);

  return (
    <Region
      ref={regionRef}
      aria-label={label}
      data-placement={placement.mode}
      style={
        placement.mode === 'beside' ? ({ '--ds-toast-width': `${placement.width}px` } as CSSProperties) : undefined
      }
    >
      {items.map((item) => (
        <ToastCard
          key={item.id}
          $kind={item.kind}
          role={item.kind === 'error' ? 'alert' : 'status'}
          onMouseEnter={() => toast.pause(item.id)}
          onMouseLeave={() => toast.resume(item.id)}
          onFocus={() => toast.pause(item.id)}
          onBlur={() => toast.resume(item.id)}
        >
          <ToastText>
            {item.title ? <strong>{item.title}</strong> : null}
            {item.message ? <span>{item.message}</span> : null}
          </ToastText>
          <IconButton aria-label="Dismiss notification" icon="✕" size="sm" onClick={() => toast.dismiss(item.id)} />
        </ToastCard>
      ))}
    </Region>
  );
}
