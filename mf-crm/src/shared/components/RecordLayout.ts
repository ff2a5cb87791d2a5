import styled from 'styled-components';

/** The row of actions above a record page's details (parent CRM-10, student CRM-19). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;
