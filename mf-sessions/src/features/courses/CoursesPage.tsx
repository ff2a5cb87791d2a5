/** Courses: Courses and brands. */
export function CoursesPage() {
  return (
    <section aria-labelledby="courses-heading">
      <h1 id="courses-heading">Courses</h1>
    </section>
  );
}
