import { forwardRef, type AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { focusRing } from '../../styles/mixins';

/** Props of {@link Link}. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Opens in a new tab with rel="noopener noreferrer" and tells screen readers so. */
  external?: boolean;
}

const Anchor = styled.a`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  ${focusRing}
`;

/**
 * A themed anchor for navigation. With react-router, render the router's link through styled-components' `as`:
 * `<Link as={RouterLink} to="/x">`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { external = false, children, ...rest },
  ref,
) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Anchor ref={ref} {...externalProps} {...rest}>
      {children}
      {external ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
    </Anchor>
  );
});
