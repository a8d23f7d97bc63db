import type { AnalyticsEvent } from "./events";

/** Opening a dialog: a virtual page view, user_action dialog_open and content_engagement view. */
export function dialogOpenEvents(
  dialog: { id: string; title: string; path: string; contentType: string },
  origin: string,
  now: Date,
): AnalyticsEvent[] {
  return [
    {
      name: "page_view",
      params: {
        page_path: dialog.path,
        page_title: dialog.title,
        page_location: new URL(dialog.path, origin).href,
      },
    },
    {
      name: "user_action",
      params: {
        action: "dialog_open",
        context: "legal",
        dialog: dialog.id,
        timestamp: now.toISOString(),
      },
    },
    {
      name: "content_engagement",
      params: {
        content_type: dialog.contentType,
        content_id: dialog.id,
        engagement_type: "view",
      },
    },
  ];
}

/** Closing a dialog: user_action dialog_close with the whole seconds it was open. */
export function dialogCloseEvent(
  dialogId: string,
  openedAt: number,
  closedAt: number,
): AnalyticsEvent {
  return {
    name: "user_action",
    params: {
      action: "dialog_close",
      context: "legal",
      dialog: dialogId,
      time_in_dialog: Math.round((closedAt - openedAt) / 1000),
      timestamp: new Date(closedAt).toISOString(),
    },
  };
}
