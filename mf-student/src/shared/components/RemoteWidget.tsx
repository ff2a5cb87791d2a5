import { Component, Suspense, type ReactNode } from 'react';
import { reportError, useExposedComponent } from '@tutoring/platform';

interface BoundaryProps {
  id: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a failure of another remote's widget (manifest, entry, expose or render) and shows `fallback`. */
class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, { remote: this.props.id.split('/')[0], expose: this.props.id, phase: 'widget' });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Props of {@link RemoteWidget}. */
export interface RemoteWidgetProps<P extends object> {
  /** `<remote>/<expose>`, e.g. `mf_staffing/TutorBioModal`. */
  id: string;
  /** Name of the component the expose exports. */
  exportName: string;
  /** Props handed to the component. */
  props: P;
  /** Shown when the other remote cannot be loaded or fails: says clearly that this part is unavailable. */
  fallback: ReactNode;
  /** Shown while the widget loads. */
  loading?: ReactNode;
}

function Exposed<P extends object>({ id, exportName, props }: { id: string; exportName: string; props: P }) {
  const Widget = useExposedComponent<P>(id, exportName);
  return <Widget {...props} />;
}

/**
 * A component another remote exposes through Module Federation (never its source). Like the platform's
 * ExposedComponent, a failure stays inside this widget, but the fallback is ours, so the student reads which part is
 * unavailable ("Tutor details are unavailable right now.") instead of a generic area fallback.
 */
export function RemoteWidget<P extends object>({
  id,
  exportName,
  props,
  fallback,
  loading = null,
}: RemoteWidgetProps<P>) {
  return (
    <WidgetBoundary id={id} fallback={fallback}>
      <Suspense fallback={loading}>
        <Exposed id={id} exportName={exportName} props={props} />
      </Suspense>
    </WidgetBoundary>
  );
}
