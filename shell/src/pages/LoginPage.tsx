import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAtom } from 'jotai';
import { LoginForm, currentUserAtom, platformStore, useRouteTitle } from '@tutoring/platform';
import { loginNoticeAtom } from '../start/session-events';
import { safeNext } from '../routing/resolveRoute';
import { nextForUser } from '../routing/nextOwner';

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
          const next = user ? nextForUser(params.get('next'), user.id) : null;
          navigate(safeNext(next), { replace: true });
        }}
      />
    </Centered>
  );
}
