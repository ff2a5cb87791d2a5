import {
  forwardRef,
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ForwardRefExoticComponent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefAttributes,
} from 'react';
import styled from 'styled-components';
import { mergeRefs } from '../../utils/mergeRefs';
import { focusRing } from '../../styles/mixins';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label (clicking it toggles the box). Use `aria-label` instead when there is no room (table rows). */
  label?: ReactNode;
  /** Shows the mixed state (e.g. a select-all with some rows checked); announced as "mixed". */
  indeterminate?: boolean;
}

const Wrapper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  ${focusRing}
`;

/**
 * A checkbox with its label. Forwards its ref for react-hook-form.
 *
 * Memoised (issue 26): a parent's re-render that passes the same props (a table row's checkbox whose row did not
 * change) skips it, its styled input and the input's DOM update, which React otherwise applies in full to an
 * `<input>` whose props object is new. The merged ref is kept between renders, so a re-render does not detach and
 * re-attach the refs either. (Typed as the forwardRef component it was: what a caller passes is unchanged.)
 */
export const Checkbox: ForwardRefExoticComponent<CheckboxProps & RefAttributes<HTMLInputElement>> = memo(
  forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, indeterminate = false, id, ...rest }, ref) {
    const inner = useRef<HTMLInputElement | null>(null);
    const mergedRef = useMemo(() => mergeRefs(ref, inner), [ref]);
    const generated = useId();
    const inputId = id ?? `checkbox-${generated}`;
    useEffect(() => {
      if (inner.current) inner.current.indeterminate = indeterminate;
    }, [indeterminate]);
    const input = (
      <Box ref={mergedRef} type="checkbox" id={inputId} aria-checked={indeterminate ? 'mixed' : undefined} {...rest} />
    );
    if (label === undefined) return input;
    return (
      <Wrapper htmlFor={inputId}>
        {input}
        <span>{label}</span>
      </Wrapper>
    );
  }),
);
