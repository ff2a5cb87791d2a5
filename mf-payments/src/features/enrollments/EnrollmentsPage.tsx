import type { Enrollment } from '@tutoring/contract';
import { EmptyState, FormField, Select, VisuallyHidden } from '@tutoring/design-system';
import { ListLink, ListTable, useListQuery } from '@tutoring/platform';
import { ENROLLMENT_STATUSES, freeSessionCounterText } from '@tutoring/domain/areas';
import { ENROLLMENT_NAME_JOIN, enrollmentTypeLabel, statusLabel } from '../../shared/lib/format';

/**
 * `/enrollments`: the enrollments the user may see, filtered by status (URL-kept, X-01), each row named by its student
 * (`include=student`) and opening its panel.
 */
export function EnrollmentsPage() {
  const list = useListQuery<Enrollment>({
    routeName: 'enrollments',
    resource: 'enrollments',
    filters: ['status'],
    defaults: { orderBy: 'id', orderSort: 'desc' },
    // The student's name labels each row (issue 24: rows read "#9" before).
    fixed: { include: 'course,student' },
  });
  return (
    <section aria-labelledby="enrollments-heading">
      <h1 id="enrollments-heading">Enrollments</h1>
      <FormField label="Status">
        <Select
          value={list.state.filters.status ?? ''}
          onChange={(e) => list.setFilters({ status: e.target.value || null })}
          options={[
            { value: '', label: 'All statuses' },
            ...ENROLLMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
      </FormField>
      <ListTable<Enrollment>
        list={list}
        caption="Enrollments"
        hideCaption
        getRowId={(e) => String(e.id)}
        empty={<EmptyState title="No enrollments" />}
        columns={[
          {
            key: 'student',
            header: 'Student',
            // The link is named by the student and the course, "Sam Student in Math Club Membership" (read out of
            // context, a family's links would all say "Sam Student"); it shows the student, the course stands in the
            // next column. The hidden part starts and ends at a space, so its name is the same whether a browser reads
            // it as inline or as a block.
            render: (e) => (
              <ListLink to={`/enrollments/${e.id}`}>
                {e.student?.name || `Enrollment ${e.id}`}
                {e.student?.name && e.course?.title ? (
                  <VisuallyHidden>
                    {ENROLLMENT_NAME_JOIN}
                    {e.course.title}
                  </VisuallyHidden>
                ) : null}
              </ListLink>
            ),
          },
          { key: 'course', header: 'Course', render: (e) => e.course?.title ?? '—' },
          {
            key: 'type',
            header: 'Type',
            render: (e) =>
              e.type === 'LimitedEnrollment'
                ? `${enrollmentTypeLabel(e.type)} (${freeSessionCounterText(e)})`
                : enrollmentTypeLabel(e.type),
          },
          { key: 'status', header: 'Status', sortable: true, render: (e) => statusLabel(e.status) },
          { key: 'autoRenew', header: 'Auto renew', render: (e) => (e.autoRenew ? 'On' : 'Off') },
        ]}
      />
    </section>
  );
}
