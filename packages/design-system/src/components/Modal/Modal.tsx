import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { focusableIn, focusIsLost, focusPageHeading, rehomeFocus } from '../../utils/focus';
import { useLeaveGuard } from './leaving';
import { DISCARD_QUESTION } from './question';
import { Body, Dialog, Footer, Header, Overlay, Title } from './styles';

/** DS-01: modal widths. */
export type ModalSize = 'md' | 'lg' | 'xl';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Heading; the dialog is labelled by it. */
  title: ReactNode;
  /**
   * Called when the user dismisses the modal (Escape, the Cancel button, the close button, a click on the backdrop).
   * Dismissal is silent (DS-02): no toast, no error. With `dirty`, only after the user agrees to discard.
   */
  onClose: () => void;
  /** DS-01: 'md' (default), 'lg' or 'xl'. */
  size?: ModalSize;
  /** Content. */
  children?: ReactNode;
  /** Footer actions shown after the Cancel button (e.g. the primary Save button). */
  footer?: ReactNode;
  /** Label of the built-in Cancel button, or null to hide it. Default "Cancel". */
  cancelLabel?: string | null;
  /** Unsaved changes: dismissing first asks "Discard your changes?" through a ConfirmDialog. */
  dirty?: boolean;
  /**
   * Element to focus on open; it wins over the default rule (WAI-ARIA dialog pattern): in a form dialog (a `<form>`
   * in it, e.g. FormModal) the first form field of the body, else the first control of the body on the Tab path that
   * is not destructive, else the dialog itself (read by its title); never the close button nor a footer button.
   * Content that appears after the opening (a record loaded, a federated field) moves the first focus to where the rule
   * now points, until the person presses a key or clicks.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked. Default true. */
  closeOnBackdrop?: boolean;
  /** 'dialog' (default) or 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Id of an element that describes the dialog (aria-describedby). */
  'aria-describedby'?: string;
  /** Wraps body and footer (used by FormModal to put them in one <form>). */
  renderContainer?: (content: ReactNode) => ReactNode;
  /**
   * An action of the dialog runs (a charge confirmed in a ConfirmDialog): the dialog is `aria-busy` and nothing
   * dismisses it (Escape, Cancel, ✕, backdrop) until it is done, so the action's answer has somewhere to show.
   */
  busy?: boolean;
}

/** A form field (the first focus of a form dialog): text, choice and picker controls, native or ARIA. */
const FORM_FIELD = [
  'input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"])',
  'select',
  'textarea',
  '[role="combobox"]',
  '[role="textbox"]',
  '[role="searchbox"]',
  '[role="spinbutton"]',
  '[role="slider"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="listbox"]',
  '[contenteditable="true"]',
].join(',');

/** How long content arriving after the opening may still move the first focus (when nobody has pressed a key). */
const SETTLE_MS = 10_000;

/**
 * The first focus of a dialog (WAI-ARIA dialog pattern): `explicit` if given; in a form dialog the body's first form
 * field; else the body's first control on the Tab path that is not destructive (`data-destructive`, Button's danger);
 * else the dialog itself. Never the close button or a footer button (Cancel first made Enter dismiss the form).
 */
function initialFocusTarget(dialog: HTMLElement, body: HTMLElement | null, explicit?: HTMLElement | null): HTMLElement {
  if (explicit?.isConnected) return explicit;
  const tabbable = body ? focusableIn(body) : [];
  const isForm = Boolean(dialog.closest('form') ?? dialog.querySelector('form'));
  const field = isForm ? tabbable.find((el) => el.matches(FORM_FIELD)) : undefined;
  return field ?? tabbable.find((el) => !el.closest('[data-destructive]')) ?? dialog;
}

let openCount = 0;
/** The open dialogs, the topmost last (a "Discard your changes?" over its dialog). */
const openDialogs: HTMLElement[] = [];

const ModalDismissContext = createContext<(() => void) | null>(null);

/**
 * Inside a {@link Modal}'s content: dismisses the modal as its Cancel button does, so after "Discard your changes?"
 * when it is `dirty` (DS-02). For a form that brings its own Cancel button into the dialog (mf-payments' card form).
 * Null outside a modal.
 */
export function useModalDismiss(): (() => void) | null {
  return useContext(ModalDismissContext);
}

