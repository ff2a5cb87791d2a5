/** Enrollments: Enrollments and their actions. */
export function EnrollmentsPage() {
  return (
    <section aria-labelledby="enrollments-heading">
      <h1 id="enrollments-heading">Enrollments</h1>
    </section>
  );
}
