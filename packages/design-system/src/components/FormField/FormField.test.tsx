import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { FormField } from './FormField';
import { TextInput } from '../TextInput/TextInput';

describe('FormField', () => {
  it('DS-30: shows the validation message next to the field and marks the control invalid', () => {
    renderWithTheme(
      <FormField label="First name" help="As on the record" error="Required" required>
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on the record Required');
    expect(screen.getByText('Required')).toBeVisible();
  });
  it('is valid without an error', () => {
    renderWithTheme(
      <FormField label="City">
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });
  it('keeps a hidden label for screen readers', () => {
    renderWithTheme(
      <FormField label="Search" hideLabel>
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <FormField label="First name" help="Help" error="Required" required>
        <TextInput />
      </FormField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
