import { appNameAtom, currentUserAtom, platformStore, publicAppAtom } from './session';
import type { SessionUser } from './session';

const parent = { id: 3, roles: ['parent'], permissions: [], type: 'Parent', spoofing: null } as unknown as SessionUser;

describe('appNameAtom (SHL-07)', () => {
  afterEach(() => {
    platformStore.set(publicAppAtom, null);
    platformStore.set(currentUserAtom, null);
  });

  it("is the user's portal, and the public page's app while the shell shows one (the enrollment portal)", () => {
    platformStore.set(currentUserAtom, parent);
    expect(platformStore.get(appNameAtom)).toBe('parent');
    platformStore.set(publicAppAtom, 'enrollment');
    expect(platformStore.get(appNameAtom)).toBe('enrollment');
    platformStore.set(currentUserAtom, null);
    expect(platformStore.get(appNameAtom)).toBe('enrollment');
    platformStore.set(publicAppAtom, null);
    expect(platformStore.get(appNameAtom)).toBe('admin');
  });
});
