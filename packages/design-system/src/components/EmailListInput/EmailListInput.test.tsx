import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { EmailListInput } from './EmailListInput';
import { FormField } from '../FormField/FormField';

describe('EmailListInput', () => {
  it('DS-29: splits on commas, semicolons and spaces and drops empty parts', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FormField label="Observers">
        <EmailListInput onChange={onChange} />
      </FormField>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Observers' }), 'a@x.com,, b@y.org; c@z.net');
    expect(onChange).toHaveBeenLastCalledWith('a@x.com,, b@y.org; c@z.net', ['a@x.com', 'b@y.org', 'c@z.net'], true);
  });
  it('DS-29: any non-matching entry makes the field invalid', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FormField label="Observers">
        <EmailListInput onChange={onChange} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Observers' }) as HTMLInputElement;
    await userEvent.type(input, 'a@x.com; nope');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('a@x.com; nope', ['a@x.com', 'nope'], false);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This is not a valid email address: nope');
    expect(input.validity.valid).toBe(false);
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <FormField label="Observers">
        <EmailListInput value="bad" showErrors onChange={() => undefined} />
      </FormField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
