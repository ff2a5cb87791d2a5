import styled from 'styled-components';

/**
 * A form's fields side by side where they fit (columns of at least 220 px), one under the other on a phone or in a
 * narrow dialog. Each `FormField` keeps its own space below it, so the grid adds space between columns only.
 */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;
