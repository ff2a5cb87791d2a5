import { useParams } from 'react-router-dom';
import { SESSION_ERROR_MESSAGES, sessionErrorMessage } from '@tutoring/domain/areas';
import { shell } from '@tutoring/platform';
import { CustomerServicePhone } from '@tutoring/platform/sessions';

/**
 * SES-20, OP-48: `/error/{errorCode}`, open to every signed-in user. One message per code (canceled, ended,
 * not_started, server_error; unknown codes show the server-error text). The server-error text is followed by the
 * customer-service phone as a tel: link when the setting is filled (OP-10).
 */
export function SessionErrorPage() {
  const { errorCode } = useParams();
  const message = sessionErrorMessage(errorCode);
  const isServerError = message === SESSION_ERROR_MESSAGES.server_error;
  return (
    <section aria-labelledby="session-error-heading">
      <h1 id="session-error-heading">Session</h1>
      <p role="alert">
        {message}
        {isServerError ? <CustomerServicePhone phone={shell().settings.customerServicePhone} /> : null}
      </p>
    </section>
  );
}
