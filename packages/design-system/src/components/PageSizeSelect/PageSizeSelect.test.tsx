import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { PageSizeSelect } from './PageSizeSelect';

describe('PageSizeSelect', () => {
  it('DS-08: offers 25, 50 and 100 with 25 by default', async () => {
    const onChange = jest.fn();
    renderWithTheme(<PageSizeSelect onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Per page' });
    expect(select).toHaveValue('25');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '100']);
    await userEvent.selectOptions(select, '100');
    expect(onChange).toHaveBeenCalledWith(100);
  });
  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<PageSizeSelect onChange={() => undefined} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
