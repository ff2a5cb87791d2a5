import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Table, type TableColumn } from './Table';

interface Grader {
  id: string;
  name: string;
}
const everyone: Grader[] = [
  { id: '1', name: 'Ann' },
  { id: '2', name: 'Bob' },
  { id: '3', name: 'Cy' },
];

/**
 * A list whose rows remove themselves: at once ("Remove"), or after a confirmation that removes the row while it is
 * still open and closes after ("Delete", as a dialog that waits for its request), or while the table shows its
 * loading row (a refetch after the removal).
 */
function Graders({ reloads = false, pending = false }: { reloads?: boolean; pending?: boolean }) {
  const [rows, setRows] = useState(everyone);
  const [loading, setLoading] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [asking, setAsking] = useState<Grader | null>(null);
  const remove = (g: Grader) => {
    if (pending) {
      // The button is disabled while its request is on its way, then the row goes. The browser drops the focus of a
      // disabled button; one that says so with a blur (Chromium sends none) is played here.
      setRemoving(g.id);
      (document.activeElement as HTMLElement | null)?.blur();
      setTimeout(() => setRows((list) => list.filter((r) => r.id !== g.id)), 50);
      return;
    }
    if (!reloads) return setRows((list) => list.filter((r) => r.id !== g.id));
    setLoading(true);
    setTimeout(() => {
      setRows((list) => list.filter((r) => r.id !== g.id));
      setLoading(false);
    }, 10);
  };
  const columns: TableColumn<Grader>[] = [
    { key: 'name', header: 'Name', render: (g) => <a href={`#${g.id}`}>{g.name}</a> },
    {
      key: 'actions',
      header: 'Actions',
      render: (g) => (
        <>
          <Button size="sm" disabled={removing === g.id} onClick={() => remove(g)}>{`Remove ${g.name}`}</Button>
          <Button size="sm" onClick={() => setAsking(g)}>{`Delete ${g.name}`}</Button>
        </>
      ),
    },
  ];
  return (
    <>
      <button type="button">Before the table</button>
      <Table caption="Graders" columns={columns} rows={rows} getRowId={(g) => g.id} loading={loading} />
      <ConfirmDialog
        open={asking !== null}
        title="Delete?"
        message="For good."
        confirmLabel="Delete"
        onConfirm={() => {
          const g = asking;
          if (!g) return;
          setRows((list) => list.filter((r) => r.id !== g.id));
          setTimeout(() => setAsking(null), 10);
        }}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

describe('Table: the focus when its row goes away', () => {
  it('DS-07: a row removed by its own button gives the focus to the same button of the row that took its place, then of the row above when it was the last, then to the table', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Graders />);
    await user.click(screen.getByRole('button', { name: 'Remove Bob' }));
    expect(screen.queryByRole('button', { name: 'Remove Bob' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Cy' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Ann' })).toHaveFocus();

    // The last row gone: the table has the focus (its caption is read).
    await user.keyboard('{Enter}');
    expect(screen.getByRole('table', { name: 'Graders' })).toHaveFocus();
  });

  it('keeps the place within the cell: the second button of a removed row hands the focus to the second button of the next', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Graders />);
    // Delete asks first; the row goes while the confirmation is open, which closes after: the focus comes to the
    // next row's Delete, not to the page's body.
    await user.click(screen.getByRole('button', { name: 'Delete Ann' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Bob' })).toHaveFocus());
  });

  it('a row removed while the table shows its loading row: the focus comes back with the rows', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Graders reloads />);
    await user.click(screen.getByRole('button', { name: 'Remove Ann' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Bob' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Remove Ann' })).not.toBeInTheDocument();
  });

  it('a row whose button was disabled by its own press (the request pending) still hands the focus on when it goes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Graders pending />);
    await user.click(screen.getByRole('button', { name: 'Remove Ann' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Ann' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Bob' })).toHaveFocus());
  });

  it('a focus moved elsewhere before the row goes stays where it is', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Graders reloads />);
    await user.click(screen.getByRole('button', { name: 'Remove Ann' }));
    // The person moves on while the list reloads: the rows' return does not take the focus back.
    screen.getByRole('button', { name: 'Before the table' }).focus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Bob' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Before the table' })).toHaveFocus();
  });
});
