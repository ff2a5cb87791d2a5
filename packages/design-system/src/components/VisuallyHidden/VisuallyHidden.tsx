import styled from 'styled-components';
import { visuallyHidden } from '../../styles/mixins';

/** Text for screen readers only (e.g. a label for an icon). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
