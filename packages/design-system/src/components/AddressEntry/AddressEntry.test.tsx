import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_REQUIRED, SELECT_ADDRESS_FROM_AUTOCOMPLETE, type AddressValues } from '@tutoring/domain';
import { axe, renderWithTheme } from '../../../test/render';
import { AddressEntry, type AddressEntryProps } from './AddressEntry';
import { FormErrorsContext } from '../FormField/FormErrorsContext';

const states = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
];
const full: AddressValues = {
  street1: '1 Main St',
  street2: '',
  city: 'Springfield',
  state: 'CA',
  zip: '90210',
  country: 'United States',
  formatted: '1 Main St, Springfield, CA 90210',
};

function Harness(
  props: Partial<AddressEntryProps> & { initial?: AddressValues | null; spy?: (a: AddressValues) => void },
) {
  const { initial = null, spy, ...rest } = props;
  const [value, setValue] = useState<AddressValues | null>(initial);
  return (
    <form aria-label="Parent">
      <AddressEntry
        states={states}
        searchAddresses={() => Promise.resolve([{ id: 'p1', description: '1 Main St, Springfield' }])}
        getAddress={() => Promise.resolve({ ...full, country: '' })}
        debounce={0}
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          spy?.(next);
        }}
      />
    </form>
  );
}

const form = () => screen.getByRole('form', { name: 'Parent' }) as HTMLFormElement;

describe('AddressEntry', () => {
  it('DS-11: starts in search mode and fills the fields from a chosen result, then switches to edit mode', async () => {
    const spy = jest.fn();
    renderWithTheme(<Harness spy={spy} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search address' }), '1 Main');
    await userEvent.click(await screen.findByRole('option', { name: '1 Main St, Springfield' }));
    expect(await screen.findByRole('textbox', { name: 'Street' })).toHaveValue('1 Main St');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('CA');
    expect(screen.getByText('1 Main St, Springfield, CA 90210')).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'United States', zip: '90210' }));
  });

  it('DS-11: a chosen result, "Enter the address manually" and "Search for an address" put the focus on the first field of the new mode', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Search address' }));
    await userEvent.keyboard('1 Main');
    await screen.findByRole('option', { name: '1 Main St, Springfield' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Street' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Search for an address' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Search address' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Enter the address manually' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
  });

  it('DS-11: opens in edit mode when a full address is present', () => {
    renderWithTheme(<Harness initial={full} />);
    expect(screen.queryByRole('combobox', { name: 'Search address' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('1 Main St');
  });

  it('DS-11: "Search for an address" over a full address stays in search mode, and a chosen result replaces it', async () => {
    const spy = jest.fn();
    renderWithTheme(
      <Harness
        initial={full}
        spy={spy}
        required
        getAddress={() =>
          Promise.resolve({ ...full, street1: '9 Elm St', formatted: '9 Elm St, Springfield, CA 90210' })
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search for an address' }));
    const search = await screen.findByRole('combobox', { name: 'Search address' });
    await act(async () => undefined);
    expect(screen.getByRole('combobox', { name: 'Search address' })).toBe(search);
    // The present address still counts: searching again does not make the form invalid by itself.
    expect(form().checkValidity()).toBe(true);
    await userEvent.type(search, '9 Elm');
    await userEvent.click(await screen.findByRole('option', { name: '1 Main St, Springfield' }));
    expect(await screen.findByRole('textbox', { name: 'Street' })).toHaveValue('9 Elm St');
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ street1: '9 Elm St' }));
  });

  it('DS-13: an emptied field shows "Required" after a pressed button is released (the click is not lost), at once on Tab', async () => {
    const onSave = jest.fn();
    renderWithTheme(
      <>
        <Harness initial={full} />
        <button type="button" onClick={onSave}>
          Save
        </button>
      </>,
    );
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.clear(screen.getByRole('textbox', { name: 'Street' }));
    // Press: focus leaves the street for the button, and nothing moves before the release.
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(save).toHaveFocus();
    expect(screen.queryByText(FIELD_REQUIRED)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    expect(onSave).toHaveBeenCalledTimes(1);
    // After the click the message shows.
    expect(await screen.findByText(FIELD_REQUIRED)).toBeInTheDocument();
    expect(form().checkValidity()).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.tab();
    expect(screen.getAllByText(FIELD_REQUIRED)).toHaveLength(2);
  });

  it('DS-11: typing without choosing a result is invalid', async () => {
    renderWithTheme(<Harness searchAddresses={() => Promise.resolve([])} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search address' }), 'nowhere');
    await userEvent.tab();
    expect(screen.getByText(SELECT_ADDRESS_FROM_AUTOCOMPLETE)).toBeInTheDocument();
    expect(form().checkValidity()).toBe(false);
  });

  it('DS-12: country defaults to "United States" with a state dropdown; other countries get free text', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    const country = screen.getByRole('textbox', { name: 'Country' });
    expect(country).toHaveValue('United States');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a state',
      'California',
      'New York',
    ]);
    await userEvent.clear(country);
    await userEvent.type(country, 'Canada');
    expect(screen.getByRole('textbox', { name: 'State / Province' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
  });

  it('DS-13: when required, street, city, state, zip and country are required', async () => {
    renderWithTheme(<Harness required initial={{ street1: '1 Main St' }} showErrors />);
    for (const name of ['City', 'Zip']) expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Country' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Street 2' })).not.toBeRequired();
    expect(screen.getAllByText(FIELD_REQUIRED)).toHaveLength(3);
    expect(form().checkValidity()).toBe(false);
  });

  it('DS-13: when optional, an empty address is valid', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    expect(form().checkValidity()).toBe(true);
    expect(screen.getByRole('textbox', { name: 'City' })).not.toBeRequired();
  });

  it('DS-13: when optional, a partly filled address needs street1, city, state and zip', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Springfield');
    expect(form().checkValidity()).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Street' }), '1 Main St');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip' }), '90210');
    expect(form().checkValidity()).toBe(true);
  });

  it('has no axe violations in both modes', async () => {
    const { container } = renderWithTheme(<Harness />);
    expect(await axe(container)).toHaveNoViolations();
    await act(async () => screen.getByRole('button', { name: 'Enter the address manually' }).click());
    expect(await axe(container)).toHaveNoViolations();
  });

  it("DS-04: a refused save's message about the whole address (a form's error at `address`) shows by the search box", () => {
    renderWithTheme(
      <FormErrorsContext.Provider value={(path) => (path === 'address' ? 'Address is invalid' : undefined)}>
        <Harness name="address" />
      </FormErrorsContext.Provider>,
    );
    expect(screen.getByText('Address is invalid')).toBeInTheDocument();
  });
});
