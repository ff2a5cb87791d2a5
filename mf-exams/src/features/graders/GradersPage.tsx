import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@tutoring/api-client';
import { GENERIC_ERROR_TITLE } from '@tutoring/domain';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FormField,
  Spinner,
  Table,
  toast,
  type TableColumn,
} from '@tutoring/design-system';
import { IdSelect, idOptions } from '@tutoring/design-system/forms';
import {
  GraderAssignBodySchema,
  GraderBodySchema,
  z,
  type EssayGrader,
  type EssayGradingItem,
} from '@tutoring/contract';
import { useCurrentUser } from '@tutoring/platform';
import { GraderAccessBoundary, useGraderAccess } from '../../shared/api/access';
import { useGradingItems } from '../../shared/api/grading-items';
import { useAssignGrader, useCreateGrader, useEmployees, useGraders, useRemoveGrader } from './api/graders';
import { ExamsNav } from '../../shared/components/ExamsNav';
import { QueryFailure } from '../../shared/components/QueryFailure';

/** Our messages (OP-19: the spec is silent). */
export const GRADER_MESSAGES = {
  added: (name: string) => `${name} is now an essay grader.`,
  removed: (name: string) => `${name} is no longer an essay grader.`,
  assigned: (count: number, name: string) => `${count} ${count === 1 ? 'essay' : 'essays'} assigned to ${name}.`,
  chooseEmployee: 'Please choose an employee.',
  chooseGrader: 'Please choose a grader.',
  chooseEssays: 'Please select at least one essay.',
  noPending: 'No essays are waiting for a grade.',
} as const;

const errorText = (error: unknown) =>
  error instanceof ApiError && error.status === 422 ? error.errors.join(' ') || error.message : null;

/** Props of {@link GradersTable}. */
export interface GradersTableProps {
  graders: readonly EssayGrader[];
  /** Pending essays per grader id. */
  pendingCounts: Record<number, number>;
  /**
   * Offers Remove (admins), except on the grader `selfEmployeeId` belongs to (a grader who is not an employee,
   * `employeeId` null, is never the viewer's own).
   */
  onRemove?: (grader: EssayGrader) => void;
  selfEmployeeId?: number | null;
}

/** EXM-05 the essay graders with their pending essays. */
export function GradersTable({ graders, pendingCounts, onRemove, selfEmployeeId }: GradersTableProps) {
  const columns: TableColumn<EssayGrader>[] = [
    { key: 'name', header: 'Name', render: (g) => g.name },
    {
      key: 'role',
      header: 'Access',
      render: (g) => (g.admin ? 'Grading administrator' : 'Grader'),
    },
    { key: 'pending', header: 'Pending essays', align: 'right', render: (g) => pendingCounts[g.id] ?? 0 },
  ];
  if (onRemove) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (g) =>
        selfEmployeeId !== null && selfEmployeeId !== undefined && g.employeeId === selfEmployeeId ? (
          'You'
        ) : (
          <Button type="button" size="sm" variant="danger" aria-label={`Remove ${g.name}`} onClick={() => onRemove(g)}>
            Remove
          </Button>
        ),
    });
  }
  return (
    <Table
      caption="Essay graders"
      hideCaption
      columns={columns}
      rows={graders}
      getRowId={(g) => String(g.id)}
      empty={<EmptyState title="No essay graders yet." />}
    />
  );
}

/** The add grader form over the contract's grader body: the employee chosen (null until then). */
const AddGraderSchema = z.extend(GraderBodySchema.shape.grader, {
  employeeId: z.int(GRADER_MESSAGES.chooseEmployee).check(z.positive(GRADER_MESSAGES.chooseEmployee)),
});
type AddGraderValues = { employeeId: number | null };

/**
 * The exams host's refusal (422) lands on the form's one field; anything else is told by the toasts and the grader
 * access screen.
 */
const refusalOf = (error: unknown) => (error instanceof ApiError && error.status === 422 ? errorText(error) : null);

function AddGrader({ graders }: { graders: readonly EssayGrader[] }) {
  const employees = useEmployees(true);
  const create = useCreateGrader();
  const form = useForm<AddGraderValues>({
    resolver: zodResolver(AddGraderSchema) as never,
    defaultValues: { employeeId: null },
  });
  const taken = new Set(graders.map((g) => g.employeeId));
  const options = idOptions(
    (employees.data?.results ?? []).filter((e) => !taken.has(e.id)),
    (e) => e.fullName ?? (`${e.firstName ?? ''} ${e.lastName ?? ''}`.trim() || `Employee ${e.id}`),
  );
  const add = form.handleSubmit(async (values) => {
    try {
      const grader = await create.mutateAsync({ employeeId: values.employeeId as number });
      toast.success(GRADER_MESSAGES.added(grader.name));
      form.reset({ employeeId: null });
    } catch (e) {
      const text = refusalOf(e);
      if (text) form.setError('employeeId', { type: 'server', message: text });
    }
  });
  return (
    <form aria-labelledby="add-grader-heading" noValidate onSubmit={(event) => void add(event)}>
      <h2 id="add-grader-heading">Add a grader</h2>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormField label="Employee" error={form.formState.errors.employeeId?.message}>
          <Controller
            control={form.control}
            name="employeeId"
            render={({ field }) => (
              <IdSelect
                {...field}
                placeholder={employees.isPending ? 'Loading employees' : 'Choose an employee'}
                options={options}
              />
            )}
          />
        </FormField>
        <Button type="submit" variant="primary" loading={create.isPending}>
          Add grader
        </Button>
      </div>
    </form>
  );
}

