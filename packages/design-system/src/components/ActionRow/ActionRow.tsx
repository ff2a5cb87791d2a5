import styled from 'styled-components';

/**
 * A row of actions (buttons, links, a short status beside them): wraps onto more lines when the screen is too narrow,
 * so nothing is squeezed or pushed off a 390 px page. A block of the page, with the page's usual space below it (none
 * when it is the last part of its container: a card, a table cell, a dialog). Name the group when it is one
 * (`role="toolbar"` with `aria-label`).
 */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  &:last-child {
    margin-bottom: 0;
  }
`;
