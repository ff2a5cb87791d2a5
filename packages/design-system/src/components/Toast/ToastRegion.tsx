import { IconButton } from '../IconButton/IconButton';
import { ToastCard, Region, ToastText } from './styles';
import { toast } from './toastStore';
import { useToasts } from './useToasts';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** Accessible name of the region. Default "Notifications". */
  label?: string;
}

/**
 * Shows the page's toasts. Render it once (the shell does; a remote's standalone harness does too). Errors are
 * role="alert", success and info role="status"; each hides after 3 s (DS-05), paused while hovered or focused.
 */
export function ToastRegion({ label = 'Notifications' }: ToastRegionProps) {
  const items = useToasts();
  return (
    <Region aria-label={label}>
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