/** Props of {@link AssignEssays}. */
export interface AssignEssaysProps {
  graders: readonly EssayGrader[];
  items: readonly EssayGradingItem[];
  onAssign: (graderId: number, itemIds: number[]) => Promise<unknown>;
  assigning?: boolean;
}

/** The assign form over the contract's assignment body: a grader and at least one essay (the table's selection). */
const AssignSchema = z.extend(GraderAssignBodySchema.shape.assignment, {
  graderId: z.int(GRADER_MESSAGES.chooseGrader).check(z.positive(GRADER_MESSAGES.chooseGrader)),
  itemIds: z.array(z.string()).check(z.minLength(1, GRADER_MESSAGES.chooseEssays)),
});
type AssignValues = { graderId: number | null; itemIds: string[] };

/** EXM-05 assign: pick pending essays and the grader who grades them. */
export function AssignEssays({ graders, items, onAssign, assigning }: AssignEssaysProps) {
  const form = useForm<AssignValues>({
    resolver: zodResolver(AssignSchema) as never,
    defaultValues: { graderId: null, itemIds: [] },
  });
  const { errors } = form.formState;
  const selected = form.watch('itemIds');
  const columns: TableColumn<EssayGradingItem>[] = [
    { key: 'student', header: 'Student', render: (i) => i.studentName ?? '-' },
    { key: 'exam', header: 'Exam', render: (i) => i.examName ?? '-' },
    { key: 'prompt', header: 'Essay prompt', render: (i) => i.prompt },
    { key: 'grader', header: 'Grader', render: (i) => i.grader?.name ?? 'Unassigned' },
  ];
  const assign = form.handleSubmit(async (values) => {
    const graderId = values.graderId as number;
    try {
      await onAssign(graderId, values.itemIds.map(Number));
      const name = graders.find((g) => g.id === graderId)?.name ?? 'the grader';
      toast.success(GRADER_MESSAGES.assigned(values.itemIds.length, name));
      form.setValue('itemIds', []);
    } catch (e) {
      const text = refusalOf(e);
      if (text) form.setError('graderId', { type: 'server', message: text });
    }
  });
  return (
    <form aria-labelledby="assign-heading" noValidate onSubmit={(event) => void assign(event)}>
      <h2 id="assign-heading">Assign essays</h2>
      <Controller
        control={form.control}
        name="itemIds"
        render={({ field }) => (
          <Table
            caption="Essays waiting for a grade"
            columns={columns}
            rows={items}
            getRowId={(i) => String(i.id)}
            selectable
            selectedIds={field.value}
            onSelectionChange={(ids) => field.onChange([...ids])}
            getRowLabel={(i) => `essay of ${i.studentName ?? 'a student'} (${i.examName ?? 'exam'})`}
            empty={<EmptyState title={GRADER_MESSAGES.noPending} />}
          />
        )}
      />
      {errors.itemIds?.message ? <p role="alert">{errors.itemIds.message}</p> : null}
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-end', flexWrap: 'wrap', marginTop: '1rem' }}>
        <FormField label="Assign to" error={errors.graderId?.message}>
          <Controller
            control={form.control}
            name="graderId"
            render={({ field }) => <IdSelect {...field} placeholder="Choose a grader" options={idOptions(graders)} />}
          />
        </FormField>
        <Button type="submit" variant="primary" loading={assigning}>
          {selected.length ? `Assign ${selected.length} selected` : 'Assign selected'}
        </Button>
      </div>
    </form>
  );
}

function Graders() {
  const { isAdmin } = useGraderAccess();
  const user = useCurrentUser();
  const graders = useGraders();
  const pending = useGradingItems('pending', isAdmin);
  const remove = useRemoveGrader();
  const assign = useAssignGrader();
  const [removing, setRemoving] = useState<EssayGrader | null>(null);

  if (graders.isPending) return <Spinner label="Loading graders" />;
  if (graders.isError)
    return <QueryFailure error={graders.error} what="the graders" onRetry={() => graders.refetch()} />;
  const counts: Record<number, number> = {};
  for (const item of pending.data ?? []) {
    const id = item.grader?.id ?? item.graderId;
    if (id !== null && id !== undefined) counts[id] = (counts[id] ?? 0) + 1;
  }
  const doRemove = async (g: EssayGrader) => {
    setRemoving(null);
    try {
      await remove.mutateAsync(g.id);
      toast.success(GRADER_MESSAGES.removed(g.name));
    } catch (e) {
      const text = errorText(e);
      if (text) toast.error(GENERIC_ERROR_TITLE, text);
    }
  };
  return (
    <>
      <GradersTable
        graders={graders.data}
        pendingCounts={counts}
        onRemove={isAdmin ? setRemoving : undefined}
        selfEmployeeId={user?.employeeId ?? null}
      />
      {isAdmin ? <AddGrader graders={graders.data} /> : null}
      {isAdmin && pending.data ? (
        <AssignEssays
          graders={graders.data}
          items={pending.data}
          assigning={assign.isPending}
          onAssign={(graderId, itemIds) => assign.mutateAsync({ graderId, itemIds })}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.name} as an essay grader?` : ''}
        message="Their grader access ends now. Essays they already graded keep their scores."
        confirmLabel="Remove"
        variant="danger"
        onConfirm={() => removing && void doRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** EXM-05: essay graders (list, add, remove) and assigning essays to them. */
export function GradersPage() {
  return (
    <section aria-labelledby="graders-heading">
      <h1 id="graders-heading">Essay graders</h1>
      <GraderAccessBoundary>
        <ExamsNav />
        <Graders />
      </GraderAccessBoundary>
    </section>
  );
}
