/**
 * Which elements rendered again (issue 26's render tests): a component's render gives the elements it returns new
 * props objects, which React commits to the DOM node even when nothing shown changes; a component React skips (a
 * memoised row whose props are equal, a section whose data did not change) leaves them as they were. So a changed
 * object means the component that renders the element rendered, which neither a Profiler (which part?) nor the DOM's
 * mutations (a render that changes nothing writes nothing) can tell.
 */

/**
 * The props object React last committed to `element`. Reads a React-private key (`__reactProps$...`): throws if React
 * stops keeping it on the node, rather than letting a test pass.
 */
export function committedProps(element: Element): object {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
  if (!key) throw new Error('React keeps no props on this element: the render counter needs a new way to observe');
  return (element as unknown as Record<string, object>)[key]!;
}

/** Watches `elements` from now on; `rendered()` lists those rendered since (an element replaced counts as rendered). */
export function watchRenders<E extends Element>(elements: readonly E[]): { rendered: () => E[] } {
  const before = new Map<E, object>(elements.map((element) => [element, committedProps(element)]));
  return {
    rendered: () =>
      elements.filter((element) => !element.isConnected || before.get(element) !== committedProps(element)),
  };
}
