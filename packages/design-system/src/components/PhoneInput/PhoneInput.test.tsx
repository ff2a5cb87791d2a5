import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_REQUIRED, INVALID_PHONE } from '@tutoring/domain';
import { axe, renderWithTheme } from '../../../test/render';
import { PhoneInput, type PhoneInputProps } from './PhoneInput';
import { FormField } from '../FormField/FormField';

function Controlled(
  props: Partial<PhoneInputProps> & { initial?: string; spy?: (v: string, e: string | null) => void },
) {
  const { initial = '', spy, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <FormField label="Phone">
      <PhoneInput
        {...rest}
        value={value}
        onChange={(v, e) => {
          setValue(v);
          spy?.(v, e);
        }}
      />
    </FormField>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;

describe('PhoneInput', () => {
  it('DS-14: offers the countries "US" and "Non-US"', () => {
    renderWithTheme(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Phone country' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['US', 'Non-US']);
  });

  it('DS-15: masks US numbers as +1 (XXX) XXX-XXXX and emits the normalised number', async () => {
    const spy = jest.fn();
    renderWithTheme(<Controlled spy={spy} />);
    await userEvent.type(input(), '5551234567');
    expect(input()).toHaveValue('+1 (555) 123-4567');
    expect(spy).toHaveBeenLastCalledWith('+15551234567', null);
    expect(input().validity.valid).toBe(true);
  });

  it('DS-15: a short US number is "This is not a valid phone number."', async () => {
    renderWithTheme(<Controlled />);
    await userEvent.type(input(), '555123');
    await userEvent.tab();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(INVALID_PHONE);
    expect(input().validity.valid).toBe(false);
  });

  it('DS-15: Non-US must start with + and have at least 7 digits', async () => {
    const spy = jest.fn();
    renderWithTheme(<Controlled spy={spy} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Phone country' }), 'Non-US');
    await userEvent.type(input(), '4420794');
    await userEvent.tab();
    expect(screen.getByText(INVALID_PHONE)).toBeInTheDocument();
    await userEvent.clear(input());
    await userEvent.type(input(), '+44 20 7946 0000');
    expect(spy).toHaveBeenLastCalledWith('+442079460000', null);
    expect(screen.queryByText(INVALID_PHONE)).not.toBeInTheDocument();
  });

  it('DS-16: normalises and shows an existing number', () => {
    renderWithTheme(<Controlled initial="15551234567" />);
    expect(input()).toHaveValue('+1 (555) 123-4567');
    expect(screen.getByRole('combobox', { name: 'Phone country' })).toHaveValue('US');
  });

  it('DS-16: picks Non-US for an existing international number', () => {
    renderWithTheme(<Controlled initial="+442079460000" />);
    expect(screen.getByRole('combobox', { name: 'Phone country' })).toHaveValue('Non-US');
  });

  it('DS-17: is required by default', async () => {
    renderWithTheme(<Controlled showErrors />);
    expect(input()).toBeRequired();
    expect(screen.getByText(FIELD_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear phone number' })).not.toBeInTheDocument();
  });

  it('DS-17: an optional input is valid empty and has a clear button', async () => {
    const spy = jest.fn();
    renderWithTheme(<Controlled required={false} initial="5551234567" spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear phone number' }));
    expect(input()).toHaveValue('');
    expect(spy).toHaveBeenLastCalledWith('', null);
    expect(input().validity.valid).toBe(true);
    expect(input()).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Controlled required={false} initial="5551234567" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
