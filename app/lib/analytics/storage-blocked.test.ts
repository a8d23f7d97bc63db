import { afterEach, describe, expect, it } from "vitest";

import { blockSiteData } from "../site-data-blocked.test-kit";
import { firstTimeThisVisit } from "../../components/analytics/analytics-tracker";
import { debugEnabled } from "./providers/console";

describe("analytics storage where site data is blocked", () => {
  let unblock: (() => void) | undefined;
  afterEach(() => unblock?.());

  it("reads the debug flag as off", () => {
    unblock = blockSiteData();
    expect(debugEnabled()).toBe(false);
  });

  it("reports the device on every page load, having nowhere to remember it", () => {
    unblock = blockSiteData();
    expect(firstTimeThisVisit()).toBe(true);
    expect(firstTimeThisVisit()).toBe(true);
  });
});
