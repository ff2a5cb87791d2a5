import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { platformStore, titlePartsAtom } from './session';
import { TITLE_SEPARATOR, TitleDepthContext, buildTitle, useRouteTitle } from './title';

describe('page titles', () => {
  it('X-02 / OP-22: joins the route title and its parents, innermost first, with one separator', () => {
    expect(TITLE_SEPARATOR).toBe(' - ');
    expect(buildTitle(['Parent', 'Parents'], 'Admin')).toBe('Parent - Parents - Admin');
    expect(buildTitle([], 'Admin')).toBe('Admin');
    expect(buildTitle(['', 'Parents'], 'CRM')).toBe('Parents - CRM');
  });

  it('X-02: a route declares its title chain for the shell', () => {
    const { rerender } = renderHook(({ parts }) => useRouteTitle(parts), { initialProps: { parts: ['Parents'] } });
    expect(platformStore.get(titlePartsAtom)).toEqual(['Parents']);
    rerender({ parts: ['Parent', 'Parents'] });
    expect(platformStore.get(titlePartsAtom)).toEqual(['Parent', 'Parents']);
  });

  it('X-02: leaving a page clears its title parts, so the next page never shows them (issue 25)', () => {
    const first = renderHook(() => useRouteTitle(['Parent', 'Parents']));
    expect(platformStore.get(titlePartsAtom)).toEqual(['Parent', 'Parents']);
    first.unmount();
    expect(platformStore.get(titlePartsAtom)).toEqual([]);
    const second = renderHook(() => useRouteTitle(['Parents']));
    expect(buildTitle(platformStore.get(titlePartsAtom), 'Admin')).toBe('Parents - Admin');
    second.unmount();
  });

  it('X-02: a page refining its route title wins whatever order the effects run in, on every visit (issue 25)', () => {
    function Route({ children }: { children: ReactNode }) {
      useRouteTitle(['Parent', 'Parents']);
      return <TitleDepthContext.Provider value={1}>{children}</TitleDepthContext.Provider>;
    }
    function Page() {
      useRouteTitle(['Paula Parent', 'Parents']);
      return null;
    }
    for (let visit = 0; visit < 2; visit += 1) {
      const view = render(
        <Route>
          <Page />
        </Route>,
      );
      expect(platformStore.get(titlePartsAtom)).toEqual(['Paula Parent', 'Parents']);
      view.unmount();
      expect(platformStore.get(titlePartsAtom)).toEqual([]);
    }
  });
});
