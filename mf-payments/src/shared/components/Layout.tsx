import styled from 'styled-components';

/** A page section with a heading row. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** A bordered card. */
export const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  /* Its parts apart: the facts and the buttons below them never touch. */
  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;