/**
 * An accessible modal dialog rendered in a portal: focus moves in and is trapped, Escape and Cancel close it silently
 * (DS-02), focus returns to the element that opened it, and `dirty` asks before discarding changes.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  title,
  onClose,
  size = 'md',
  children,
  footer,
  cancelLabel = 'Cancel',
  dirty = false,
  initialFocusRef,
  closeOnBackdrop = true,
  role = 'dialog',
  renderContainer,
  'aria-describedby': describedBy,
  busy = false,
}: ModalProps) {
  const titleId = `modal-title-${useId()}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const [askingDiscard, setAskingDiscard] = useState(false);
  // Set while "Discard your changes?" answers a leave of the page (askBeforeLeaving) rather than a close.
  const leaveAnswer = useRef<((leave: boolean) => void) | null>(null);
  const answerLeave = (leave: boolean) => {
    leaveAnswer.current?.(leave);
    leaveAnswer.current = null;
  };

  // Remember the trigger before focus moves, give it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  const bodyRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const firstFocus = () => initialFocusTarget(dialog, bodyRef.current, initialFocusRef?.current);
    let placed = firstFocus();
    placed.focus();
    // Content that arrives after the opening (the record of an edit form behind its spinner, a field loaded from
    // another remote) changes where the rule points: the first focus follows it while it is still where the dialog put
    // it and the person has not pressed a key or clicked (they are never pulled away from what they chose).
    const follow = new MutationObserver(() => {
      const active = document.activeElement;
      if (active !== placed && active !== dialog && !focusIsLost()) return settle();
      const next = firstFocus();
      if (next === active) return undefined;
      placed = next;
      next.focus();
      return undefined;
    });
    const settle = () => {
      follow.disconnect();
      clearTimeout(settleTimer);
      document.removeEventListener('keydown', settle, true);
      document.removeEventListener('pointerdown', settle, true);
      document.removeEventListener('mousedown', settle, true);
    };
    const settleTimer = setTimeout(settle, SETTLE_MS);
    follow.observe(dialog, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'inert'],
    });
    document.addEventListener('keydown', settle, true);
    document.addEventListener('pointerdown', settle, true);
    document.addEventListener('mousedown', settle, true);
    openCount += 1;
    // While a dialog is open the toasts go beside it, or in a top band its backdrop keeps clear of (Toast/placement.ts):
    // at the bottom right they covered the dialog's Save, at the top its ✕ and focused title.
    document.body.dataset.modalOpen = '';
    openDialogs.push(dialog);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const trigger = returnFocusTo.current;
    return () => {
      settle();
      openCount -= 1;
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openCount === 0) {
        document.body.style.overflow = previousOverflow;
        delete document.body.dataset.modalOpen;
      }
      // Opened by itself (no control had the focus): the focus goes to the page's heading, not the body (STU-22's
      // "Ask me later" left a keyboard user at the top of the page with nothing focused).
      if (!trigger || trigger === document.body || typeof trigger.focus !== 'function') {
        queueMicrotask(() => openCount === 0 && focusIsLost() && focusPageHeading());
        return;
      }
      if (trigger.isConnected) trigger.focus();
      // The trigger went away meanwhile (its row removed by what the dialog did): once this commit is done, the table
      // it was in gives the focus to the row that took its place (utils/focus), rather than the page's body.
      else queueMicrotask(() => focusIsLost() && rehomeFocus(trigger));
    };
    // Runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // DS-02 for the browser's own ways out: reloading, closing the tab or typing another address with unsaved changes
  // asks first (the browser's "Leave site?"), and Back and Forward, which the shell holds while this asks, ask
  // "Discard your changes?" as the dialog's Cancel does.
  useLeaveGuard(dirty, () => {
    leaveAnswer.current?.(false);
    setAskingDiscard(true);
    return new Promise<boolean>((resolve) => {
      leaveAnswer.current = resolve;
    });
  });
  // Closed or saved while asking: nothing is left to keep.
  useEffect(() => () => answerLeave(true), []);

  const requestClose = useCallback(() => {
    if (busy) return;
    if (dirty) setAskingDiscard(true);
    else onClose();
  }, [busy, dirty, onClose]);

  // The dialog's keys: Escape closes it (asking first when dirty), Tab and Shift+Tab go round its controls. Heard on
  // the dialog itself and, for the topmost dialog, on the page while the focus is lost to it: the focused button went
  // away or was disabled (a "Mark all as read" that is done, a row's action that removed its row), the browser put the
  // focus on the page's body, where the next Tab would walk the page behind the dialog and Escape would do nothing.
  const keepKeys = (event: globalThis.KeyboardEvent | KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    const inside = dialog.contains(active);
    if (!first || !last) {
      event.preventDefault();
      if (!inside) dialog.focus();
    } else if (!inside || (event.shiftKey ? active === first || active === dialog : active === last)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  const keepKeysRef = useRef(keepKeys);
  keepKeysRef.current = keepKeys;
  useEffect(() => {
    const takeStrayKey = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (dialog && openDialogs[openDialogs.length - 1] === dialog && focusIsLost()) keepKeysRef.current(event);
    };
    document.addEventListener('keydown', takeStrayKey, true);
    return () => document.removeEventListener('keydown', takeStrayKey, true);
  }, []);

  const content = (
    <>
      <Body ref={bodyRef}>
        <ModalDismissContext.Provider value={requestClose}>{children}</ModalDismissContext.Provider>
      </Body>
      {cancelLabel !== null || footer ? (
        <Footer>
          {cancelLabel !== null ? (
            <Button onClick={requestClose} aria-disabled={busy || undefined}>
              {cancelLabel}
            </Button>
          ) : null}
          {footer}
        </Footer>
      ) : null}
    </>
  );

  return createPortal(
    <>
      <Overlay
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) requestClose();
        }}
      >
        <Dialog
          ref={dialogRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          $size={size}
          onKeyDown={keepKeys}
          inert={askingDiscard}
          aria-busy={busy || undefined}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            <IconButton
              aria-label="Close"
              icon="✕"
              onClick={requestClose}
              aria-disabled={busy || undefined}
              data-modal-close="true"
            />
          </Header>
          {renderContainer ? renderContainer(content) : content}
        </Dialog>
      </Overlay>
      <ConfirmDialog
        open={askingDiscard}
        {...DISCARD_QUESTION}
        onConfirm={() => {
          setAskingDiscard(false);
          answerLeave(true);
          onClose();
        }}
        onCancel={() => {
          setAskingDiscard(false);
          answerLeave(false);
        }}
      />
    </>,
    document.body,
  );
}
