// True once React runs in the browser: false in the server's render and in the first client render, which takes
// over (hydrates) the server's page; true from then on, and in every page rendered in the browser after that.
//
// The switch to true is one state at the page's root, set as a transition once the page is hydrated: React renders
// what changes with it (each field of the questionnaire attaches its handlers, dialogs become dialogs) in slices of a
// few milliseconds, between which the browser answers the person. Before, each component read it with
// useSyncExternalStore, whose change after hydration React renders synchronously: on the 100-field questionnaire
// page one task of about 35 ms on a desktop and 140 ms at Lighthouse's 4x slowdown, the most of the page's blocking
// time (issue 33, item 5).
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const HydratedContext = createContext(false);

/** Whether this browser page has hydrated once already (a root remounted later, as for an error, starts true). */
let hydratedOnce = false;

export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    startTransition(() => setHydrated(true));
  }, []);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
