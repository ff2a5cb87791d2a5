/** Exams: Exams, transcripts and reports. */
export function ExamsPage() {
  return (
    <section aria-labelledby="exams-heading">
      <h1 id="exams-heading">Exams</h1>
    </section>
  );
}
