import { createContext, useContext } from 'react';

/**
 * True while a page renders as an area's first view (docs/decisions/0019-first-view-in-the-page.md):
 * HTML drawn before the page's code has run, so what needs that code (a form's send button, a
 * button that acts in place) renders disabled.
 */
export const FirstViewContext = createContext(false);

/** Whether this render is the page's first view ({@link FirstViewContext}). */
export const useIsFirstView = (): boolean => useContext(FirstViewContext);

/**
 * Set by a first view's render on the server (decision 0021): takes the path a page redirects to
 * (`Navigate`), which no effect follows there, so the render draws that page instead.
 */
export const FirstViewRedirectContext = createContext<((path: string) => void) | null>(null);
