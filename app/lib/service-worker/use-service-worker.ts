import { useEffect } from "react";

import {
  browserServiceWorkerEnvironment,
  setUpServiceWorker,
} from "./register-service-worker";

/** Registers the service worker once, after hydration (production), or removes it (development). */
export function useServiceWorker(production = import.meta.env.PROD) {
  useEffect(() => {
    setUpServiceWorker(browserServiceWorkerEnvironment(production));
  }, [production]);
}
