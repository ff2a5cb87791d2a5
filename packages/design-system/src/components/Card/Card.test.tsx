import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { Button } from '../Button/Button';
import { Card, CardGrid } from './Card';

function Courses() {
  return (
    <CardGrid as="ul" aria-label="Courses" data-testid="grid">
      {['Algebra', 'Chemistry'].map((title) => (
        <Card as="li" key={title} aria-labelledby={`course-${title}`}>
          <h3 id={`course-${title}`}>{title}</h3>
          <p>Next sessions</p>
          <Button>Choose</Button>
        </Card>
      ))}
    </CardGrid>
  );
}

describe('Card', () => {
  it('is a section named by its heading', () => {
    renderWithTheme(
      <Card aria-labelledby="hours-heading">
        <h2 id="hours-heading">Hours</h2>
        <p>12 hours left</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Hours' })).toHaveTextContent('12 hours left');
  });

  it('lays its parts apart in a column, inside a border, without the outer margins of its text', () => {
    renderWithTheme(
      <Card data-testid="card">
        <h2>Payment method</h2>
        <p>Visa ending 4242</p>
      </Card>,
    );
    const style = getComputedStyle(screen.getByTestId('card'));
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.borderStyle).toBe('solid');
    expect(getComputedStyle(screen.getByText('Visa ending 4242')).margin).toBe('0px');
  });

  it('CardGrid: a list of cards in columns of at least 280 px, one column when narrower, without bullets', () => {
    renderWithTheme(<Courses />);
    expect(screen.getByRole('list', { name: 'Courses' })).toBe(screen.getByTestId('grid'));
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'course-Algebra',
      'course-Chemistry',
    ]);
    const style = getComputedStyle(screen.getByTestId('grid'));
    expect(style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 280px), 1fr))');
    expect(style.listStyle).toBe('none');
    expect(style.marginTop).not.toBe('0px');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Courses />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
