import { screen, within } from '@testing-library/react';
import { FIX_FORM_ERRORS } from '@tutoring/domain';
import { darkTheme, lightTheme } from '../../theme';
import { axe, renderWithTheme } from '../../../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces its message as an alert, in the danger colours by default', () => {
    renderWithTheme(<Alert>{FIX_FORM_ERRORS}</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(FIX_FORM_ERRORS);
    expect(alert).toHaveStyle({ background: lightTheme.colors.danger, color: lightTheme.colors.onDanger });
  });

  it('takes the success and info tones, and passes a label and another role through', () => {
    renderWithTheme(
      <>
        <Alert tone="success" aria-label="Saved">
          Your changes are saved.
        </Alert>
        <Alert tone="info" role="status">
          Heads up
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert', { name: 'Saved' })).toHaveStyle({
      background: lightTheme.colors.success,
      color: lightTheme.colors.onSuccess,
    });
    expect(screen.getByRole('status')).toHaveStyle({
      background: lightTheme.colors.info,
      color: lightTheme.colors.onInfo,
    });
  });

  it('takes the warning tone: the theme warning pair with its border, in either theme', () => {
    const { unmount } = renderWithTheme(
      <Alert tone="warning" role="status">
        Please update your card.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveStyle({
      background: lightTheme.colors.warning,
      color: lightTheme.colors.onWarning,
      border: `1px solid ${lightTheme.colors.warningBorder}`,
    });
    unmount();
    renderWithTheme(<Alert tone="warning">Please update your card.</Alert>, { theme: 'dark' });
    expect(screen.getByRole('alert')).toHaveStyle({
      background: darkTheme.colors.warning,
      color: darkTheme.colors.onWarning,
    });
  });

  it('lists messages as one alert after its content, and renders nothing with neither', () => {
    const { rerender } = renderWithTheme(
      <Alert messages={['Availability overlaps another availability', 'Date is invalid']} />,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Availability overlaps another availability', 'Date is invalid']);
    rerender(<Alert messages={['Date is invalid']}>{FIX_FORM_ERRORS}</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent(`${FIX_FORM_ERRORS}Date is invalid`);
    rerender(<Alert messages={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <>
        <Alert aria-label="Server errors" messages={['Email is taken']} />
        <Alert tone="warning" role="status">
          Please update your card.
        </Alert>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
