import { useContext, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_COUNTRY,
  FIELD_REQUIRED,
  isFullAddress,
  SELECT_ADDRESS_FROM_AUTOCOMPLETE,
  stateInputKind,
  type AddressValues,
} from '@tutoring/domain';
// The shared core through the package name (forms.ts): one FormErrorsContext and FieldContext in the page.
import { Button, FormErrorsContext, FormField, Select, TextInput, type SelectOption } from '@tutoring/design-system';
import { Autocomplete } from '../Autocomplete/Autocomplete';
import { InputError } from '../FormField/InputError';

/** One result of the maps provider's autocomplete. */
export interface AddressSuggestion {
  /** Provider id (place id), passed to `getAddress`. */
  id: string;
  /** Text shown in the list. */
  description: string;
}

/** Props of {@link AddressEntry}. */
export interface AddressEntryProps {
  /** The address (DOM-56). */
  value: AddressValues | null | undefined;
  /** Called with the whole address after every change; country is always filled (default "United States"). */
  onChange: (value: AddressValues) => void;
  /** Maps provider autocomplete (X-10: the provider script is loaded once by the caller's adapter). */
  searchAddresses: (query: string, signal: AbortSignal) => Promise<readonly AddressSuggestion[]>;
  /** Maps provider details of a chosen result. */
  getAddress: (id: string) => Promise<AddressValues>;
  /** US states for the dropdown (from `GET states`): value = code, label = name. */
  states: ReadonlyArray<SelectOption>;
  /** DS-13 (addressRequired): street, city, state, zip and country are required. */
  required?: boolean;
  /** Group label. Default "Address". */
  label?: string;
  /** Show missing-field messages without waiting for the user to leave each field (e.g. after a submit). */
  showErrors?: boolean;
  /** Debounce of the address search in ms (default 400, DS-10). */
  debounce?: number;
  disabled?: boolean;
  /**
   * The address's path in the enclosing FormModal's react-hook-form form (`address`): the messages at
   * `address.street1`, `address.city`... (the contract's DS-13 rule, or the server's) show on those fields.
   */
  name?: string;
}

