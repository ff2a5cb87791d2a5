import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAtom } from 'jotai';
import { LoginForm, currentUserAtom, platformStore, useRouteTitle } from '@tutoring/platform';
import { loginNoticeAtom } from '../start/session-events';
import { nextPathFor } from '../routing/resolveRoute';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 70vh;
`;

/** The login screen (SHL-03, SHL-04). */
export function LoginPage() {
  useRouteTitle(['Sign in']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [notice, setNotice] = useAtom(loginNoticeAtom, { store: platformStore });
  return (
    <Centered>
      <LoginForm
        notice={notice}
        onSignedIn={() => {
          setNotice(null);
          const user = platformStore.get(currentUserAtom);
          navigate(user ? nextPathFor(params.get('next'), user.id) : '/', { replace: true });
        }}
      />
    </Centered>
  );
}
