import styled from 'styled-components';

/**
 * A record's facts: a description list (`<dt>` label, `<dd>` value) drawn as two columns, labels muted on the left,
 * values on the right. Values wrap inside their column, so a long address or an unbroken name never widens the page
 * (390 px). A pair may sit in a `<div>` (HTML allows it; handy when a pair is conditional or mapped).
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  & > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;
