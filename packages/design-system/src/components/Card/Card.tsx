import styled from 'styled-components';

/**
 * A bordered surface for one part of a page that stands apart: a dashboard panel, the payment method, an enrollment,
 * a course to choose. Its parts are spaced apart (the facts and the buttons below them never touch); its paragraphs
 * and lists lose their outer margins, and its `h2` or `h3` heading (also in a row with its actions) loses them and
 * takes the large size. A `section` by default: give it `aria-labelledby` its heading's id; `as="li"` inside a
 * {@link CardGrid} list, `as="div"` for a card without a heading of its own.
 */
export const Card = styled.section`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  :is(h2, h3) {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  & > :is(p, ul, ol, dl) {
    margin: 0;
  }
`;

/**
 * Cards side by side where they fit (columns of at least 280 px), one under the other on a phone, with the page's
 * space above (so grids one after another stay apart). A `div`; `as="ul"` for a list of cards (`Card as="li"`): the
 * list's bullets and indent are removed.
 */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;
