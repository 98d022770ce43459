import { createContext } from 'react';

/**
 * What runs once a sign-in is complete — after `afterLogin` (the session
 * renewed) and the redirect — in the login dialogs and pages below it. The
 * shop hands its new session to the main site with it (docs/auth.md
 * 'Sessions across hosts'); elsewhere there is none.
 */
export const AfterSignInContext = createContext<(() => void) | null>(null);

/** Provides {@link AfterSignInContext} to the login dialogs inside it. */
export const AfterSignInProvider = AfterSignInContext.Provider;
