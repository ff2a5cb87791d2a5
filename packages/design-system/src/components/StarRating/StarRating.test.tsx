import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { FormModal } from '../FormModal/FormModal';
import { StarRating } from './StarRating';

function Input({ onChange }: { onChange: (v: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRating
      label="Your rating"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('StarRating', () => {
  it('DS-18: read-only mode shows a value out of 5', () => {
    renderWithTheme(<StarRating value={4.6} readOnly showValue />);
    expect(screen.getByRole('img', { name: '4.6 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
  it('DS-18: input mode lets the user pick 1 to 5 with the mouse', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Input onChange={onChange} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });
  it('DS-18: is keyboard operable as a radio group', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Input onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
  it('DS-18: the stars are one stop on the Tab path: the chosen one, else the first', async () => {
    function Controlled() {
      const [value, setValue] = useState(0);
      return <StarRating value={value} onChange={setValue} label="Your rating" />;
    }
    renderWithTheme(<Controlled />);
    const tabStops = () =>
      screen
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex === 0)
        .map((radio) => radio.getAttribute('aria-label'));
    expect(tabStops()).toEqual(['1 star']);
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(tabStops()).toEqual(['3 stars']);
    await userEvent.keyboard('{ArrowRight}');
    expect(tabStops()).toEqual(['4 stars']);
  });
  it('has no axe violations in both modes', async () => {
    const { container } = renderWithTheme(
      <>
        <StarRating value={3} readOnly />
        <StarRating value={3} onChange={() => undefined} />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
  it('DS-18, DS-30: shows its error: the group is invalid and described by the message under the stars', async () => {
    const { container } = renderWithTheme(
      <StarRating label="Your rating" value={null} onChange={() => undefined} error="Please choose a rating" />,
    );
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a rating');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveAccessibleDescription('Please choose a rating');
    expect(await axe(container)).toHaveNoViolations();
  });
  it('DS-03, DS-18: in a FormModal, Save without stars marks the rating invalid and focuses its first star', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    function Review() {
      const form = useForm<{ stars: number }>({ defaultValues: { stars: 0 } });
      return (
        <FormModal open title="Review" form={form} onSubmit={onSubmit} onClose={() => undefined}>
          <Controller
            control={form.control}
            name="stars"
            rules={{ validate: (stars) => stars > 0 || 'Please choose a rating' }}
            render={({ field, fieldState }) => (
              <StarRating
                label="Rating for Tina"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormModal>
      );
    }
    renderWithTheme(<Review />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const group = screen.getByRole('group', { name: 'Rating for Tina' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription('Please choose a rating');
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus());
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveAccessibleDescription('Please choose a rating');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
