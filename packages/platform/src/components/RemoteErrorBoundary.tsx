import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../error-reporting';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  name: string;
  label: string;
  version?: string;
  onRetry: () => Promise<void> | void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a render error inside a remote, reports it once and shows the area's fallback with Retry. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, {
      remote: this.props.name,
      remoteVersion: this.props.version,
      phase: 'render',
      componentStack: info.componentStack,
    });
  }

  override render() {
    if (this.state.error) {
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
    return this.props.children;
  }
}
