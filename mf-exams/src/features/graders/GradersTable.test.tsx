import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { GradersTable } from './GradersPage';

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Essay graders' }))
    .getByRole('cell', { name })
    .closest('tr') as HTMLElement;

describe('GradersTable', () => {
  it('EXM-05: a grader who is not an employee (employeeId null) is never the signed-in user without an employee', () => {
    renderPage(
      <GradersTable
        graders={[
          { id: 1, employeeId: 10, name: 'Ada Admin', admin: true },
          { id: 3, employeeId: null, name: 'Guest Grader', admin: false },
        ]}
        pendingCounts={{ 3: 2 }}
        onRemove={() => undefined}
        selfEmployeeId={null}
      />,
    );
    expect(rowOf('Guest Grader')).toHaveTextContent('Guest GraderGrader2Remove');
    expect(within(rowOf('Guest Grader')).getByRole('button', { name: 'Remove Guest Grader' })).toBeVisible();
    expect(rowOf('Ada Admin')).toHaveTextContent('Ada AdminGrading administrator0Remove');
  });
});
