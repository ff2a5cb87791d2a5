import { screen } from '@testing-library/react';
import { axe, renderWithTheme } from '../../../test/render';
import { Button } from '../Button/Button';
import { ActionRow } from './ActionRow';

describe('ActionRow', () => {
  it('holds its actions in order, named as a toolbar when given one', () => {
    renderWithTheme(
      <ActionRow role="toolbar" aria-label="Parent actions">
        <Button>Edit</Button>
        <Button>Merge</Button>
      </ActionRow>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Parent actions' });
    expect([...toolbar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Edit', 'Merge']);
  });

  it('wraps onto more lines rather than squeezing its buttons, with space below unless it is the last part', () => {
    renderWithTheme(
      <div>
        <ActionRow data-testid="first">
          <Button>New lead</Button>
        </ActionRow>
        <ActionRow data-testid="last">
          <Button>Reassign</Button>
        </ActionRow>
      </div>,
    );
    const first = getComputedStyle(screen.getByTestId('first'));
    expect(first.display).toBe('flex');
    expect(first.flexWrap).toBe('wrap');
    expect(first.marginBottom).not.toBe('0px');
    expect(getComputedStyle(screen.getByTestId('last')).marginBottom).toBe('0px');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <ActionRow role="toolbar" aria-label="Student actions">
        <Button>Add points</Button>
      </ActionRow>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
