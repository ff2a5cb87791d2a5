import { Component, type ErrorInfo, type ReactNode, createContext, useMemo } from 'react';
import { reportError } from '../error-reporting';
import { RemoteFallback } from './RemoteFallback';
import { forgetFailedLoad } from '@tutoring/design-system';

interface Props {
  name: string;
  label: string;
  version?: string;
  onRetry: () => Promise<void> | void;
  /** Shown instead of the area's fallback with Retry (a widget of another remote with a stand-in, ExposedComponent). */
  failure?: ReactNode;
  /** The exposed module it guards, named in the report (ExposedComponent). */
  expose?: string;
  children: ReactNode;
}

/** The area a {@link RemoteErrorBoundary} guards: what a part inside it names when it fails ({@link lazyPart}). */
export interface Area {
  name: string;
  label: string;
  version?: string;
}

/** The area of the nearest {@link RemoteErrorBoundary} (null outside any). */
export const AreaContext = createContext<Area | null>(null);

function AreaProvider({ name, label, version, children }: Area & { children: ReactNode }) {
  const area = useMemo(() => ({ name, label, version }), [name, label, version]);
  return <AreaContext.Provider value={area}>{children}</AreaContext.Provider>;
}

/** The children of a boundary, told the area it guards. */
const areaOf = (name: string, label: string, version: string | undefined, children: ReactNode): ReactNode => (
  <AreaProvider name={name} label={label} version={version}>
    {children}
  </AreaProvider>
);

interface State {
  error: unknown;
}

/**
 * Catches a render error inside a remote, reports it once and shows the area's fallback with Retry. Its children see
 * the area it guards ({@link AreaContext}), so a part of a page can show the same failure in its own place.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A part or page whose code failed to load asks for it again when it renders next (Retry, opened again).
    forgetFailedLoad(error);
    reportError(error, {
      remote: this.props.name,
      remoteVersion: this.props.version,
      ...(this.props.expose ? { expose: this.props.expose } : {}),
      phase: 'render',
      componentStack: info.componentStack,
    });
  }

  override render() {
    if (this.state.error) {
      if (this.props.failure !== undefined) return this.props.failure;
      return (
        <RemoteFallback
          label={this.props.label}
          onRetry={async () => {
            await this.props.onRetry();
            this.setState({ error: null });
          }}
        />
      );
    }
    const { name, label, version, children } = this.props;
    return areaOf(name, label, version, children);
  }
}
