import { describe, expect, it } from "vitest";

import { dialogCloseEvent, dialogOpenEvents } from "./page-events";

const now = new Date("2025-09-19T08:30:00.000Z");

describe("dialog events", () => {
  it("opening sends a virtual page view of /legal/<type>, dialog_open and content_engagement view", () => {
    const events = dialogOpenEvents(
      {
        id: "privacy-policy",
        title: "Privacy Policy",
        path: "/legal/privacy-policy",
        contentType: "legal_document",
      },
      "https://acme.example",
      now,
    );
    expect(events).toEqual([
      {
        name: "page_view",
        params: {
          page_path: "/legal/privacy-policy",
          page_title: "Privacy Policy",
          page_location: "https://acme.example/legal/privacy-policy",
        },
      },
      {
        name: "user_action",
        params: {
          action: "dialog_open",
          context: "legal",
          dialog: "privacy-policy",
          timestamp: now.toISOString(),
        },
      },
      {
        name: "content_engagement",
        params: {
          content_type: "legal_document",
          content_id: "privacy-policy",
          engagement_type: "view",
        },
      },
    ]);
  });

  it("closing reports the time in the dialog in whole seconds", () => {
    const openedAt = now.getTime();
    expect(
      dialogCloseEvent("terms-of-use", openedAt, openedAt + 12_400),
    ).toEqual({
      name: "user_action",
      params: {
        action: "dialog_close",
        context: "legal",
        dialog: "terms-of-use",
        time_in_dialog: 12,
        timestamp: "2025-09-19T08:30:12.400Z",
      },
    });
    expect(
      dialogCloseEvent("terms-of-use", openedAt, openedAt + 400).params,
    ).toMatchObject({
      time_in_dialog: 0,
    });
  });
});
