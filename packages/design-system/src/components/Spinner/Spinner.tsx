import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Ring } from './styles';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Size of the ring. Default 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** Text announced to screen readers. Default "Loading". */
  label?: string;
  /** Decorative only (inside a button that already says it is busy): no status role, no text. */
  decorative?: boolean;
}

const px = { sm: '14px', md: '24px', lg: '40px' } as const;

/** An indeterminate loading indicator. Announces `label` politely unless decorative. */
export function Spinner({ size = 'md', label = 'Loading', decorative = false }: SpinnerProps) {
  if (decorative) return <Ring $size={px[size]} aria-hidden="true" />;
  return (
    <span role="status">
      <Ring $size={px[size]} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
