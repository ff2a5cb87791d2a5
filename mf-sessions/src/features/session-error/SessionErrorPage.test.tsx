import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SESSION_ERROR_MESSAGES } from '@tutoring/domain';
import { DEFAULT_SETTINGS, installShellServices, shell } from '@tutoring/platform';
import { renderUi, signIn } from '../../test/utils';
import { SessionErrorPage } from './SessionErrorPage';

const at = (code: string) =>
  renderUi(
    <Routes>
      <Route path="/error/:errorCode" element={<SessionErrorPage />} />
    </Routes>,
    { route: `/error/${code}` },
  );

describe('SessionErrorPage', () => {
  beforeEach(() => signIn({ roles: ['student'], permissions: [], type: 'Student', studentId: 11 }));
  afterEach(() => installShellServices({ ...shell(), settings: DEFAULT_SETTINGS }));

  it.each([
    ['canceled', 'We are sorry, but it looks like the session has been canceled.'],
    ['ended', 'This session has ended.'],
    ['not_started', 'This session is not ready to begin. Please return 10 minutes before the start time.'],
    [
      'server_error',
      "We're sorry, but we had a problem connecting you to your session. Please contact customer service by phone",
    ],
  ])('SES-20, OP-48: /error/%s shows its message', (code, text) => {
    at(code);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('SES-20, OP-48: an unknown code shows the server-error text', () => {
    at('weird');
    expect(screen.getByRole('alert').textContent).toBe(SESSION_ERROR_MESSAGES.server_error);
  });

  it('SES-20, OP-10: the server-error text is followed by the customer-service phone as a tel: link when set', () => {
    installShellServices({ ...shell(), settings: { ...DEFAULT_SETTINGS, customerServicePhone: '1-800-555-0100' } });
    at('server_error');
    expect(screen.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    installShellServices({ ...shell(), settings: { ...DEFAULT_SETTINGS, customerServicePhone: '1-800-555-0100' } });
  });

  it('SES-20: the phone is not shown next to other messages', () => {
    installShellServices({ ...shell(), settings: { ...DEFAULT_SETTINGS, customerServicePhone: '1-800-555-0100' } });
    at('ended');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
