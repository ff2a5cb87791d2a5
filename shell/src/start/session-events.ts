import { atom } from 'jotai';

/** Message shown on the login page after the session ended (401 logout). */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

/** Notice the login page shows once. */
export const loginNoticeAtom = atom<string | null>(null);
