import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { NumberInput } from './NumberInput';
import { FormField } from '../FormField/FormField';

describe('NumberInput', () => {
  it('accepts numbers and exposes min/max to assistive technology', async () => {
    renderWithTheme(
      <FormField label="Target">
        <NumberInput min={0} max={80} />
      </FormField>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Target' });
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '80');
    await userEvent.type(input, '42');
    expect(input).toHaveValue(42);
  });
  it('uses a decimal keypad for fractional steps', () => {
    renderWithTheme(<NumberInput aria-label="Hours" step={0.5} />);
    expect(screen.getByRole('spinbutton')).toHaveAttribute('inputmode', 'decimal');
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <FormField label="Target">
        <NumberInput />
      </FormField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
