/** Tutors: Search tutors by tier, distance and availability. */
export function TutorsPage() {
  return (
    <section aria-labelledby="tutors-heading">
      <h1 id="tutors-heading">Tutors</h1>
    </section>
  );
}
