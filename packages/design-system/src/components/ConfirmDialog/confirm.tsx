import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '../../theme/DesignSystemProvider';
import { getActiveThemeName } from '../../theme/activeTheme';
import { ConfirmDialog } from './ConfirmDialog';

/** Options of {@link confirm}. */
export interface ConfirmOptions {
  title: string;
  message?: string;
  /** Default "OK". */
  confirmLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** 'danger' for destructive actions. */
  variant?: 'primary' | 'danger';
}

/**
 * DS-27: asks a question in a ConfirmDialog and resolves true on confirm, false on cancel or Escape. It never
 * rejects, so a cancelled confirmation is silent (DS-02). Works from any React root (or none): the dialog gets its own
 * root, themed like the last mounted DesignSystemProvider, and focus returns to where it was.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  const host = document.createElement('div');
  host.dataset.confirmHost = 'true';
  document.body.appendChild(host);
  const root = createRoot(host);
  return new Promise<boolean>((resolve) => {
    const settle = (answer: boolean) => {
      root.unmount();
      host.remove();
      resolve(answer);
    };
    root.render(
      <DesignSystemProvider theme={getActiveThemeName()} withGlobalStyle={false}>
        <ConfirmDialog open {...options} onConfirm={() => settle(true)} onCancel={() => settle(false)} />
      </DesignSystemProvider>,
    );
  });
}
