import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { axe, renderWithTheme } from '../../../test/render';
import { TextArea } from './TextArea';
import { FormField } from '../FormField/FormField';

describe('TextArea', () => {
  it('counts characters against maxLength and stops at the limit', async () => {
    renderWithTheme(
      <FormField label="Details">
        <TextArea maxLength={5} />
      </FormField>,
    );
    const area = screen.getByRole('textbox', { name: 'Details' });
    expect(area).toHaveAccessibleDescription('0/5');
    await userEvent.type(area, 'abcdefg');
    expect(area).toHaveValue('abcde');
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });
  it("STU-20: a value a form sets without typing (react-hook-form's reset to the next review) is counted", async () => {
    function Form() {
      const form = useForm({ defaultValues: { comment: '' } });
      return (
        <>
          <FormField label="Comment">
            <TextArea maxLength={191} {...form.register('comment')} />
          </FormField>
          <button type="button" onClick={() => form.reset({ comment: '' })}>
            Next tutor
          </button>
        </>
      );
    }
    renderWithTheme(<Form />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, 'Note for tutor one');
    expect(screen.getByText('18/191')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next tutor' }));
    expect(area).toHaveValue('');
    expect(area).toHaveAccessibleDescription('0/191');
  });
  it('counts a controlled value', () => {
    renderWithTheme(<TextArea aria-label="Notes" maxLength={10} value="abc" onChange={() => undefined} />);
    expect(screen.getByText('3/10')).toBeInTheDocument();
  });
  it('calls onChange', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextArea aria-label="Notes" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'hi');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <FormField label="Details">
        <TextArea maxLength={10} />
      </FormField>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
