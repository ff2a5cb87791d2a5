// An area's page warmed off-screen as the shell does it (issue 26, platform `warmUpArea`).
import { getQueryClient } from '@tutoring/api-client';
import {
  type RemoteDefinition,
  createRemoteLifecycles,
  platformStore,
  titlePartsAtom,
  warmUpArea,
} from '@tutoring/platform';
import { type AreaVisit, visitArea } from './area-visit';

/** The text of the page's styled-components sheet: what an off-screen warm-up leaves behind. */
export const styleSheetText = (): string =>
  [...document.querySelectorAll('style[data-styled]')].map((style) => style.textContent ?? '').join('');

/**
 * Warms the page `path` of the area `name` as the shell does (platform `warmUpArea`): outside a test's act(), as in
 * the browser (the off-screen render is a transition that commits on its own; inside act() it would wait for the act
 * scope and be dropped). The area's `./app` must have run (`createRemoteLifecycles`, or `visitArea`'s). Resolves
 * with the sheet's text afterwards.
 */
export async function warmUpPage(name: string, path: string): Promise<string> {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await warmUpArea(name, path);
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  return styleSheetText();
}

/**
 * Warms the page `path` of the area `name` ({@link warmUpPage}) and checks what a person would notice of it: nothing.
 * The page's rules are added to the sheet, and the page on screen, its title (`titlePartsAtom`) and the shared query
 * client are left as they were (that nothing was fetched is the test's own server's to say). Resolves with the sheet's
 * text afterwards, which the area's real first render then leaves unchanged.
 */
export async function expectWarmedOffScreen(name: string, path: string): Promise<string> {
  const before = styleSheetText();
  const page = document.body.innerHTML;
  const titles = platformStore.get(titlePartsAtom);
  const warmed = await warmUpPage(name, path);
  expect(warmed.length).toBeGreaterThan(before.length);
  expect(document.body.innerHTML).toBe(page);
  expect(platformStore.get(titlePartsAtom)).toEqual(titles);
  expect(getQueryClient().getQueryCache().getAll()).toEqual([]);
  return warmed;
}

/**
 * An area whose `./app` has run in the page, as the shell's preload leaves it before a warm-up
 * (`createRemoteLifecycles(definition)`, now); `visit(path)` is then its first visit ({@link visitArea}), left after
 * the test.
 */
export function preloadedArea(definition: RemoteDefinition): { visit: (path: string) => Promise<AreaVisit> } {
  createRemoteLifecycles(definition);
  let visited: AreaVisit | undefined;
  afterEach(async () => {
    await visited?.leave();
    visited = undefined;
  });
  return { visit: async (path) => (visited = await visitArea(definition, path)) };
}
