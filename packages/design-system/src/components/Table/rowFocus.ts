import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { addFocusKeeper, focusableIn, focusIsLost } from '../../utils/focus';

/** Where the focus was in the table's body: the element, its row's place among the rows, its cell, its place there. */
interface Kept {
  element: HTMLElement;
  row: number;
  cell: number;
  nth: number;
}

const dataRows = (body: HTMLTableSectionElement) =>
  Array.from(body.rows).filter((tr) => !tr.hasAttribute('data-status'));

const pick = (list: HTMLElement[], n: number) => list[Math.min(n, list.length - 1)];

/**
 * A row that goes away with the focus in it (removed by its own action, or filtered out by what it changed) leaves the
 * focus on the page's body: a screen reader is told nothing, and the next Tab starts wherever the browser guesses. The
 * table gives it instead to the same control of the row that took the removed one's place (the row above when it was
 * the last), else to that row's first control, else to the table itself (its caption is read). Only when the focus was
 * lost with the row: a focus moved elsewhere meanwhile is left where it is. A dialog opened from the row (a confirmation
 * of Remove) that cannot give the focus back to its trigger, gone while it was open, asks the table (utils/focus).
 */
export function useRowFocus(
  body: RefObject<HTMLTableSectionElement | null>,
  table: RefObject<HTMLTableElement | null>,
  rows: unknown,
  loading: boolean,
) {
  const kept = useRef<Kept | null>(null);
  const waiting = useRef(loading);
  waiting.current = loading;

  const place = (where: Kept) => {
    const section = body.current;
    const frame = table.current;
    if (!section || !frame) return;
    const trs = dataRows(section);
    const tr = trs[Math.min(where.row, trs.length - 1)];
    const cell = tr?.cells[where.cell];
    const target = (cell && pick(focusableIn(cell), where.nth)) ?? (tr && focusableIn(tr)[0]);
    if (target) target.focus();
    else {
      frame.tabIndex = -1;
      frame.focus();
    }
  };

  // New rows (or the loading row gone): the focused element went away with its row.
  useLayoutEffect(() => {
    const where = kept.current;
    if (where && !loading && !where.element.isConnected && focusIsLost()) place(where);
    // place reads refs only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, loading]);

  useEffect(
    () =>
      addFocusKeeper((gone) => {
        const where = kept.current;
        if (!where || where.element !== gone) return false;
        // While the table shows its loading row, the effect above places the focus once the rows are back.
        if (!waiting.current) place(where);
        return true;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const element = event.target as HTMLElement;
    const tr = element.closest('tr');
    const td = element.closest('td');
    if (!tr || !td || tr.parentElement !== event.currentTarget || tr.hasAttribute('data-status')) {
      kept.current = null;
      return;
    }
    const row = dataRows(event.currentTarget).indexOf(tr);
    kept.current = { element, row, cell: td.cellIndex, nth: Math.max(0, focusableIn(td).indexOf(element)) };
  };

  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    const next = event.relatedTarget as Element | null;
    const left = kept.current?.element;
    if (next) {
      // Into a dialog opened from the row: kept, for the dialog's close (above).
      if (!event.currentTarget.contains(next) && !next.closest('[aria-modal="true"]')) kept.current = null;
      return;
    }
    // To nowhere: a click on the page (the element stays, the focus is on the body) forgets it; another window
    // (the element keeps the focus) does not, nor a button disabled by its own press (its request pending, the row
    // about to go). A removed element's own blur, if the browser sends one, is not it.
    setTimeout(() => {
      const stays = left && left.isConnected && !left.matches(':disabled');
      if (stays && kept.current?.element === left && document.activeElement !== left) kept.current = null;
    });
  };

  return { onFocus, onBlur };
}
