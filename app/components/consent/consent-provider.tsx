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

// Loaded only when needed: returning visitors who have chosen never download the banner.
const ConsentBanner = lazy(() => import("./consent-banner"));
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
 * Holds the visitor's consent: reads it after hydration (the prerendered HTML never contains the
 * banner, so returning visitors do not see it flash), shows the banner until they choose, and
 * opens the settings dialog from the footer's "Cookie settings".
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    const stored = readConsent();
    // Reading browser storage must wait until after hydration; this is the one-off sync.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(stored);
    setHydrated(true);
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
        {hydrated && !choice ? <ConsentBanner /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {settingsOpen ? (
          <ConsentSettings onClose={() => setSettingsOpen(false)} />
        ) : null}
      </Suspense>
    </ConsentContext.Provider>
  );
}
