import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { DesignSystemProvider, ToastRegion } from '@tutoring/design-system';
import { ROLES_FAILURE } from '@tutoring/domain';
import { connectApiClient, loadCurrentUser, loadRoles, loadSettings, signOut, storeSpoofing } from '../boot';
import { LoginForm } from '../components/LazyLoginForm';
import { RemoteProviders } from '../remote-app';
import { RemoteErrorBoundary } from '../components/RemoteErrorBoundary';
import { useCurrentUser } from '../session';
import { installShellServices } from '../shell-services';
import type { StandaloneOptions } from '../standalone';

const Bar = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    flex: 1;
  }
`;
const Main = styled.main`
  padding: ${({ theme }) => theme.space.xl};
`;

function Harness({ name, label, App }: StandaloneOptions) {
  const user = useCurrentUser();
  if (!user) {
    return (
      <Main>
        <LoginForm heading={`${label}: standalone sign in`} onSignedIn={() => undefined} />
      </Main>
    );
  }
  return (
    <>
      <Bar>
        <strong>
          {label} (standalone {name})
        </strong>
        <span>{user.fullName ?? user.email}</span>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </Bar>
      <Main>
        <RemoteProviders>
          <RemoteErrorBoundary name={name} label={label} onRetry={() => undefined}>
            <App />
          </RemoteErrorBoundary>
        </RemoteProviders>
      </Main>
    </>
  );
}

/** Mounts one remote alone: the real API client, login, toasts; no shell, no other remote. */
export async function mountStandalone(options: StandaloneOptions): Promise<void> {
  // `npm run dev -w <remote>` opens on the remote's first page, not on "/" where it has no route (issue 25).
  const home = typeof __REMOTE_HOME__ === 'string' ? __REMOTE_HOME__ : '/';
  const atRoot = window.location.pathname === '/' || window.location.pathname === '/index.html';
  if (atRoot && home !== '/') window.history.replaceState(null, '', home);
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const settings = await loadSettings();
  connectApiClient({ onUnauthorized: () => void signOut() });
  installShellServices({
    settings,
    logout: signOut,
    reloadCurrentUser: async () => {
      await loadCurrentUser();
    },
    startSpoofing: async (student) => {
      storeSpoofing(student);
      await loadCurrentUser();
    },
    stopSpoofing: async () => {
      storeSpoofing(null);
      await loadCurrentUser();
    },
    retryRemote: async () => window.location.reload(),
  });
  try {
    await loadRoles();
  } catch {
    root.render(<p>{ROLES_FAILURE}</p>);
    return;
  }
  await loadCurrentUser().catch(() => null);
  document.title = `${options.label} (standalone)`;
  root.render(
    <DesignSystemProvider>
      <Harness {...options} />
      <ToastRegion />
    </DesignSystemProvider>,
  );
}
