import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField/FormField';
import { Select } from '../Select/Select';
import { TextInput } from '../TextInput/TextInput';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  const filters = (
    <FilterBar label="Session filters">
      <FormField label="Search">
        <TextInput defaultValue="" />
      </FormField>
      <FormField label="Day">
        <Select options={[{ value: '', label: 'Any day' }]} value="" onChange={() => undefined} />
      </FormField>
    </FilterBar>
  );

  it('is a named search landmark holding the list filters', () => {
    renderWithTheme(filters);
    const bar = screen.getByRole('search', { name: 'Session filters' });
    expect(bar).toContainElement(screen.getByLabelText('Search'));
    expect(bar).toContainElement(screen.getByLabelText('Day'));
  });

  it('never submits the page when Enter is pressed in a field', () => {
    renderWithTheme(filters);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('search').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(filters);
    expect(await axe(container)).toHaveNoViolations();
  });
});
