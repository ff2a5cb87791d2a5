/** Essay grading: The essay grading queue. */
export function EssayGradingPage() {
  return (
    <section aria-labelledby="essay-grading-heading">
      <h1 id="essay-grading-heading">Essay grading</h1>
    </section>
  );
}
