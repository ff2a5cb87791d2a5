import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { TimeInput } from './TimeInput';
import { FormField } from '../FormField/FormField';

describe('TimeInput', () => {
  it('takes a time as HH:mm', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FormField label="Start time">
        <TimeInput onChange={onChange} />
      </FormField>,
    );
    const input = screen.getByLabelText('Start time');
    await userEvent.type(input, '15:05');
    expect(input).toHaveValue('15:05');
    expect(onChange).toHaveBeenCalled();
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <FormField label="Start time">
        <TimeInput />
      </FormField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
