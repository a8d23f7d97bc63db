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

// The banner is in every prerendered page, so it is there at first paint. In the browser it is
// loaded on demand: until its code arrives, React keeps the prerendered banner as it is, and a
// returning visitor's stored choice removes it unhydrated (hidden since the first paint).
const ConsentBanner = import.meta.env.SSR
  ? (await import("./consent-banner")).default
  : lazy(() => import("./consent-banner"));
const ConsentSettings = lazy(() => import("./consent-settings"));

interface ConsentContextValue {
  /** The visitor's choice; null before they make one (or before the page has hydrated). */
  choice: ConsentChoice | null;
  decide: (analytics: boolean) => void;
  openSettings: () => void;
}

const ConsentContext = createContext<ConsentContextValue>({
  choice: null,
  decide: () => undefined,
  openSettings: () => undefined,
});

export const useConsent = () => useContext(ConsentContext);

/**
 * Holds the visitor's consent: reads it after hydration, shows the banner until they choose (the
 * prerendered page holds it, hidden before the first paint where a choice is stored: see
 * consent-before-hydration.ts), and opens the settings dialog from the footer's "Cookie settings".
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    const stored = readConsent();
    // Reading browser storage must wait until after hydration; this is the one-off sync.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(stored);
    // No choice after all (storage blocked, or something else stored): show the banner.
    if (!stored)
      document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE);
    setAnalyticsConsent(consentState(stored));
  }, []);

  const value = useMemo<ConsentContextValue>(
    () => ({
      choice,
      decide(analytics) {
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
      {/* Two boundaries: while the settings load, the banner (and its focused Manage button)
          must stay on screen, or keyboard focus is lost. */}
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
