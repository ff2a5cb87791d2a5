import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Autocomplete } from './Autocomplete';
import { FormField } from '../FormField/FormField';

interface Student {
  id: number;
  name: string;
}
const students: Student[] = [
  { id: 1, name: 'Ann Lee' },
  { id: 2, name: 'Andy Moe' },
  { id: 3, name: 'Bea Ray' },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(
  props: {
    debounce?: number;
    loadOptions?: (q: string, s: AbortSignal) => Promise<readonly Student[]>;
    onChange?: (s: Student | null) => void;
  } = {},
) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const loadOptions = jest.fn(
    props.loadOptions ??
      ((q: string) => Promise.resolve(students.filter((s) => s.name.toLowerCase().includes(q.toLowerCase())))),
  );
  const { container } = renderWithTheme(
    <FormField label="Student">
      <Autocomplete<Student>
        loadOptions={loadOptions}
        getOptionLabel={(s) => s.name}
        getOptionKey={(s) => String(s.id)}
        onChange={props.onChange}
        debounce={props.debounce}
      />
    </FormField>,
  );
  return { user, loadOptions, container, input: screen.getByRole('combobox', { name: 'Student' }) };
}

afterEach(() => jest.useRealTimers());

describe('Autocomplete', () => {
  it('DS-10: waits 400 ms by default after the last keystroke before querying', async () => {
    const { user, loadOptions, input } = setup();
    await user.type(input, 'an');
    act(() => jest.advanceTimersByTime(399));
    expect(loadOptions).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('an', expect.any(AbortSignal));
  });

  it('DS-10: honours a custom debounce (500 ms for tutors)', async () => {
    const { user, loadOptions, input } = setup({ debounce: 500 });
    await user.type(input, 'a');
    act(() => jest.advanceTimersByTime(499));
    expect(loadOptions).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it('lists options, moves with arrow keys and chooses with Enter', async () => {
    const onChange = jest.fn();
    const { user, input } = setup({ onChange });
    await user.type(input, 'an');
    await act(async () => jest.advanceTimersByTime(400));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ann Lee', 'Andy Moe']);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ id: 2, name: 'Andy Moe' });
    expect(input).toHaveValue('Andy Moe');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('aborts a stale request and ignores its late reply', async () => {
    const first = deferred<readonly Student[]>();
    const signals: AbortSignal[] = [];
    const { user, input } = setup({
      loadOptions: (q, signal) => {
        signals.push(signal);
        return q === 'a' ? first.promise : Promise.resolve([students[2]!]);
      },
    });
    await user.type(input, 'a');
    await act(async () => jest.advanceTimersByTime(400));
    await user.type(input, 'b');
    await act(async () => jest.advanceTimersByTime(400));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    await act(async () => first.resolve([students[0]!]));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bea Ray']);
  });

  it('keeps the previous options while the next ones load', async () => {
    const next = deferred<readonly Student[]>();
    let calls = 0;
    const { user, input } = setup({ loadOptions: () => (++calls === 1 ? Promise.resolve(students) : next.promise) });
    await user.type(input, 'a');
    await act(async () => jest.advanceTimersByTime(400));
    await user.type(input, 'n');
    await act(async () => jest.advanceTimersByTime(400));
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await act(async () => next.resolve([students[0]!]));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('Escape closes the list, then clears the text; "No results" when empty', async () => {
    const { user, input } = setup({ loadOptions: () => Promise.resolve([]) });
    await user.type(input, 'zz');
    await act(async () => jest.advanceTimersByTime(400));
    expect(screen.getByText('No results')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('has no axe violations while open', async () => {
    const { user, input, container } = setup();
    await user.type(input, 'an');
    await act(async () => jest.advanceTimersByTime(400));
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});
