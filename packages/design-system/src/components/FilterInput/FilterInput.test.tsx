import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axe, renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField/FormField';
import { FilterInput } from './FilterInput';

/** A list page's use: the filter in effect lives in the page's state (the URL in the apps). */
function DistanceFilter({ onApply, initial = '' }: { onApply: (text: string) => void; initial?: string }) {
  const [distance, setDistance] = useState(initial);
  return (
    <>
      <FormField label="Within (miles)">
        <FilterInput
          type="number"
          min={0}
          value={distance}
          onApply={(text) => {
            onApply(text);
            setDistance(text);
          }}
        />
      </FormField>
      <button onClick={() => setDistance('')}>Clear filters</button>
    </>
  );
}

describe('FilterInput', () => {
  it('X-01: applies on Enter, not per keystroke, keeps the focus, and applies an unchanged value only once', async () => {
    const onApply = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<DistanceFilter onApply={onApply} />);
    const input = screen.getByLabelText('Within (miles)');
    await user.type(input, '25');
    expect(onApply).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith('25');
    expect(input).toHaveFocus();
    expect(input).toHaveValue(25);
    // Leaving the field unchanged applies nothing more.
    await user.tab();
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('applies what was typed when the field is left', async () => {
    const onApply = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<DistanceFilter onApply={onApply} initial="10" />);
    const input = screen.getByLabelText('Within (miles)');
    await user.clear(input);
    await user.type(input, '40');
    await user.tab();
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith('40');
  });

  it('shows a filter changed from outside (Clear filters)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DistanceFilter onApply={jest.fn()} initial="10" />);
    expect(screen.getByLabelText('Within (miles)')).toHaveValue(10);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Within (miles)')).toHaveValue(null);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<DistanceFilter onApply={jest.fn()} initial="10" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
