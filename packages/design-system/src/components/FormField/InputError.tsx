import styled from 'styled-components';

/** Validation text a self-validating input (DateInput, PhoneInput) shows under itself. @internal */
export const InputError = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;
