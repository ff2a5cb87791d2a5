/** Student: The admin student detail screen. */
export function StudentPage() {
  return (
    <section aria-labelledby="students-heading">
      <h1 id="students-heading">Student</h1>
    </section>
  );
}
