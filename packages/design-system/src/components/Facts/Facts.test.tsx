import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { Facts } from './Facts';

describe('Facts', () => {
  it('reads as a description list: each label names its value, pairs in a div included', () => {
    renderWithTheme(
      <Facts>
        <dt>Email</dt>
        <dd>paula@example.com</dd>
        <div>
          <dt>Status</dt>
          <dd>Active</dd>
        </div>
      </Facts>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Email', 'Status']);
    expect(values).toEqual(['paula@example.com', 'Active']);
  });

  it('lays pairs out in two columns whose values may shrink and wrap, a pair in a div included', () => {
    renderWithTheme(
      <Facts data-testid="facts">
        <div>
          <dt>Address</dt>
          <dd>Averyveryveryveryveryveryveryveryverylongstreetname 12</dd>
        </div>
      </Facts>,
    );
    const list = screen.getByTestId('facts');
    expect(getComputedStyle(list).display).toBe('grid');
    expect(getComputedStyle(list).gridTemplateColumns).toBe('max-content minmax(0, 1fr)');
    expect(getComputedStyle(list.querySelector('div')!).display).toBe('contents');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <Facts>
        <dt>Tutor</dt>
        <dd>Tina Tutor</dd>
        <div>
          <dt>Hours</dt>
          <dd>2.5</dd>
        </div>
      </Facts>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
