import styled from 'styled-components';
import { Alert } from '@tutoring/design-system';

/** Props of {@link ErrorsAlert}. */
export interface ErrorsAlertProps {
  /** The messages to show (e.g. a rejected save's server errors); nothing renders when empty. */
  errors: readonly string[];
}

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** A list of errors inside the design system's {@link Alert} (announced at once, role="alert"). */
export function ErrorsAlert({ errors }: ErrorsAlertProps) {
  if (errors.length === 0) return null;
  return (
    <Alert>
      <List>
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </List>
    </Alert>
  );
}
