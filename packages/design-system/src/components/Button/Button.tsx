import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { StyledButton } from './styles';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}; every native button attribute is passed through. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary' (one per view), 'secondary' (default), 'danger' (destructive) or 'link' (looks like a link). */
  variant?: ButtonVariant;
  /** Default 'md'. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  loading?: boolean;
  /** Stretch to the container width. */
  fullWidth?: boolean;
}

/** The action button. `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    fullWidth = false,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </StyledButton>
  );
});