type Field = 'street1' | 'street2' | 'city' | 'state' | 'zip' | 'country';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
`;
const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;
const Formatted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const filled = (text: string | null | undefined) => !!text && text.trim() !== '';
const hasAny = (a: AddressValues | null | undefined) =>
  !!a && (filled(a.street1) || filled(a.street2) || filled(a.city) || filled(a.state) || filled(a.zip));

/**
 * DS-11..DS-13: address entry with two modes. Search mode queries the maps provider as the user types and fills the
 * fields from the chosen result; edit mode (plain fields) is shown once an address is present. Country defaults to
 * "United States"; the state is a dropdown for the United States and free text otherwise. Required fields follow
 * DS-13 and block the surrounding form's native validity (so FormModal refuses to save, DS-03).
 */
export function AddressEntry({
  value,
  onChange,
  searchAddresses,
  getAddress,
  states,
  required = false,
  label = 'Address',
  showErrors = false,
  debounce,
  disabled = false,
  name,
}: AddressEntryProps) {
  const formError = useContext(FormErrorsContext);
  const address: AddressValues = { ...value, country: filled(value?.country) ? value?.country : DEFAULT_COUNTRY };
  const [mode, setMode] = useState<'search' | 'edit'>(isFullAddress(value) || hasAny(value) ? 'edit' : 'search');
  const [touched, setTouched] = useState<Partial<Record<Field | 'search', boolean>>>({});
  const [searchText, setSearchText] = useState('');
  const [loadError, setLoadError] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const streetRef = useRef<HTMLInputElement>(null);
  // The person's own switch of mode (a chosen result, "Enter the address manually", "Search for an address") takes
  // the control they used away: the focus goes to the first field of the new mode, not to the page's body (where a
  // keyboard user would start again from the top). A mode changed by a loaded record moves no focus.
  const focusAfterSwitch = useRef(false);
  const switchTo = (next: 'search' | 'edit') => {
    focusAfterSwitch.current = true;
    setMode(next);
  };
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    (mode === 'search' ? searchRef : streetRef).current?.focus();
  }, [mode]);
  const searchErrorId = `address-search-error-${useId()}`;

  // A full address arriving (e.g. the record loaded after the form opened) shows the fields. Only a change of the
  // address does this: a user who asks to search again over a full address stays in search mode.
  const wasFull = useRef(isFullAddress(value));
  useEffect(() => {
    const full = isFullAddress(value);
    if (full && !wasFull.current) setMode('edit');
    wasFull.current = full;
  }, [value]);

  // Search mode: text typed without choosing a result is invalid; so is no address at all when one is required (a
  // full address already present stays until a result replaces it).
  const searchError =
    mode !== 'search'
      ? null
      : filled(searchText)
        ? SELECT_ADDRESS_FROM_AUTOCOMPLETE
        : required && !isFullAddress(value)
          ? FIELD_REQUIRED
          : null;
  useEffect(() => {
    searchRef.current?.setCustomValidity(searchError ?? '');
  }, [searchError]);

  const mustFill = required || hasAny(value);
  const requiredFields: Field[] = required
    ? ['street1', 'city', 'state', 'zip', 'country']
    : ['street1', 'city', 'state', 'zip'];
  const errorOf = (field: Field) =>
    (name && formError ? formError(`${name}.${field}`) : undefined) ??
    (mustFill && requiredFields.includes(field) && !filled(address[field]) && (showErrors || touched[field])
      ? FIELD_REQUIRED
      : null);
  const isRequired = (field: Field) => mustFill && requiredFields.includes(field);

  const set = (field: Field, text: string) => {
    const next: AddressValues = { ...address, [field]: text };
    if (field === 'country' && stateInputKind(text) !== stateInputKind(address.country)) next.state = '';
    onChange(next);
  };
  const touch = (field: Field | 'search') => setTouched((t) => ({ ...t, [field]: true }));
  // Pressing a button (Save, Cancel, a mode switch) with the pointer moves focus out of the field on press: showing
  // the field's message right then would move the button away from the pointer before the release, and the click
  // would be lost. Then the message waits until the press is over; any other way out of a field shows it at once.
  const leave = (field: Field | 'search') => (event: FocusEvent) => {
    if (pointerPressed && event.relatedTarget instanceof HTMLButtonElement) {
      window.addEventListener('pointerup', () => setTimeout(() => touch(field)), { once: true, capture: true });
      return;
    }
    touch(field);
  };

  const choose = async (suggestion: AddressSuggestion | null) => {
    if (!suggestion) return;
    setLoadError(false);
    try {
      const details = await getAddress(suggestion.id);
      onChange({ ...details, country: filled(details.country) ? details.country : DEFAULT_COUNTRY });
      setSearchText('');
      switchTo('edit');
    } catch {
      setLoadError(true);
    }
  };

  const text = (field: Field, fieldLabel: string) => (
    <FormField label={fieldLabel} required={isRequired(field)} error={errorOf(field)}>
      <TextInput
        ref={field === 'street1' ? streetRef : undefined}
        value={address[field] ?? ''}
        disabled={disabled}
        autoComplete={autoCompleteOf[field]}
        onChange={(event) => set(field, event.target.value)}
        onBlur={leave(field)}
      />
    </FormField>
  );

  return (
    <Group disabled={disabled}>
      <Legend>{label}</Legend>
      {mode === 'search' ? (
        <>
          <FormField
            label="Search address"
            required={required && !isFullAddress(value)}
            error={
              ((showErrors || touched.search) && searchError ? searchError : null) ??
              // A refused save's message about the whole address ("Address is invalid") stays by the address.
              (name && formError ? (formError(name) ?? null) : null)
            }
          >
            <Autocomplete<AddressSuggestion>
              ref={searchRef}
              loadOptions={searchAddresses}
              getOptionLabel={(s) => s.description}
              getOptionKey={(s) => s.id}
              onInputChange={setSearchText}
              onChange={(s) => void choose(s)}
              onBlur={leave('search')}
              debounce={debounce}
              aria-describedby={loadError ? searchErrorId : undefined}
            />
          </FormField>
          {loadError ? (
            <InputError id={searchErrorId}>We could not load that address. Please try again.</InputError>
          ) : null}
          <Button variant="link" onClick={() => switchTo('edit')}>
            Enter the address manually
          </Button>
        </>
      ) : (
        <>
          {filled(value?.formatted) ? <Formatted aria-label="Formatted address">{value?.formatted}</Formatted> : null}
          {text('street1', 'Street')}
          {text('street2', 'Street 2')}
          <Grid>
            {text('city', 'City')}
            {stateInputKind(address.country) === 'select' ? (
              <FormField label="State" required={isRequired('state')} error={errorOf('state')}>
                <Select
                  options={states}
                  placeholder="Select a state"
                  value={address.state ?? ''}
                  disabled={disabled}
                  onChange={(event) => set('state', event.target.value)}
                  onBlur={leave('state')}
                />
              </FormField>
            ) : (
              text('state', 'State / Province')
            )}
            {text('zip', 'Zip')}
          </Grid>
          {text('country', 'Country')}
          <Button variant="link" onClick={() => switchTo('search')}>
            Search for an address
          </Button>
        </>
      )}
    </Group>
  );
}

/** Whether a pointer (mouse, pen, touch) is pressed anywhere in the page (see `leave`). */
let pointerPressed = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pointerPressed = true), { capture: true });
  window.addEventListener('pointerup', () => (pointerPressed = false), { capture: true });
  window.addEventListener('pointercancel', () => (pointerPressed = false), { capture: true });
}

const autoCompleteOf: Record<Field, string> = {
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country-name',
};
