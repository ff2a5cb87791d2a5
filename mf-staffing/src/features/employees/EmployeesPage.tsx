/** Employees: Employees administration. */
export function EmployeesPage() {
  return (
    <section aria-labelledby="employees-heading">
      <h1 id="employees-heading">Employees</h1>
    </section>
  );
}
