import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";

import { setAnalyticsConsent } from "../../lib/analytics";
import {
  consentState,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from "../../lib/consent/consent";
import { CONSENT_CHOSEN_ATTRIBUTE } from "./consent-before-hydration";

// Prerendered into every page; in the browser loaded on demand, React keeping its HTML meanwhile.
const ConsentBanner = import.meta.env.SSR
  ? (await import("./consent-banner")).default
  : lazy(() => import("./consent-banner"));
const ConsentSettings = lazy(() => import("./consent-settings"));

const ConsentContext = createContext({
  /** The visitor's choice; null before they make one (or before the page has hydrated). */
  choice: null as ConsentChoice | null,
  decide: (analytics: boolean): void => void analytics,
  openSettings: (): void => undefined,
});

export const useConsent = () => useContext(ConsentContext);

/** The visitor's consent, read after hydration; the banner until they choose; the settings. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    const stored = readConsent();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(stored);
    // No choice after all (storage blocked, or something else stored): show the banner.
    if (!stored)
      document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE);
    setAnalyticsConsent(consentState(stored));
  }, []);

  const value = useMemo(
    () => ({
      choice,
      decide(analytics: boolean) {
        const saved = saveConsent(analytics);
        setChoice(saved);
        setAnalyticsConsent(consentState(saved));
        setSettingsOpen(false);
      },
      openSettings: () => setSettingsOpen(true),
    }),
    [choice],
  );

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {/* Two boundaries: the banner (and its focused Manage) stays while the settings load. */}
      <Suspense fallback={null}>
        {choice ? null : (
          <ConsentBanner
            decide={value.decide}
            openSettings={value.openSettings}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {settingsOpen ? (
          <ConsentSettings onClose={() => setSettingsOpen(false)} />
        ) : null}
      </Suspense>
    </ConsentContext.Provider>
  );
}
