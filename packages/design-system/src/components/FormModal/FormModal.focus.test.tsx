import { useEffect, useRef, useState, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { renderWithTheme } from '../../../test/render';
import { FormModal } from './FormModal';
import { Autocomplete } from '../Autocomplete/Autocomplete';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { FormField } from '../FormField/FormField';
import { Modal } from '../Modal/Modal';
import { TextInput } from '../TextInput/TextInput';

interface Values {
  student: { id: number; name: string } | null;
  date: string;
  present: boolean;
}

function Dialog({
  children,
  loading = false,
}: {
  children: (form: ReturnType<typeof useForm<Values>>) => ReactNode;
  loading?: string | false;
}) {
  const form = useForm<Values>({ defaultValues: { student: null, date: '', present: false } });
  return (
    <FormModal
      open
      title="Schedule tutoring"
      form={form}
      onSubmit={() => Promise.resolve()}
      onClose={() => undefined}
      loading={loading}
    >
      {children(form)}
    </FormModal>
  );
}

const studentField = (form: ReturnType<typeof useForm<Values>>) => (
  <FormField label="Student" name="student" id="student">
    <Controller
      control={form.control}
      name="student"
      render={({ field }) => (
        <Autocomplete<{ id: number; name: string }>
          id="student"
          value={field.value}
          onChange={field.onChange}
          loadOptions={() => Promise.resolve([])}
          getOptionLabel={(s) => s.name}
        />
      )}
    />
  </FormField>
);

const dateField = (form: ReturnType<typeof useForm<Values>>) => (
  <FormField label="Date" name="date">
    <TextInput {...form.register('date')} />
  </FormField>
);

describe('FormModal: the first focus (WAI-ARIA dialog pattern)', () => {
  it('goes to the first form field, not to a secondary or destructive button before it in the body', () => {
    renderWithTheme(
      <Dialog>
        {(form) => (
          <>
            <p>
              Subject: Algebra <Button size="sm">Remove subject</Button> <Button variant="danger">Delete</Button>
            </p>
            <Checkbox label="Ann present" {...form.register('present')} />
          </>
        )}
      </Dialog>,
    );
    expect(screen.getByRole('checkbox', { name: 'Ann present' })).toHaveFocus();
  });

  it('goes to a first field that is an autocomplete (combobox)', () => {
    renderWithTheme(
      <Dialog>
        {(form) => (
          <>
            {studentField(form)}
            {dateField(form)}
          </>
        )}
      </Dialog>,
    );
    expect(screen.getByRole('combobox', { name: 'Student' })).toHaveFocus();
  });

  it('follows a first field that appears after the opening (a federated picker) until the person acts', async () => {
    function LatePicker({ form }: { form: ReturnType<typeof useForm<Values>> }) {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 20);
        return () => clearTimeout(timer);
      }, []);
      return ready ? studentField(form) : <span>Loading student search</span>;
    }
    renderWithTheme(
      <Dialog>
        {(form) => (
          <>
            <LatePicker form={form} />
            {dateField(form)}
          </>
        )}
      </Dialog>,
    );
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Student' })).toHaveFocus());
  });

  it('does not take the focus back once the person has moved it', async () => {
    function LateField({ form }: { form: ReturnType<typeof useForm<Values>> }) {
      const [ready, setReady] = useState(false);
      return (
        <>
          {ready ? studentField(form) : null}
          <Button onClick={() => setReady(true)}>Show student</Button>
        </>
      );
    }
    renderWithTheme(<Dialog>{(form) => <LateField form={form} />}</Dialog>);
    // No field yet: the first control of the body.
    expect(screen.getByRole('button', { name: 'Show student' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Student' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show student' })).toHaveFocus();
  });

  it('goes to the first field once a loading record shows the fields, never to Cancel', async () => {
    function Loading() {
      const [loading, setLoading] = useState<string | false>('Loading availability');
      useEffect(() => {
        const timer = setTimeout(() => setLoading(false), 20);
        return () => clearTimeout(timer);
      }, []);
      return (
        <Dialog loading={loading}>
          {(form) => (
            <>
              <Button variant="danger">Delete</Button> <Button>Repeat</Button>
              {dateField(form)}
            </>
          )}
        </Dialog>
      );
    }
    renderWithTheme(<Loading />);
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Schedule tutoring' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Date' })).toHaveFocus());
  });

  it('in a dialog that is no form: the first control of the body that is not destructive, else the dialog', () => {
    const { unmount } = renderWithTheme(
      <Modal open title="Session" onClose={() => undefined}>
        <Button variant="danger">Cancel the session</Button>
        <Button>Take attendance</Button>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Take attendance' })).toHaveFocus();
    unmount();
    renderWithTheme(
      <Modal open title="Notice" onClose={() => undefined} footer={<Button>OK</Button>}>
        <p>Nothing to do here.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveFocus();
  });

  it('an explicit initialFocusRef wins', () => {
    function Explicit() {
      const form = useForm<Values>({ defaultValues: { student: null, date: '', present: false } });
      const date = useRef<HTMLInputElement | null>(null);
      const { ref, ...dateProps } = form.register('date');
      return (
        <FormModal
          open
          title="Pick"
          form={form}
          onSubmit={() => Promise.resolve()}
          onClose={() => undefined}
          initialFocusRef={date}
        >
          {studentField(form)}
          <FormField label="Date" name="date">
            <TextInput
              {...dateProps}
              ref={(element) => {
                ref(element);
                date.current = element;
              }}
            />
          </FormField>
        </FormModal>
      );
    }
    renderWithTheme(<Explicit />);
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveFocus();
  });
});
