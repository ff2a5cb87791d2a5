import { forwardRef, useCallback, useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { focusIsLost } from '../../utils/focus';
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
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  // While `loading` (or `disabled` by its own press, e.g. a mutation pending) the button is disabled, and the browser
  // drops the focus of a disabled button on the page (no blur event in Chromium): a person who pressed it from the
  // keyboard would start again from the top of the page once the action is done. The button takes its focus back when
  // it is enabled again, unless the focus has gone elsewhere meanwhile.
  const off = Boolean(disabled || loading);
  const own = useRef<HTMLButtonElement | null>(null);
  const focused = useRef(false);
  const busy = useRef(off);
  busy.current = off;
  const setRef = useCallback(
    (element: HTMLButtonElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  useEffect(() => {
    const button = own.current;
    if (off || !focused.current || !button) return;
    if (focusIsLost()) button.focus();
    // The focus went elsewhere meanwhile: this button no longer counts as the focused one.
    else if (document.activeElement !== button) focused.current = false;
  }, [off]);
  return (
    <StyledButton
      ref={setRef}
      onFocus={(event) => {
        focused.current = true;
        onFocus?.(event);
      }}
      onBlur={(event) => {
        // A blur while disabled is the focus dropped with the disabling, or the person moving on: decided at the end.
        if (!busy.current) focused.current = false;
        onBlur?.(event);
      }}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={off}
      aria-busy={loading || undefined}
      // A dialog never puts its first focus on a destructive action (Modal's initial focus).
      data-destructive={variant === 'danger' || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </StyledButton>
  );
});
