import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';
import { FieldGrid } from './FieldGrid';

function Fields() {
  return (
    <FieldGrid data-testid="grid">
      <FormField label="First name">
        <TextInput />
      </FormField>
      <FormField label="Last name">
        <TextInput />
      </FormField>
    </FieldGrid>
  );
}

describe('FieldGrid', () => {
  it('keeps each field labelled, in order', () => {
    renderWithTheme(<Fields />);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs).toEqual([screen.getByLabelText('First name'), screen.getByLabelText('Last name')]);
  });

  it('lays fields in columns of at least 220 px that fall to one column when narrower, spacing columns only', () => {
    renderWithTheme(<Fields />);
    const style = getComputedStyle(screen.getByTestId('grid'));
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 220px), 1fr))');
    expect(style.rowGap).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Fields />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
