import styled from 'styled-components';

/** The row of actions above a record page's details (parent CRM-10, student CRM-19). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;

/** A record page's facts: labels in bold on the left, values on the right. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  dt {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  dd {
    margin: 0;
  }
`;
