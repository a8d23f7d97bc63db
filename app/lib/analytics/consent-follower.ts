import type { ConsentState } from "../consent/consent";

interface ConsentFollowerOptions {
  /** Sends device_type (queued by the analytics service until consent is granted). */
  reportDevice: () => void;
  /** Sends the current page's page view again. */
  reportPageView: () => void;
  /** True the first time it is asked this visit; writes analytics storage, so only after consent. */
  firstTimeThisVisit: () => boolean;
}

/** A grant after a denial sends again the device report and page view the denial dropped. */
export function createConsentFollower({
  reportDevice,
  reportPageView,
  firstTimeThisVisit,
}: ConsentFollowerOptions): (state: ConsentState) => void {
  let previous: ConsentState | undefined;
  let deviceQueued = false;
  let deviceDone = false;
  return (state) => {
    const before = previous;
    previous = state;
    if (state === before) return;
    if (state === "denied") {
      deviceQueued = false;
      return;
    }
    if (state === "pending") {
      if (!deviceQueued && !deviceDone) {
        deviceQueued = true;
        reportDevice();
      }
      return;
    }
    if (before === "denied") reportPageView();
    if (deviceDone) return;
    deviceDone = true;
    if (deviceQueued) {
      // The queued report is about to be delivered: mark the visit so other pages skip it.
      firstTimeThisVisit();
      return;
    }
    if (firstTimeThisVisit()) reportDevice();
  };
}
