import { createContext } from 'react';

/**
 * True inside a render nobody sees (an area's warm-up while the visitor signs in, ./warm-up.tsx): what it renders
 * declares no page title there, so the page's title never changes for it.
 */
export const OffScreenContext = createContext(false);
